// The Change Status dialog (spec section 4): options, what choosing each does, and when the decision maker is asked.
import { FORWARD_STEP_ORDER, type ApplicationStatus } from './pipeline';

/** Options shown when none are given. */
export const DEFAULT_STATUS_OPTIONS = ['Done', 'Rejected', 'Blocked'] as const satisfies readonly ApplicationStatus[];

/** Statuses that need the decision dialog (decision maker, reason, notes) first. */
export const DECISION_STATUSES = [
  'Done',
  'Rejected',
  'Blocked',
  'Hold',
] as const satisfies readonly ApplicationStatus[];

/** Moves to these never ask who decided. */
const EARLY: readonly ApplicationStatus[] = ['New', 'Screening', 'Submitted', 'Offered'];

/** The dialog's options: the given ones (or the defaults when none) except the current status. */
export function statusOptions(
  current: ApplicationStatus,
  given?: readonly ApplicationStatus[] | null,
): ApplicationStatus[] {
  const base: readonly ApplicationStatus[] = given && given.length > 0 ? given : DEFAULT_STATUS_OPTIONS;
  return base.filter((s) => s !== current);
}

/**
 * What choosing a status does: Offered opens make-offer; Done/Rejected/Blocked/Hold open the decision dialog; others
 * patch directly.
 */
export function changeStatusAction(to: ApplicationStatus): 'make-offer' | 'decision' | 'direct' {
  if (to === 'Offered') return 'make-offer';
  if ((DECISION_STATUSES as readonly string[]).includes(to)) return 'decision';
  return 'direct';
}

/** True when `to` is exactly one step after `from` in submitted → offered → onboarding → cleared → working → done. */
export function isOneStepForward(from: ApplicationStatus, to: ApplicationStatus): boolean {
  const order = FORWARD_STEP_ORDER as readonly ApplicationStatus[];
  const i = order.indexOf(from);
  return i >= 0 && order.indexOf(to) === i + 1;
}

/**
 * Whether the decision-maker question is shown. Hidden when: the move is to New, Screening, Submitted or Offered;
 * or from one of those straight to Done; or one step forward in FORWARD_STEP_ORDER. Otherwise asked.
 */
export function isDecisionMakerAsked(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (EARLY.includes(to)) return false;
  if (EARLY.includes(from) && to === 'Done') return false;
  if (isOneStepForward(from, to)) return false;
  return true;
}
