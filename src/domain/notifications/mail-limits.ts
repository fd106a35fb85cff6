// Mail a user causes is capped (issue 41): an email whose address a user typed (a referee's, an invitee's, the address
// given at sign-up or for a password reset) could otherwise be aimed at a stranger, over and over, carrying text the
// sender chose. The outbox (src/server/queue/mail-caps.ts) checks every such email against these limits before it is
// queued; past one, the request is refused with when it can be sent again, and nothing is queued.
import { MESSAGES } from '../shared/messages';
import { formatDateTime } from '../shared/display';

/** The kinds of email a user causes to an address they typed. */
export const CAPPED_MAIL_KINDS = ['reference-request', 'verification', 'invitation', 'password-reset'] as const;
export type CappedMailKind = (typeof CAPPED_MAIL_KINDS)[number];

const DAY_MS = 24 * 60 * 60_000;

/**
 * The limits, per rolling 24 hours. Why these numbers:
 * - per recipient and kind: what a person acting in good faith needs. A referee gets the first request and at most two
 *   resends (the link also carries its own reminder, sent by the system and not counted); a verification or a reset
 *   link may be lost in a spam folder a few times; an invitation is resent at most twice. More to one address in a day
 *   is someone else's inbox being filled.
 * - cooldown: a second email of the same kind to the same address within a minute is a double click or a script; the
 *   first one is still on its way.
 * - per account: a worker names at most 5 referees (MAX_REFEREES) and resends a few; 30 a day covers that with room,
 *   and stops an account from mailing hundreds of strangers.
 * - per organization: its members together (invitations): a team grows by a few recruiters a day, not a hundred.
 * The first email of a kind to an address is always under every limit: it is never delayed.
 */
export const MAIL_LIMITS = {
  perRecipientPerDay: {
    'reference-request': 3,
    verification: 5,
    invitation: 3,
    'password-reset': 5,
  } satisfies Record<CappedMailKind, number>,
  cooldownMinutes: 1,
  perAccountPerDay: 30,
  perOrganizationPerDay: 100,
} as const;

/** Which limit refused an email. */
export type MailLimitRule = 'perRecipient' | 'cooldown' | 'perSender' | 'perOrganization';

/** The recent emails the limits read: when each was queued, within the last 24 hours. */
export interface MailHistory {
  kind: CappedMailKind;
  /** This kind to this address. */
  toRecipient: readonly Date[];
  /** Caused by this account (null: a signed-out request, e.g. a password reset). */
  bySender: readonly Date[] | null;
  /** Caused by members of this organization (null: not an organization's member). */
  byOrganization: readonly Date[] | null;
}

/** A refusal: the limit and when the email can be sent again. */
export interface MailRefusal {
  rule: MailLimitRule;
  retryAt: Date;
}

/** When a rolling-window limit of `max` frees a slot for these sends, or null while under it. */
function windowFreesAt(sends: readonly Date[], max: number, now: Date): Date | null {
  const recent = sends
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - DAY_MS)
    .sort((a, b) => a - b);
  if (recent.length < max) return null;
  return new Date(recent[recent.length - max]! + DAY_MS);
}

/**
 * Whether one more email may be queued now: null when it may, else the limit that refuses it and when it can be sent
 * (the latest of the limits reached, so that retrying then succeeds).
 */
export function mailLimitRefusal(h: MailHistory, now: Date): MailRefusal | null {
  const refusals: MailRefusal[] = [];
  const add = (rule: MailLimitRule, at: Date | null) => {
    if (at && at.getTime() > now.getTime()) refusals.push({ rule, retryAt: at });
  };
  add('perRecipient', windowFreesAt(h.toRecipient, MAIL_LIMITS.perRecipientPerDay[h.kind], now));
  const last = Math.max(...h.toRecipient.map((d) => d.getTime()), -Infinity);
  if (Number.isFinite(last)) add('cooldown', new Date(last + MAIL_LIMITS.cooldownMinutes * 60_000));
  if (h.bySender) add('perSender', windowFreesAt(h.bySender, MAIL_LIMITS.perAccountPerDay, now));
  if (h.byOrganization) add('perOrganization', windowFreesAt(h.byOrganization, MAIL_LIMITS.perOrganizationPerDay, now));
  if (refusals.length === 0) return null;
  return refusals.reduce((a, b) => (b.retryAt.getTime() > a.retryAt.getTime() ? b : a));
}

/** The catalogue's words for a refusal, naming when the email can be sent again (UTC). */
export function mailRefusalMessage(r: MailRefusal): string {
  // Rounded up to the next minute: "after 3:05 PM" is then true.
  const when = formatDateTime(new Date(Math.ceil(r.retryAt.getTime() / 60_000) * 60_000));
  return MESSAGES.mailLimits[r.rule](when);
}
