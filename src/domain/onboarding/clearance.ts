// Cleared means cleared (issue 31): an application moves to Cleared only when its contract is signed by both sides and
// every required checklist item is Verified. One rule, used by the one writer of moves whatever road the move took.
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import type { ContractStatus, OnboardingItemStatus } from './placement-states';

/** What the rule reads of a checklist item. */
export interface ClearanceItem {
  label: string;
  status: OnboardingItemStatus;
  required: boolean;
}

/** What still stands between a placement and Cleared, in the catalogue's words; empty when it may be cleared. */
export function clearanceBlockers(input: {
  contract: ContractStatus | null;
  items: readonly ClearanceItem[];
}): string[] {
  const M = ONBOARDING_MESSAGES.clearance;
  const out: string[] = [];
  if (input.contract === null || input.contract === 'void') out.push(M.contractMissing);
  else if (input.contract !== 'signed') out.push(M.contractNotSigned);
  for (const item of input.items)
    if (item.required && item.status !== 'verified')
      out.push(M.itemNotVerified(item.label, ONBOARDING_MESSAGES.status[item.status]));
  return out;
}

/** The statuses a move into which needs the clearance (quick-advance goes Onboarding → Working in one step). */
export const CLEARANCE_STATUSES = ['Cleared', 'Working'] as const;

/**
 * True when a move into `to` must pass the Cleared rule: entering Cleared or Working by an application that was never
 * cleared. "Cleared before" is the application's own recorded fact (`cleared_at`, written once by the one writer of
 * moves when a move into Cleared or Working passes the rule or is overridden), never inferred from the status the move
 * comes from: a detour through Done, Hold or Rejected does not stand in for the clearance (issue 41). Closing moves (to
 * Done, Rejected, Blocked, Hold) and earlier statuses are not held back.
 */
export function needsClearance(to: string, clearedBefore: boolean): boolean {
  return (CLEARANCE_STATUSES as readonly string[]).includes(to) && !clearedBefore;
}
