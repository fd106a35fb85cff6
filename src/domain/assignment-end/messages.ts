// Every word of an assignment's end (issue 45): early termination (reasons, what is still owed, refusals naming the
// field), the worker's notice, "ending soon", and the automatic Done. Included in MESSAGES as `assignmentEnd`.
import { formatDate } from '../shared/display';

const hours = (minutes: number) => {
  const h = minutes / 60;
  return Number.isInteger(h) ? String(h) : h.toFixed(2).replace(/0$/, '');
};

export const ASSIGNMENT_END_MESSAGES = {
  reasons: {
    low_census: 'Low census',
    facility_closure: 'Facility closure',
    cause: 'Cause',
    worker_request: "Worker's request",
    other: 'Other',
  },
  /** The contract clause each amount still owed comes from. */
  clauses: {
    notice: (days: number, source: string) =>
      days === 0 ? `Contract: termination without notice (${source})` : `Contract: ${days} days' notice (${source})`,
    guarantee: (minutes: number, days: number) =>
      `Contract: ${hours(minutes)} guaranteed hours a week, paid through the ${days}-day notice period`,
    stipend: (days: number) => `Contract: weekly stipend, paid through the ${days}-day notice period`,
    penalty: (days: number) =>
      `Contract: missed-shift penalty for scheduled hours inside the ${days}-day notice the worker did not give`,
    cause: 'Contract: ending for cause, the notice period does not apply',
    defaultSource: 'the organization’s default termination policy',
  },
  lines: {
    GUARANTEE: 'Guaranteed hours through the notice period',
    STIPEND: 'Stipend through the notice period',
    NOTICE_PENALTY: 'Short-notice penalty (owed by the worker)',
  },
  errors: {
    notWorking: 'Only a cleared or working assignment that has started can be ended early.',
    notStarted: (start: string) =>
      `This assignment starts on ${formatDate(start)}; until then, end it as Rejected with the reason (or the worker withdraws).`,
    alreadyEnded: 'This assignment has already ended.',
    beforeStart: (start: string) =>
      `The effective date cannot be before the assignment's start (${formatDate(start)}).`,
    afterEnd: (end: string) => `The effective date cannot be after the assignment's end date (${formatDate(end)}).`,
    inApprovedWeek: (weekStart: string, after: string) =>
      `The week of ${formatDate(weekStart)} is approved; the effective date must be after ${formatDate(after)}.`,
    workerReason: 'A worker gives notice with "Worker\'s request" or "Other".',
    noteRequired: 'Say what the reason is.',
    termsMissing: "The assignment's terms are not complete; complete them before ending it.",
  },
  history: (reason: string, effective: string, note: string | null) =>
    `Ended early: ${reason}, effective ${formatDate(effective)}${note ? `. ${note}` : ''}`,
  workerNotice: (reason: string, effective: string, note: string | null) =>
    `Notice given by the worker: ${reason}, last day ${formatDate(effective)}${note ? `. ${note}` : ''}`,
  autoDone: 'The assignment passed its end date and its last week is approved.',
  ui: {
    endAssignment: 'End assignment',
    giveNotice: 'Give notice',
    reason: 'Reason',
    effectiveDate: 'Effective date (last day worked)',
    note: 'Note',
    preview: 'What is still owed',
    /** The worker's standing preview on a running assignment, before any end is confirmed. */
    ifEndedToday:
      'If the organization ended this assignment today (for any reason but cause), your contract would still owe you:',
    owedToWorker: 'Owed to the worker',
    owedByWorker: 'Owed by the worker',
    nothingOwed: 'Nothing is still owed under the contract.',
    confirm: 'Confirm the end',
    confirmNotice: 'Confirm the notice',
    previewLoading: 'Working out what is still owed',
    ended: 'The assignment is ended. It is now Done.',
    noticeGiven: 'Your notice is given. The assignment is now Done.',
    endingSoon: 'Ending soon',
    endsOn: (date: string) => `Ends ${formatDate(date)}`,
    endedEarly: 'Ended early',
    bestMatch: 'Jobs that match you best',
    nextJobs: 'Your next job',
    nextJobsHint: 'Your assignment ends soon. These jobs match you best, and your saved searches are one click away.',
    noticeDays: (days: number) => `Notice period: ${days} days, protected through`,
  },
} as const;
