// References collected by email (issue 31): the organization's questions (with defaults), how long a referee's link
// works, when the reminder goes, a referee's state, and when the references item of the checklist is met. Pure rules.
import type { ApplicationStatus } from '../applications/pipeline';
import { formatDate } from '../shared/display';
import { REFERENCE_MESSAGES as M } from './references-messages';

/** How many referees a worker may name for one application. */
export const MAX_REFEREES = 5 as const;
/** How long a referee's emailed link works. */
export const REFERENCE_LINK_DAYS = 30;
/** When a referee who has not answered is reminded (once). */
export const REFERENCE_REMINDER_DAYS = 3;
/** The checklist item the answers land on (created on acceptance by the checklist). */
export const REFERENCES_ITEM_KEY = 'references';

const DAY_MS = 86_400_000;

/** The kinds of answer a reference question takes. */
export const REFERENCE_QUESTION_KINDS = ['date-range', 'yes-no', 'rating', 'text'] as const;
export type ReferenceQuestionKind = (typeof REFERENCE_QUESTION_KINDS)[number];

/** One question of an organization's reference form. `id` is stable: answers are stored under it. */
export interface ReferenceQuestion {
  id: string;
  label: string;
  kind: ReferenceQuestionKind;
  required: boolean;
}

/** The questions an organization that set none asks (issue 31's defaults). */
export const DEFAULT_REFERENCE_QUESTIONS: readonly ReferenceQuestion[] = [
  { id: 'dates', label: 'Dates you worked together', kind: 'date-range', required: true },
  { id: 'rehire', label: 'Would you rehire this person?', kind: 'yes-no', required: true },
  { id: 'competence', label: 'Clinical competence (1 = poor, 5 = excellent)', kind: 'rating', required: true },
  { id: 'comments', label: 'Comments', kind: 'text', required: false },
];

/** A referee's state: answered, waiting for an answer, or the link ran out unanswered. */
export type RefereeState = 'answered' | 'waiting' | 'expired';

/** What a referee's link does when opened: works, was used (answered), ran out, or is not a link of ours. */
export type ReferenceLinkStatus = 'valid' | 'used' | 'expired' | 'invalid';

/** A referee's link expiry for a link sent at `sentAt`. */
export function refereeLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + REFERENCE_LINK_DAYS * DAY_MS);
}

/** When the link expiring at `expiresAt` was sent (every link lives REFERENCE_LINK_DAYS: the sent date is derived). */
export function refereeSentAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - REFERENCE_LINK_DAYS * DAY_MS);
}

/** When the reminder of a link sent at `sentAt` is due. */
export function refereeReminderAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + REFERENCE_REMINDER_DAYS * DAY_MS);
}

/** A referee's state at `now`. */
export function refereeState(r: { answeredAt: Date | null; expiresAt: Date }, now: Date): RefereeState {
  if (r.answeredAt) return 'answered';
  return r.expiresAt.getTime() <= now.getTime() ? 'expired' : 'waiting';
}

/** What opening a link does at `now` (undefined: no referee has this link). */
export function referenceLinkStatus(
  r: { answeredAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): ReferenceLinkStatus {
  if (!r) return 'invalid';
  const state = refereeState(r, now);
  return state === 'answered' ? 'used' : state === 'expired' ? 'expired' : 'valid';
}

/** What a link that cannot be used says. */
export function referenceLinkMessage(status: Exclude<ReferenceLinkStatus, 'valid'>): string {
  if (status === 'used') return M.alreadyAnswered;
  if (status === 'expired') return M.linkExpired;
  return M.linkInvalid;
}

/** Referees are named while the application is in Onboarding (the placement's checklist is open). */
export function canNameReferees(status: ApplicationStatus | string): boolean {
  return status === 'Onboarding';
}

/** True when the answered references meet the item's required count (at least one answer is always needed). */
export function referencesMet(answered: number, requiredCount: number | null | undefined): boolean {
  return answered >= Math.max(1, requiredCount ?? 1);
}

/** May a referee be resent or replaced? Only one who has not answered. */
export function canChangeReferee(r: { answeredAt: Date | null }): boolean {
  return r.answeredAt === null;
}

/** A stored answer to one question. */
export type ReferenceAnswerValue = string | number | { from: string; to: string } | null;

/** One answer as shown to the organization: its question's words and the answer in words. */
export function formatReferenceAnswer(kind: ReferenceQuestionKind, value: ReferenceAnswerValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'date-range':
      return typeof value === 'object' ? `${formatDate(value.from)} – ${formatDate(value.to)}` : '—';
    case 'yes-no':
      return value === 'yes' ? M.yes : value === 'no' ? M.no : '—';
    case 'rating':
      return typeof value === 'number' ? M.ratingOf(value) : '—';
    case 'text':
      return typeof value === 'string' ? value : '—';
  }
}

/** The worker's and the recruiter's line of a referee's dates ("Sent Nov 26, 2026 · Reminded Nov 29, 2026"). */
export function refereeDatesLine(r: { sentAt: string; remindedAt: string | null; answeredAt: string | null }): string {
  return [
    M.sentOn(formatDate(r.sentAt)),
    r.remindedAt ? M.remindedOn(formatDate(r.remindedAt)) : null,
    r.answeredAt ? M.answeredOn(formatDate(r.answeredAt)) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
