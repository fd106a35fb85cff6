// Rules of the verifiable work record (issue 45): when it may be issued, the approved hours it states (one sum of the
// approved weeks), the rows it states (one function for the PDF, the public page and the profile), where its
// verification page is, and how an attached record counts where a reference is required.
import { formatDate } from '../shared/display';
import { formatPayHours } from '../hours/hours-format';
import { WORK_RECORD_MESSAGES as M } from './work-record-messages';
import type { WorkRecordFacts } from './work-record-schemas';

/** A work record is issued for a Done assignment only. */
export const canIssueWorkRecord = (status: string): boolean => status === 'Done';

/** A record may be attached while the application is on its way to a placement (before Cleared). */
export const ATTACHABLE_STATUSES = ['New', 'Screening', 'Submitted', 'Offered', 'Onboarding'] as const;

/** May a work record be attached to an application in this status? */
export const canAttachWorkRecord = (status: string): boolean =>
  (ATTACHABLE_STATUSES as readonly string[]).includes(status);

/** The approved hours of an assignment, in minutes: the worked minutes of its approved weeks (the timesheet ledger). */
export function approvedMinutes(weeks: readonly { status: string; workedMinutes: number }[]): number {
  return weeks.reduce((sum, w) => (w.status === 'approved' ? sum + w.workedMinutes : sum), 0);
}

/**
 * The references an application's checklist counts: the referees' answers, and each attached verified assignment in
 * place of a reference (it counts as named and as answered).
 */
export function countedReferences(
  referees: { named: number; received: number },
  verifiedAssignments: number,
): { named: number; received: number } {
  return { named: referees.named + verifiedAssignments, received: referees.received + verifiedAssignments };
}

/** The public verification page of a record (relative; the PDF and the QR code prefix the site's address). */
export const verifyPath = (recordId: string) => `/verify/${encodeURIComponent(recordId)}`;

/** The PDF's marker of its record number (in the document's keywords), read back when a file is checked. */
export const RECORD_MARKER = 'carelink-work-record:';

/** The record number a PDF's text names after RECORD_MARKER, or null. */
export function recordIdOfPdfText(text: string): string | null {
  const at = text.indexOf(RECORD_MARKER);
  if (at < 0) return null;
  const id = text.slice(at + RECORD_MARKER.length, at + RECORD_MARKER.length + 36);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

/**
 * The last day a record states: an assignment ended early ends on its termination's effective date (its last day
 * worked), not on the end date the contract agreed; otherwise the agreed (or extended) end date.
 */
export function recordEndDate(agreedEnd: string | null, endedEarlyOn: string | null): string | null {
  if (!endedEarlyOn) return agreedEnd;
  return agreedEnd && agreedEnd < endedEarlyOn ? agreedEnd : endedEarlyOn;
}

/** "Mar 1, 2027 – May 30, 2027", one side when only one is known, '—' when neither. */
export function recordDates(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return start ? formatDate(start) : end ? formatDate(end) : '—';
}

/** A record's approved hours in words ("76.50 h"). */
export const approvedHoursLabel = (minutes: number): string => M.hoursValue(formatPayHours(minutes));

/** What a record states, as label/value rows (the PDF, the verification page and the profile show these). */
export function workRecordRows(f: WorkRecordFacts): { label: string; value: string }[] {
  const F = M.facts;
  return [
    { label: F.worker, value: f.worker_name },
    { label: F.organization, value: f.organization_name },
    { label: F.facility, value: f.facility ?? '—' },
    { label: F.profession, value: f.profession },
    { label: F.specialty, value: f.specialty },
    { label: F.job, value: f.job_title },
    { label: F.dates, value: recordDates(f.start_date, f.end_date) },
    { label: F.approvedHours, value: approvedHoursLabel(f.approved_minutes) },
  ];
}

/** The review rows a record states when the worker chose to include it ('Comments', scores, rehire, her reply). */
export function workRecordReviewRows(f: WorkRecordFacts): { label: string; value: string }[] {
  if (!f.review) return [];
  const R = M.review;
  return [
    ...f.review.scores,
    { label: R.comments, value: f.review.comments ?? '—' },
    { label: R.rehire, value: f.review.rehire },
    { label: R.reply, value: f.review.reply ?? R.noReply },
  ];
}
