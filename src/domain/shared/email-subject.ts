// One subject builder for every email (issue 42): one line, at most EMAIL_SUBJECT_MAX characters, shortened at a word
// boundary with an ellipsis ("…is rejected: Card…", never "…is rejecte…"). Every subject of the catalogue goes through
// it, and the mailer applies it again to whatever it queues (a subject already within the limit is unchanged).
import { oneLine } from './one-line';

/** The longest subject, ellipsis included (mail clients show about this much). */
export const EMAIL_SUBJECT_MAX = 100;

/**
 * `text` as an email subject: one line; when longer than `max`, cut after the last whole word that fits (its trailing
 * punctuation dropped) followed by "…". A single word longer than the limit is the only thing ever cut inside.
 */
export function emailSubject(text: string, max: number = EMAIL_SUBJECT_MAX): string {
  const line = oneLine(text).replace(/\s+/g, ' ');
  if (line.length <= max) return line;
  const room = line.slice(0, max); // `max - 1` characters and the ellipsis; the next one shows whether a word ends
  const cut = room.lastIndexOf(' ');
  const kept = cut > 0 ? line.slice(0, cut) : line.slice(0, max - 1);
  return `${kept.replace(/[\s,;:.\-–—(]+$/, '')}…`;
}
