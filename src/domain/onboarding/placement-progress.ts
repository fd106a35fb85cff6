// A placement's progress where the recruiter looks (issue 31): the Onboarding list rows and board cards carry the
// checklist summary and the start countdown; the organization's dashboard lists overdue checklist items.
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../applications/pipeline';
import { daysLeft } from '../profile/credentials';
import { isoDateSchema, uuidSchema } from '../shared/common-schemas';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import { CONTRACT_STATUSES, type ContractStatus } from './placement-states';
import { checklistProgress, daysToStart, progressSummary, type ProgressItem } from './progress';

/** Whether a status's list rows and board cards show the placement's progress (after the offer is accepted). */
export function showsPlacementProgress(status: ApplicationStatus | string): boolean {
  return status === 'Onboarding' || status === 'Cleared' || status === 'Working';
}

/** A list row's or board card's placement progress. */
export const placementProgressSchema = z.object({
  /** "7 of 10 verified · contract: waiting for worker" (domain progressSummary). */
  summary: z.string(),
  verified: z.number().int(),
  total: z.number().int(),
  contract: z.enum(CONTRACT_STATUSES).nullable(),
  /** Days to the agreed start date (negative once started), null without one. */
  days_to_start: z.number().int().nullable(),
  /** "Starts in 11 days", null without a start date. */
  countdown: z.string().nullable(),
});
export type PlacementProgress = z.infer<typeof placementProgressSchema>;

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

/** GET /api/dashboard/overdue-items query. */
export const overdueItemsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(OVERDUE_PAGE_SIZE),
});

/** One overdue checklist item of a placement. */
export const overdueItemSchema = z.object({
  item_id: uuidSchema,
  label: z.string(),
  item_status: z.string(),
  due_on: isoDateSchema,
  days_overdue: z.number().int(),
  application_id: uuidSchema,
  application_status: z.enum(APPLICATION_STATUSES),
  worker_id: uuidSchema,
  worker_name: z.string(),
  gw_job_id: z.string(),
  job_title: z.string(),
});
export type OverdueItem = z.infer<typeof overdueItemSchema>;

/** GET /api/dashboard/overdue-items answer: the most overdue first, with the total. */
export const overdueItemsSchema = z.object({
  items: z.array(overdueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OverdueItems = z.infer<typeof overdueItemsSchema>;
