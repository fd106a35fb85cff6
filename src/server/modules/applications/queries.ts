// Reads of the applications feature: counts, the keyset-paginated list, one application's detail.
// Every query takes an optional transaction (DbOrTx) and is scoped by the caller's organization.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/applications';
import type { MatchScore } from '@/domain/jobs';
import type { APPLICATION_LIST_SORTS } from '@/domain/applications';
import { prepareRead, type DbOrTx } from '../../db/client';
import {
  applications,
  jobs,
  offers,
  organizations,
  reviews,
  statusHistory,
  users,
  workerProfiles,
} from '../../db/schema';
import { profilePartsColumns, profilesOfParts } from '../../data/worker-profiles';
import { memoMatches, NO_PROFILE } from '../../data/match-memo';
import { termsOfRecord, termsOfRecordColumns } from '../../data/agreed-terms';
import { placementProgressColumns, placementProgressOf } from '../../data/placement-progress';
import { timesheetProgressColumns, timesheetProgressOf } from '../../data/timesheet-progress';
import type { AppMemos } from '../../data/app-memos';
import { SharedReadMemo, statementKey } from '../../data/shared-read-memo';
import { isoDay, type WorkerProfile } from '@/domain/profile';
import { agreedTermsSummary, extensionWindow } from '@/domain/offers';
import { isReviewDue } from '@/domain/reviews';

/** Largest page a list answers. */
export const MAX_PAGE_SIZE = 50;

/** Sort orders of a status list: by time the application entered its status. */
export type ListSort = (typeof APPLICATION_LIST_SORTS)[number];

/**
 * Which applications a caller sees: one organization (recruiter/org user), optionally only one recruiter's; all for
 * admin.
 */
export interface ListScope {
  organizationId: string | null;
  recruiterId?: string | null;
}

const scopeWhere = (scope: ListScope): SQL[] => {
  const w: SQL[] = [];
  if (scope.organizationId) w.push(eq(applications.organizationId, scope.organizationId));
  if (scope.recruiterId) w.push(eq(applications.recruiterId, scope.recruiterId));
  return w;
};

/** Count per status (every status present, 0 when none) and the newest status change per status. */
export async function countByStatus(db: DbOrTx, scope: ListScope) {
  const rows = await db
    .select({
      status: applications.status,
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${applications.statusChangedAt})`,
    })
    .from(applications)
    .where(and(...scopeWhere(scope)))
    .groupBy(applications.status);
  const by = new Map(rows.map((r) => [r.status, r]));
  return APPLICATION_STATUSES.map((status) => {
    const r = by.get(status);
    return { status, count: r ? Number(r.count) : 0, last_changed_at: r?.last ? new Date(r.last).toISOString() : null };
  });
}

/** How many Offered applications of the scope carry a worker's counter offer awaiting the recruiter. */
export async function countCountersWaiting(db: DbOrTx, scope: ListScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(...scopeWhere(scope), eq(applications.status, 'Offered'), eq(applications.offerStatus, 'Counter Offer')),
    );
  return Number(row?.n ?? 0);
}

const recruiters = alias(users, 'assigned_recruiter');

/** The newest status changes of the scope: the 5 most recent per status through the status index, merged. */
export async function recentActivity(db: DbOrTx, scope: ListScope, limit = 5) {
  const perStatus = await Promise.all(
    APPLICATION_STATUSES.map((status) =>
      db
        .select({
          applicationId: applications.id,
          status: applications.status,
          workerId: applications.workerId,
          gwJobId: applications.gwJobId,
          changedAt: applications.statusChangedAt,
          workerFirst: users.firstName,
          workerLast: users.lastName,
          jobTitle: jobs.title,
        })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.workerId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(...scopeWhere(scope), eq(applications.status, status)))
        .orderBy(desc(applications.statusChangedAt))
        .limit(limit),
    ),
  );
  return perStatus
    .flat()
    .sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())
    .slice(0, limit)
    .map((r) => ({
      applicationId: r.applicationId,
      status: r.status,
      worker_id: r.workerId,
      worker_name: `${r.workerFirst} ${r.workerLast}`.trim(),
      gw_job_id: r.gwJobId,
      job_title: r.jobTitle,
      status_changed_at: r.changedAt.toISOString(),
    }));
}

/** A keyset cursor: the sort key (timestamp text, full precision) and the id of the last row of a page. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** Decodes a cursor; null when it is not one of ours. */
export function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      typeof v[1] === 'string' &&
      !Number.isNaN(Date.parse(v[0])) &&
      /^[0-9a-f-]{36}$/i.test(v[1])
    ) {
      return { at: v[0], id: v[1] };
    }
  } catch {
    /* not a cursor */
  }
  return null;
}

/** The board's and the lists' filters: text (worker, job, specialty, job id), one job, one assigned recruiter. */
export interface ListFilter {
  q?: string;
  jobId?: string;
  recruiterId?: string;
}

/** A condition's value: the value itself, or a placeholder of a statement prepared once per shape. */
type Val = string | Placeholder;

/** The ILIKE pattern of a text filter (its wildcards escaped), or null for none. */
const likePattern = (q: string | undefined) => {
  const t = q?.trim();
  return t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
};

/** The conditions of a filter (the text filter needs the worker (users) and jobs joined). */
function filterWhere(f: { jobId?: Val; recruiterId?: Val; like?: Val | null }): SQL[] {
  const where: SQL[] = [];
  if (f.jobId) where.push(eq(applications.jobId, f.jobId));
  if (f.recruiterId) where.push(eq(applications.recruiterId, f.recruiterId));
  if (f.like) {
    where.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, f.like),
        ilike(jobs.title, f.like),
        ilike(jobs.specialty, f.like),
        ilike(jobs.profession, f.like),
        ilike(applications.gwJobId, f.like),
      )!,
    );
  }
  return where;
}

/** Count per status (every status, 0 when none) under a filter: the board's column counts. */
/** Board column counts shared between the organization's users (the same filter) until its pipeline changes. */
export const boardCounts = new SharedReadMemo<Map<string, number>>([applications, users, jobs]);

/**
 * With `versions` (the route's tables' versions, read by the response cache before the handler ran) the counts are kept
 * under those of the tables they read and the statement, shared between callers (src/server/data/shared-read-memo.ts).
 */
export async function countByStatusFiltered(
  db: DbOrTx,
  scope: ListScope,
  f: ListFilter,
  versions?: Map<string, number>,
) {
  const base = db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .$dynamic();
  // Joins only for the text filter: the plain count reads the (organization, status) index alone.
  const query = f.q?.trim()
    ? base.innerJoin(users, eq(users.id, applications.workerId)).innerJoin(jobs, eq(jobs.id, applications.jobId))
    : base;
  const statement = query
    .where(and(...scopeWhere(scope), ...filterWhere({ ...f, like: likePattern(f.q) })))
    .groupBy(applications.status);
  const read = async () => new Map((await statement).map((r) => [r.status, Number(r.count)]));
  const by = versions ? await boardCounts.get(versions, statementKey(statement.toSQL()), read) : await read();
  return APPLICATION_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

type ListPageQuery = ListFilter & {
  status: ApplicationStatus;
  sort: ListSort;
  cursor: { at: string; id: string } | null;
  limit: number;
};

/** The page statement of a list shape, built once per database handle with placeholders and prepared (client.ts). */
function pageStatement(
  db: DbOrTx,
  shape: {
    org: boolean;
    mine: boolean;
    job: boolean;
    recruiter: boolean;
    like: boolean;
    sort: ListSort;
    cursor: boolean;
  },
) {
  const ph = sql.placeholder;
  const where: SQL[] = [eq(applications.status, ph('status'))];
  if (shape.org) where.push(eq(applications.organizationId, ph('org')));
  if (shape.mine) where.push(eq(applications.recruiterId, ph('mine')));
  where.push(
    ...filterWhere({
      jobId: shape.job ? ph('job') : undefined,
      recruiterId: shape.recruiter ? ph('recruiter') : undefined,
      like: shape.like ? ph('like') : null,
    }),
  );
  if (shape.cursor) {
    const key = sql`(${applications.statusChangedAt}, ${applications.id})`;
    const after = sql`(${ph('at')}::timestamptz, ${ph('after')}::uuid)`;
    where.push(shape.sort === 'newest' ? sql`${key} < ${after}` : sql`${key} > ${after}`);
  }
  const order =
    shape.sort === 'newest'
      ? [desc(applications.statusChangedAt), desc(applications.id)]
      : [asc(applications.statusChangedAt), asc(applications.id)];
  return prepareRead(db, 'application_list', (on) =>
    on
      .select({
        id: applications.id,
        status: applications.status,
        offerStatus: applications.offerStatus,
        workerId: applications.workerId,
        gwJobId: applications.gwJobId,
        jobId: applications.jobId,
        version: applications.version,
        statusChangedAt: applications.statusChangedAt,
        // Text keeps the microseconds, so the keyset cursor neither skips nor repeats rows.
        cursorAt: sql<string>`${applications.statusChangedAt}::text`,
        workerFirst: users.firstName,
        workerLast: users.lastName,
        workerImage: users.image,
        jobTitle: jobs.title,
        jobProfession: jobs.profession,
        jobSpecialty: jobs.specialty,
        // The job's version: its match to the worker is remembered per (job version, profile), so its details are read
        // only for jobs not yet scored for that profile (match-memo.ts).
        jobUpdatedAt: jobs.updatedAt,
        ...profilePartsColumns(applications.workerId),
        organizationId: applications.organizationId,
        recruiterId: applications.recruiterId,
        recruiterFirst: recruiters.firstName,
        recruiterLast: recruiters.lastName,
        // The terms of record's parts: the row's agreed (or current) pay is resolved from them without another statement.
        ...termsOfRecordColumns(),
        // The placement's checklist and contract states (Onboarding, Cleared, Working): still this one statement.
        ...placementProgressColumns(),
        // The timesheet status of a Cleared or Working placement (issue 44): still this one statement.
        ...timesheetProgressColumns(),
        // Whether the organization reviewed a Done placement (issue 45, "Review due"): its unique (application, side) key.
        organizationReviewed: sql<boolean>`exists (select 1 from ${reviews} rv where rv.application_id = ${applications.id} and rv.side = 'organization')`,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.workerId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(recruiters, eq(recruiters.id, applications.recruiterId))
      .leftJoin(workerProfiles, eq(workerProfiles.userId, applications.workerId))
      .where(and(...where))
      .orderBy(...order)
      .limit(ph('limit')),
  );
}

type PageStatement = ReturnType<typeof pageStatement>;
/** Built page statements per database handle (a transaction's die with it) and shape. */
const pageStatements = new WeakMap<object, Map<string, PageStatement>>();

/** The rows of one page of a status list (one statement joining worker, job and recruiter) and the next page's cursor. */
async function listApplicationRows(db: DbOrTx, scope: ListScope, p: ListPageQuery) {
  const limit = Math.min(Math.max(p.limit, 1), MAX_PAGE_SIZE);
  const like = likePattern(p.q);
  const shape = {
    org: !!scope.organizationId,
    mine: !!scope.recruiterId,
    job: !!p.jobId,
    recruiter: !!p.recruiterId,
    like: !!like,
    sort: p.sort,
    cursor: !!p.cursor,
  };
  const key = JSON.stringify(shape);
  let built = pageStatements.get(db);
  if (!built) pageStatements.set(db, (built = new Map()));
  let statement = built.get(key);
  if (!statement) built.set(key, (statement = pageStatement(db, shape)));
  const rows = await statement.execute({
    status: p.status,
    org: scope.organizationId,
    mine: scope.recruiterId,
    job: p.jobId,
    recruiter: p.recruiterId,
    like,
    at: p.cursor?.at,
    after: p.cursor?.id,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null };
}

type ListRow = Awaited<ReturnType<typeof listApplicationRows>>['page'][number];

/** One list item: the row, the worker's profile summary and the match of the job to it. */
function toListItem(r: ListRow, profile: WorkerProfile | undefined, match: MatchScore, today: string, now: Date) {
  const terms = termsOfRecord(r);
  const startDate = terms.terms.schedule?.start_date;
  return {
    applicationId: r.id,
    status: r.status,
    offer_status: r.offerStatus,
    version: r.version,
    worker_id: r.workerId,
    worker_name: `${r.workerFirst} ${r.workerLast}`.trim(),
    worker_image: r.workerImage,
    job_id: r.jobId,
    gw_job_id: r.gwJobId,
    job_title: r.jobTitle,
    profession: r.jobProfession,
    specialty: r.jobSpecialty,
    worker_profession: profile?.summary?.profession ?? null,
    worker_specialties: profile?.summary?.specialties ?? [],
    organization_id: r.organizationId,
    recruiter_id: r.recruiterId,
    recruiter_name: r.recruiterFirst ? `${r.recruiterFirst} ${r.recruiterLast ?? ''}`.trim() : null,
    status_changed_at: r.statusChangedAt.toISOString(),
    match,
    terms: agreedTermsSummary(terms),
    placement: placementProgressOf(r, typeof startDate === 'string' ? startDate : null, today),
    // A Working assignment's extension window (issue 45): the Working list marks it.
    extension_window: r.status === 'Working' ? extensionWindow(terms.terms.schedule ?? {}, today) : null,
    timesheet: timesheetProgressOf(r, now),
    review_due: isReviewDue({ status: r.status, organizationReviewed: r.organizationReviewed }),
  };
}

/**
 * The items of list rows: every worker's profile from the rows' profile parts (profilesOfParts) and each job's match
 * to it through the memo (memoMatches), so an unchanged page costs its one statement.
 */
async function listItems(db: DbOrTx, memos: AppMemos, rows: ListRow[]) {
  const profiles = await profilesOfParts(db, memos, rows);
  const matches = await memoMatches(
    db,
    memos,
    rows.map((r) => ({
      jobId: r.jobId,
      jobUpdatedAt: r.jobUpdatedAt,
      profile: profiles.get(r.workerId) ?? NO_PROFILE,
    })),
  );
  const now = new Date();
  const today = isoDay(now);
  return rows.map((r, i) => toListItem(r, profiles.get(r.workerId), matches[i]!, today, now));
}

/** One page of a status list: one statement joining worker, job, recruiter and the worker's profile parts. */
export async function listApplications(db: DbOrTx, memos: AppMemos, scope: ListScope, p: ListPageQuery) {
  const { page, nextCursor } = await listApplicationRows(db, scope, p);
  return { items: await listItems(db, memos, page), nextCursor };
}

/**
 * The pipeline board: every status's count and first page of cards under a filter. The pages' rows come first, then
 * one batch of profiles for every card's worker (not one per column).
 */
export async function boardColumns(
  db: DbOrTx,
  memos: AppMemos,
  scope: ListScope,
  filter: ListFilter,
  pageSize: number,
  versions?: Map<string, number>,
) {
  const [counts, pages] = await Promise.all([
    countByStatusFiltered(db, scope, filter, versions),
    Promise.all(
      APPLICATION_STATUSES.map((status) =>
        listApplicationRows(db, scope, { ...filter, status, sort: 'newest', cursor: null, limit: pageSize }),
      ),
    ),
  ]);
  const items = await listItems(
    db,
    memos,
    pages.flatMap((p) => p.page),
  );
  let at = 0;
  return counts.map((c, i) => {
    const n = pages[i]!.page.length;
    at += n;
    return { ...c, items: items.slice(at - n, at), nextCursor: pages[i]!.nextCursor };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed uuid (other ids cannot exist, so they are simply not found). */
export const isUuid = (id: string) => UUID.test(id);

/** The stored application row, or undefined. */
export async function applicationRow(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

/** The job row of an application with its organization and recruiter names. */
export async function jobWithPeople(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({
      job: jobs,
      orgName: organizations.name,
      recFirst: users.firstName,
      recLast: users.lastName,
      recImage: users.image,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .leftJoin(users, eq(users.id, jobs.recruiterId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

/** Status history of an application, oldest first, with who made each change. */
export async function historyOf(db: DbOrTx, applicationId: string) {
  const rows = await db
    .select({ h: statusHistory, byFirst: users.firstName, byLast: users.lastName })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.byUserId))
    .where(eq(statusHistory.applicationId, applicationId))
    .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
  return rows.map(({ h, byFirst, byLast }) => ({
    from_status: h.fromStatus,
    to_status: h.toStatus,
    decision_maker: h.decisionMaker,
    reason: h.reason,
    notes: h.notes,
    kind: h.kind,
    offer_status: h.offerStatus,
    by_name: byFirst ? `${byFirst} ${byLast ?? ''}`.trim() : null,
    created_at: h.createdAt.toISOString(),
  }));
}

/** Every offer version of an application, ordered by version. */
export async function offersOf(db: DbOrTx, applicationId: string) {
  const rows = await db
    .select({ o: offers, byFirst: users.firstName, byLast: users.lastName })
    .from(offers)
    .leftJoin(users, eq(users.id, offers.madeBy))
    .where(eq(offers.applicationId, applicationId))
    .orderBy(asc(offers.version));
  return rows.map(({ o, byFirst, byLast }) => ({
    id: o.id,
    version: o.version,
    kind: o.kind,
    side: o.side,
    terms: o.terms,
    made_by_name: byFirst ? `${byFirst} ${byLast ?? ''}`.trim() : null,
    created_at: o.createdAt.toISOString(),
  }));
}

/** A job's option label: its title and the product's job id. */
export const jobOptionLabel = (title: string, gwJobId: string) => `${title} (${gwJobId})`;

/**
 * The jobs of an organization (every organization's when `organizationId` is null) as filter options, newest first
 * (jobs_org_idx), searched by title or job id; one more row than the page tells whether more match.
 */
export async function jobOptions(
  db: DbOrTx,
  organizationId: string | null,
  query: { q?: string; id?: string; offset: number; limit: number },
) {
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, gwJobId: jobs.gwJobId })
    .from(jobs)
    .where(
      and(
        organizationId ? eq(jobs.organizationId, organizationId) : undefined,
        query.id ? eq(jobs.id, query.id) : undefined,
        like ? or(ilike(jobs.title, like), ilike(jobs.gwJobId, like)) : undefined,
      ),
    )
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .offset(query.offset)
    .limit(query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map((r) => ({ id: r.id, label: jobOptionLabel(r.title, r.gwJobId) })),
    more: rows.length > query.limit,
  };
}

/** Active recruiters of an organization as selector options {id, label}. */
export async function recruiterOptions(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'recruiter'), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((r) => ({ id: r.id, label: `${r.first} ${r.last}`.trim() }));
}

/** A user's public record (never the password hash or tokens). */
export async function publicUser(db: DbOrTx, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      image: users.image,
      organizationId: users.organizationId,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The API form of a public user record (domain userSchema). */
export function userToApi(u: NonNullable<Awaited<ReturnType<typeof publicUser>>>) {
  return { _id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email, phone: u.phone, image: u.image };
}
