// User-facing words of assignment extensions (issue 45). Part of the one catalogue: MESSAGES.extension in
// src/domain/shared/messages.ts.
import { formatDate } from '../shared/display';

/** Messages of assignment extensions: the window, the proposal's refusals, the amendment and the reminder. */
export const EXTENSION_MESSAGES = {
  windowMark: 'Extension window',
  windowOpen: (closesOn: string) => `Extension window: open until ${formatDate(closesOn)}.`,
  propose: 'Propose extension',
  proposeTitle: 'Propose an extension',
  endDateLabel: 'New end date',
  hourlyRateLabel: 'New hourly rate (leave empty to keep it)',
  send: 'Send proposal',
  sent: 'Extension proposed',
  notWorking: 'Only an assignment in Working can be extended.',
  offerPending: 'An offer is already waiting for an answer on this assignment.',
  endDateNotLater: (current: string) => `The new end date must be after the current end date (${formatDate(current)}).`,
  windowNotOpen: (opensOn: string) => `The extension window opens on ${formatDate(opensOn)}.`,
  ended: 'This assignment has ended; it can no longer be extended.',
  amendmentTitle: 'Contract amendment',
  amendmentHeading: (effective: string, end: string) =>
    `Amendment: the assignment is extended to ${formatDate(end)}; the terms below are in force from ${formatDate(effective)}.`,
  reminderText: (job: string, closesOn: string) =>
    `The extension window of ${job} is open until ${formatDate(closesOn)}. Propose an extension or plan the next assignment.`,
  reminderSubject: (job: string) => `Extension window open: ${job}`,
} as const;
