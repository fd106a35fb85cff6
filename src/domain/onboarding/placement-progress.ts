// A placement's progress where the recruiter looks (issue 31): the Onboarding list rows and board cards carry the
// checklist summary and the start countdown; the organization's dashboard lists overdue checklist items. The schemas:
// placement-progress-schemas.ts.
import type { ApplicationStatus } from '../applications/pipeline';
import { daysLeft } from '../profile/credentials';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import type { ContractStatus } from './placement-states';
import type { PlacementProgress } from './placement-progress-schemas';
import { checklistProgress, daysToStart, progressSummary, type ProgressItem } from './progress';

/** Whether a status's list rows and board cards show the placement's progress (after the offer is accepted). */
export function showsPlacementProgress(status: ApplicationStatus | string): boolean {
  return status === 'Onboarding' || status === 'Cleared' || status === 'Working';
}

/**
 * The progress of one placement from its checklist items and live contract: the one summary (progressSummary, as the
 * checklist shows it) and the countdown to `startDate` seen on `today`.
 */
export function placementProgress(
  items: readonly ProgressItem[],
  contract: ContractStatus | null,
  startDate: string | null | undefined,
  today: string,
): PlacementProgress {
  const { verified, total } = checklistProgress(items);
  const days = daysToStart(startDate, today);
  return {
    summary: progressSummary(items, contract),
    verified,
    total,
    contract,
    days_to_start: days,
    countdown: days === null ? null : ONBOARDING_MESSAGES.startCountdown(days),
  };
}

/** Days an item due on `dueOn` is overdue on `today` (0 on the due day, negative before it). */
export function daysOverdue(dueOn: string, today: string): number {
  return daysLeft(today, dueOn);
}

/** Overdue items per page of the dashboard's list. */
export const OVERDUE_PAGE_SIZE = 10;
