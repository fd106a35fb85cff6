// The assignment of record (issue 44): the signed contract's terms in the pay engine's units, completed by the
// organization where the contract says nothing. Stated terms follow the accepted offer until time is recorded; after
// that a changed term is a new contract version (the existing offer and signing flow), never a silent change here.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { termsInForce, type TermsAmendment } from '@/domain/offers';
import type { AssignmentTerms } from '@/domain/pay';
import { localDateOf, weekStartFor } from '@/domain/pay';
import {
  TIMESHEET_MESSAGES as M,
  TIME_STATUSES,
  assignmentTermsSchema,
  contractStatedTerms,
  isContractTerm,
  missingTerms,
  type AssignmentTermsData,
  type CompleteTermsInput,
} from '@/domain/timesheets';
import { MESSAGES } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { assignments, contracts, timesheetWeeks } from '../../db/schema';
import { agreedTermsAt, agreedTermsOf } from '../../data/agreed-terms';
import { AppError } from '../../errors';
import { assignmentRow, openEntryOf, type Placement } from './queries';

export type AssignmentRow = typeof assignments.$inferSelect;

/** The full terms of a stated and a completed set, or null while some are missing. */
function fullTerms(stated: Partial<AssignmentTermsData>, completed: Partial<AssignmentTermsData>) {
  const parsed = assignmentTermsSchema.safeParse({ ...completed, ...stated });
  return parsed.success ? parsed.data : null;
}

/** True once the assignment has a week (time recorded): its stated terms no longer follow the offer. */
async function hasTime(db: DbOrTx, applicationId: string) {
  const [w] = await db
    .select({ id: timesheetWeeks.id })
    .from(timesheetWeeks)
    .where(eq(timesheetWeeks.applicationId, applicationId))
    .limit(1);
  return Boolean(w);
}

/**
 * The assignment row of a placement, made from its agreed terms on first use and refreshed while no time is recorded
 * (a new accepted offer version states new terms).
 */
export async function ensureAssignment(db: DbOrTx, p: Placement): Promise<AssignmentRow> {
  const existing = await assignmentRow(db, p.id);
  const agreed = await agreedTermsOf(db, p.id);
  const stated = contractStatedTerms((agreed?.terms ?? {}) as Parameters<typeof contractStatedTerms>[0]);
  const offerVersion = agreed?.version ?? null;
  const amendments = await amendmentsOf(db, p.id);
  // An extension amends the contract from its effective date: the row keeps the contract's terms (domain termsInForce
  // lays the amendment over them week by week) and runs to the amended end date.
  if (existing && (existing.offerVersion === offerVersion || amendments.length > 0 || (await hasTime(db, p.id))))
    return withAmendedEnd(existing, amendments);
  const completed = (existing?.completed ?? {}) as Partial<AssignmentTermsData>;
  const values = {
    offerVersion,
    stated: stated as Record<string, unknown>,
    terms: fullTerms(stated, completed) as Record<string, unknown> | null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(assignments)
    .values({ applicationId: p.id, organizationId: p.organizationId, workerId: p.workerId, completed, ...values })
    .onConflictDoUpdate({
      target: assignments.applicationId,
      set: { ...values, version: sql`${assignments.version} + 1` },
    })
    .returning();
  return row;
}

/** A row whose terms run to the latest end date an accepted extension agreed (its own terms otherwise). */
function withAmendedEnd(row: AssignmentRow, amendments: readonly TermsAmendment<AssignmentTerms>[]): AssignmentRow {
  if (!row.terms || amendments.length === 0) return row;
  const terms = row.terms as unknown as AssignmentTerms;
  return { ...row, terms: termsInForce(terms, amendments, terms.start_date) as unknown as Record<string, unknown> };
}

/**
 * The accepted extensions of a placement as the pay engine reads them: each amendment (not void) with its effective
 * date and the terms it states (the contract's terms at its offer version, in the engine's units).
 */
export async function amendmentsOf(db: DbOrTx, applicationId: string): Promise<TermsAmendment<AssignmentTerms>[]> {
  const rows = await db
    .select({ offerVersion: contracts.offerVersion, effectiveDate: contracts.effectiveDate })
    .from(contracts)
    .where(
      and(eq(contracts.applicationId, applicationId), eq(contracts.kind, 'amendment'), ne(contracts.status, 'void')),
    )
    .orderBy(asc(contracts.createdAt));
  const out: TermsAmendment<AssignmentTerms>[] = [];
  for (const r of rows) {
    if (!r.effectiveDate) continue;
    const agreed = await agreedTermsAt(db, applicationId, r.offerVersion);
    const stated = contractStatedTerms((agreed?.terms ?? {}) as Parameters<typeof contractStatedTerms>[0]);
    out.push({ effective_date: r.effectiveDate, stated: stated as Partial<AssignmentTerms> });
  }
  return out;
}

/** The organization completes the terms the contract does not state (a stated term is refused, naming it). */
export async function completeTerms(db: DbOrTx, p: Placement, input: CompleteTermsInput): Promise<AssignmentRow> {
  return db.transaction(async (tx) => {
    const row = await ensureAssignment(tx, p);
    const stated = row.stated as Partial<AssignmentTermsData>;
    const fields: Record<string, string> = {};
    for (const k of Object.keys(input))
      if (isContractTerm(k) && stated[k as keyof AssignmentTermsData] !== undefined) fields[k] = M.errors.termsStated;
    if (Object.keys(fields).length) throw new AppError('UNPROCESSABLE', M.errors.termsStated, fields);
    if (await hasTime(tx, p.id)) throw new AppError('CONFLICT', M.errors.termsLocked);
    const completed = { ...(row.completed as Partial<AssignmentTermsData>), ...input };
    const [updated] = await tx
      .update(assignments)
      .set({
        completed: completed as Record<string, unknown>,
        terms: fullTerms(stated, completed) as Record<string, unknown> | null,
        version: sql`${assignments.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(assignments.applicationId, p.id))
      .returning();
    return updated;
  });
}

/** The complete terms of a placement on which time may be recorded, or 409/422 saying what stands in the way. */
export async function termsForTime(db: DbOrTx, p: Placement): Promise<AssignmentTerms> {
  if (!(TIME_STATUSES as readonly string[]).includes(p.status)) throw new AppError('CONFLICT', M.errors.notWorking);
  return termsOf(await ensureAssignment(db, p));
}

/** The complete terms of an assignment row, or 422 naming the missing ones. */
export function termsOf(row: AssignmentRow): AssignmentTerms {
  if (!row.terms) {
    const missing = missingTerms({ ...(row.completed as object), ...(row.stated as object) });
    throw new AppError(
      'UNPROCESSABLE',
      M.errors.termsMissing(missing),
      Object.fromEntries(missing.map((k) => [k, MESSAGES.validation.required])),
    );
  }
  return row.terms as unknown as AssignmentTerms;
}

/** GET /api/assignments/{applicationId}: the terms as far as known, their sources, the current week and clock. */
export async function assignmentView(db: DbOrTx, p: Placement, now: Date) {
  const row = await ensureAssignment(db, p);
  const stated = row.stated as Partial<AssignmentTermsData>;
  const completed = row.completed as Partial<AssignmentTermsData>;
  const known = { ...completed, ...stated };
  const missing = missingTerms(known);
  const sources: Record<string, 'contract' | 'organization'> = {};
  for (const k of Object.keys(completed)) sources[k] = 'organization';
  for (const k of Object.keys(stated)) sources[k] = 'contract';
  const terms = row.terms as unknown as AssignmentTerms | null;
  const open = await openEntryOf(db, p.id);
  return {
    ...known,
    application_id: p.id,
    application_status: p.status,
    complete: terms !== null,
    missing,
    sources,
    offer_version: row.offerVersion,
    current_week_start: terms ? weekStartFor(terms, now.toISOString()) : null,
    open_shift: open
      ? {
          entry_id: open.id,
          since: open.startAt.toISOString(),
          on_break: open.breaks.some((b) => b.end === null),
        }
      : null,
  };
}

/** Today's date in the facility's zone. */
export const todayFor = (terms: AssignmentTerms, now: Date) => localDateOf(terms.time_zone, now.toISOString());
