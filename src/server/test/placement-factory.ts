// Test factory of a placement's prerequisites (issue 31): what the Cleared rule asks for, written directly. The real
// signing is the contract feature's (src/server/test/contract-factory.ts signs through the routes); a test that only
// needs "Cleared may happen" marks the drafted contract signed here.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractStatedTerms, type AssignmentTermsData } from '@/domain/timesheets';
import { assignments, onboardingItems } from '../db/schema';
import { agreedTermsOf } from '../data/agreed-terms';
import { createChecklist } from '../data/onboarding';
import { markContractSigned } from '../db/seed-placements';
import { applicationRow } from '../modules/applications/queries';

/** Marks the application's contract signed (drafting it from the agreed terms when it has none). */
export async function signedContractForTest(app: FastifyInstance, applicationId: string): Promise<void> {
  await markContractSigned(app.db, applicationId);
}

/** The terms a test placement's organization completes where the contract is silent (federal rules, Sunday weeks). */
export const OPEN_TERMS_FOR_TEST: AssignmentTermsData = {
  rule_set: 'federal',
  workweek_starts_on: 0,
  time_zone: 'America/Los_Angeles',
  start_date: '2027-03-07',
  end_date: '2027-06-05',
  hourly_rate_cents: 5000,
  overtime_rate_cents: null,
  double_time_rate_cents: null,
  holiday_rate_cents: null,
  holidays: [],
  on_call_rate_cents: 0,
  on_call_restricted: false,
  call_back_rate_cents: 0,
  call_back_minimum_minutes: 120,
  orientation_rate_cents: null,
  guaranteed_minutes_per_week: 0,
  guarantee_excludes: { first_week: true, last_week: true, time_off_weeks: [], orientation_weeks: true },
  call_off_allowance: { shifts: 3, per_weeks: 13 },
  cancellation_notice_hours: 24,
  cancellation_pay_minutes: 240,
  missed_shift_penalty_cents_per_hour: 0,
  stipend_weekly_cents: 0,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: null,
};

/** Completes the assignment's terms the contract does not state (Cleared needs them, issue 44); stated ones stay. */
export async function completeTermsForTest(app: FastifyInstance, applicationId: string): Promise<void> {
  const row = await applicationRow(app.db, applicationId);
  if (!row) throw new Error(`no application ${applicationId}`);
  const stated = contractStatedTerms(
    ((await agreedTermsOf(app.db, applicationId))?.terms ?? {}) as Parameters<typeof contractStatedTerms>[0],
  );
  const completed = Object.fromEntries(Object.entries(OPEN_TERMS_FOR_TEST).filter(([k]) => !(k in stated)));
  await app.db
    .insert(assignments)
    .values({ applicationId, organizationId: row.organizationId, workerId: row.workerId, stated, completed })
    .onConflictDoUpdate({ target: assignments.applicationId, set: { completed } });
}

/**
 * Makes the application pass the Cleared rule: a signed contract, every checklist item Verified (the checklist is
 * created first when the application has none, e.g. one built directly in Onboarding) and the pay terms complete.
 */
export async function clearPrerequisitesForTest(app: FastifyInstance, applicationId: string): Promise<void> {
  const row = await applicationRow(app.db, applicationId);
  if (!row) throw new Error(`no application ${applicationId}`);
  await createChecklist(app.db, row);
  await signedContractForTest(app, applicationId);
  await app.db
    .update(onboardingItems)
    .set({ status: 'verified', reviewedAt: sql`now()`, version: sql`${onboardingItems.version} + 1` })
    .where(eq(onboardingItems.applicationId, applicationId));
  // Only a placement (an accepted offer) has an assignment whose terms Cleared asks for.
  if (row.acceptedOfferVersion !== null) await completeTermsForTest(app, applicationId);
}
