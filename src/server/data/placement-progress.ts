// A placement's progress on list rows and board cards (issue 31), read as two columns of the list's own page
// statement (so a page still costs one statement, whatever its number of rows): the checklist items' states as one
// JSON array (onboarding_items_application_key) and the live contract's state (contracts_live_key). Only rows in
// Onboarding, Cleared or Working read them.
import { sql } from 'drizzle-orm';
import {
  placementProgress,
  showsPlacementProgress,
  type ContractStatus,
  type PlacementProgress,
  type ProgressItem,
} from '@/domain/onboarding';
import { applications, contracts, onboardingItems } from '../db/schema';
import type { ApplicationStatus } from '@/domain/applications';

const PLACED = sql`${applications.status} in ('Onboarding', 'Cleared', 'Working')`;

/** The columns a list's page statement selects for each row's placement progress (the statement reads applications). */
export function placementProgressColumns() {
  return {
    placementItems: sql<
      ProgressItem[] | null
    >`case when ${PLACED} then (select json_agg(json_build_object('status', oi.status, 'required', oi.required)) from ${onboardingItems} oi where oi.application_id = ${applications.id}) end`,
    placementContract: sql<ContractStatus | null>`case when ${PLACED} then (select c.status from ${contracts} c where c.application_id = ${applications.id} and c.status <> 'void' limit 1) end`,
  };
}

/** The parts placementProgressColumns selects. */
export interface PlacementProgressParts {
  status: ApplicationStatus;
  placementItems: ProgressItem[] | null;
  placementContract: ContractStatus | null;
}

/** A row's placement progress (null before the offer is accepted), counted down to `startDate` on `today`. */
export function placementProgressOf(
  r: PlacementProgressParts,
  startDate: string | null | undefined,
  today: string,
): PlacementProgress | null {
  if (!showsPlacementProgress(r.status)) return null;
  return placementProgress(r.placementItems ?? [], r.placementContract ?? null, startDate, today);
}
