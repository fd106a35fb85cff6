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

const CLEARED_OR_LATER = ['Cleared', 'Working', 'Done'];

/**
 * True when a move from `from` to `to` must pass the Cleared rule: entering Cleared or Working (quick-advance goes
 * Onboarding → Working in one step) from a status before clearance. Moves among Cleared, Working and Done, and closing
 * moves to Done, Rejected, Blocked or Hold, are not held back.
 */
export function needsClearance(from: string | null, to: string): boolean {
  return (to === 'Cleared' || to === 'Working') && !CLEARED_OR_LATER.includes(from ?? '');
}
