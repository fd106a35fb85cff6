// The date rules of status moves (issues 42 and 44): which moves wait for the assignment's start. One rule, applied by
// the one writer of moves whatever road the move took (change status, quick-advance, board, bulk, a first clock-in).
//
// Every status, and its date rule:
//   New, Screening, Submitted, Offered   none: applying, screening and offering happen before the start.
//   Onboarding, Cleared                  none: onboarding and clearance happen before the start.
//   Working                              not before the start date: nobody works an assignment that has not begun.
//   Done                                 for a placement (an offer was accepted), not before the start date: a
//                                        placement that never started ends as Rejected (with its reason) or by the
//                                        worker's withdrawal, never as finished work. An application that never
//                                        reached a placement may be closed as Done at any time (spec: "from New,
//                                        Screening, Submitted or Offered straight to Done").
//   Rejected, Blocked, Hold              none: a placement can be stopped or paused at any time.
// A job without a start date (ASAP) has no date to wait for.
import { MESSAGES } from '../shared/messages';
import type { ApplicationStatus } from './pipeline';

/** What a move's date rule reads. */
export interface MoveDateFacts {
  /** The status after the move. */
  to: ApplicationStatus;
  /** The assignment's start date (ISO yyyy-mm-dd, the facility's calendar date) from the terms of record, if any. */
  startDate: string | null | undefined;
  /** True when an offer was accepted (the application is a placement). */
  placement: boolean;
  /** Today's date (ISO yyyy-mm-dd), as the placement's countdown reads it. */
  today: string;
}

/** The catalogue's refusal of a move that comes before its date, or null when the date allows it. */
export function moveDateRefusal(f: MoveDateFacts): string | null {
  const start = f.startDate && /^\d{4}-\d{2}-\d{2}$/.test(f.startDate) ? f.startDate : null;
  if (!start || f.today >= start) return null;
  if (f.to === 'Working') return MESSAGES.moveDates.workingBeforeStart(start);
  if (f.to === 'Done' && f.placement) return MESSAGES.moveDates.doneBeforeStart(start);
  return null;
}
