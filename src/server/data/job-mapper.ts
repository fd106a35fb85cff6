// Maps between the jobs table (indexed columns + a details jsonb) and the spec's Job shape.
import { inArray } from 'drizzle-orm';
import type { Job, JobInput } from '@/domain/jobs';
import { termsPay, withDerivedPay, withoutDerivedPay } from '@/domain/offers';
import type { JobStatus } from '@/domain/organizations';
import type { DbOrTx } from '../db/client';
import { organizations, users, type jobs } from '../db/schema';

type JobRow = typeof jobs.$inferSelect;
type JobInsert = typeof jobs.$inferInsert;

export const JOB_DETAIL_GROUPS = [
  'requirements',
  'pay',
  'hours',
  'schedule',
  'location',
  'other_details',
  'benefits',
  'vms_msp',
  'field_notes',
  'filling',
] as const;

/**
 * Columns derived from a posted job (the details stay whole in jsonb). Pay is stored as inputs only: derived values
 * sent by a client are dropped, and the sortable weekly_rate column is the pay model's weekly total.
 */
export function jobRowFromInput(
  input: JobInput,
  ids: { organizationId: string; gwJobId: string; recruiterId?: string | null },
): JobInsert {
  const inputs = withoutDerivedPay(input);
  const details: Record<string, unknown> = {};
  for (const g of JOB_DETAIL_GROUPS) if (inputs[g] !== undefined) details[g] = inputs[g];
  const hours = input.hours ?? {};
  const weekly = termsPay(inputs).weeklyTotal;
  return {
    organizationId: ids.organizationId,
    gwJobId: ids.gwJobId,
    recruiterId: input.recruiter_id ?? ids.recruiterId ?? null,
    // The organization's own id only: without one there is none (the job's id is gw_job_id, shown as the Job ID).
    jobId: input.job_id || null,
    title: input.title,
    profession: input.profession,
    specialty: input.specialty ?? 'General',
    type: input.type ?? null,
    terms: input.terms ?? 'Travel Contract',
    description: input.description?.trim() ? input.description : null,
    state: input.location?.state ?? 'NA',
    city: input.location?.city ?? '',
    facility: input.location?.facility ?? null,
    shiftTime: input.schedule?.shift_time ?? null,
    weeklyRate: weekly,
    hoursPerWeek: hours.hours_per_week ?? null,
    startDate: input.schedule?.start_date ?? null,
    details,
  };
}

export interface JobPeople {
  organizationName: string | null;
  recruiterName: string | null;
  recruiterImage: string | null;
}

/** The API form of a job row; its pay's derived values are computed on read by the pay model (never stored). */
export function jobToApi(row: Omit<JobRow, 'search'>, people: JobPeople): Job {
  return jobShape(row, people, withDerivedPay(row.details as Partial<Job>));
}

const NO_PEOPLE: JobPeople = { organizationName: null, recruiterName: null, recruiterImage: null };

/**
 * A job row as the comparison rows read it (matchScore): the API form with pay inputs only, since every pay row
 * derives its figures from the inputs itself; this skips deriving them twice when a whole window is scored.
 */
export function jobToCompare(row: Omit<JobRow, 'search'>): Job {
  return jobShape(row, NO_PEOPLE, withoutDerivedPay(row.details as Partial<Job>));
}

/** The API shape of a row with its detail groups `d`. */
function jobShape(row: Omit<JobRow, 'search'>, people: JobPeople, d: Partial<Job>): Job {
  return {
    _id: row.id,
    gw_job_id: row.gwJobId,
    job_id: row.jobId ?? undefined,
    title: row.title,
    organization_id: row.organizationId,
    organization_name: people.organizationName ?? undefined,
    recruiter_id: row.recruiterId,
    recruiter_name: people.recruiterName,
    recruiter_image: people.recruiterImage,
    // A job never open to applications (a duplicate not yet posted) has no posting date.
    date_posted: row.posted ? row.datePosted.toISOString() : undefined,
    terms: row.terms,
    description: row.description ?? undefined,
    profession: row.profession,
    specialty: row.specialty,
    type: row.type ?? undefined,
    applied: row.appliedCount,
    is_open: row.status === 'open',
    requirements: d.requirements ?? {},
    pay: d.pay ?? {},
    hours: d.hours ?? {},
    schedule: d.schedule ?? {},
    location: d.location ?? {},
    other_details: d.other_details ?? {},
    benefits: d.benefits ?? [],
    vms_msp: d.vms_msp,
    field_notes: d.field_notes ?? {},
    ...(d.filling ? { filling: d.filling } : {}),
  };
}

/** What a signed-out visitor may see of a job: everything but the recruiter (no contact details before sign-up). */
export function publicJob(job: Job): Job {
  return { ...job, recruiter_id: null, recruiter_name: null, recruiter_image: null };
}

/** A job in the API shape plus its lifecycle status. */
export type OrgJob = Job & { status: JobStatus };

/** Maps job rows to the API shape, loading organization and recruiter names in two small queries. */
export async function jobsToApi(db: DbOrTx, rows: JobRow[]): Promise<OrgJob[]> {
  if (rows.length === 0) return [];
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  const recIds = [...new Set(rows.map((r) => r.recruiterId).filter((x): x is string => !!x))];
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, orgIds));
  const recs = recIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image })
        .from(users)
        .where(inArray(users.id, recIds))
    : [];
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const rec = new Map(recs.map((r) => [r.id, r]));
  return rows.map((row) => {
    const r = row.recruiterId ? rec.get(row.recruiterId) : undefined;
    return {
      ...jobToApi(row, {
        organizationName: orgName.get(row.organizationId) ?? null,
        recruiterName: r ? `${r.firstName} ${r.lastName}` : null,
        recruiterImage: r?.image ?? null,
      }),
      status: row.status,
    };
  });
}
