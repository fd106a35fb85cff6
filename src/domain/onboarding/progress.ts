// A placement's progress: how many required checklist items are verified, and the contract's state (issue 31).
import { daysLeft } from '../profile/credentials';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import type { ContractStatus, OnboardingItemStatus } from './placement-states';

/** What progress needs of a checklist item. */
export interface ProgressItem {
  status: OnboardingItemStatus;
  required: boolean;
}

/** Counts of the required items by status; `total` is the number of required items. */
export interface ChecklistProgress {
  total: number;
  verified: number;
  submitted: number;
  rejected: number;
  missing: number;
}

/** The checklist's progress over its required items (optional items never hold a placement back). */
export function checklistProgress(items: readonly ProgressItem[]): ChecklistProgress {
  const progress: ChecklistProgress = { total: 0, verified: 0, submitted: 0, rejected: 0, missing: 0 };
  for (const item of items) {
    if (!item.required) continue;
    progress.total += 1;
    progress[item.status] += 1;
  }
  return progress;
}

/** The one-line summary a list row or board card shows: "7 of 10 verified · contract: waiting for worker". */
export function progressSummary(items: readonly ProgressItem[], contract: ContractStatus | null): string {
  const { verified, total } = checklistProgress(items);
  return `${ONBOARDING_MESSAGES.progress(verified, total)} · ${ONBOARDING_MESSAGES.contractState[contract ?? 'none']}`;
}

/** Days from `today` to the assignment's start date (negative once started); null without a start date. */
export function daysToStart(startDate: string | null | undefined, today: string): number | null {
  return startDate ? daysLeft(startDate, today) : null;
}
