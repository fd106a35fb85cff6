// The versioned read API (/api/v1) for an organization's own systems, authenticated by an API key
// (`Authorization: Bearer <key>`) and scoped to the key's organization; plus the key management routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiKeyList, apiKeySchema, createdApiKeySchema } from '@/domain/organizations';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { jobSchema } from '@/domain/jobs';
import { apiKeyNameInput, DASHBOARD_MESSAGES, JOB_STATUSES } from '@/domain/organizations';
import { APPLICATION_STATUSES } from '@/domain/applications';
import { agreedTermsSummarySchema } from '@/domain/offers';
import { CONTRACT_SIDES, CONTRACT_STATUSES } from '@/domain/onboarding';
import { contractStatusOf } from '../../data/contract-status';
import { errorResponseSchema, MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { authorizeOrg, authorizeVerifiedOrg } from '../../policies';
import { applications, jobs, statusHistory } from '../../db/schema';
import { termsOfRecordColumns, termsOfRecordSummary } from '../../data/agreed-terms';
import { jobsToApi } from '../../data/job-mapper';
import { checklistSchema } from '@/domain/onboarding';
import { isoDay } from '@/domain/profile';
import { loadChecklist } from '../../data/onboarding-checklist';
import { timesheetPage } from '../../data/timesheet-list';
import { timesheetListQuery, timesheetListResponse } from '@/domain/timesheets';
import { invoiceListQuery, invoiceSummaryListResponse } from '@/domain/invoices';
import { invoicePage } from '../../data/invoice-list';
import { v1ReviewsResponse } from '@/domain/reviews';
import { reviewsOfApplication, reviewView } from '../../data/review-view';
import { authenticateApiKey, createApiKey, listApiKeys, renameApiKey, revokeApiKey } from './api-keys';
import { v1TerminationResponse } from '@/domain/assignment-end';
import { terminationRow, terminationView } from '../../data/termination-record';

declare module 'fastify' {
  interface FastifyRequest {
    apiOrganizationId?: string;
  }
}

/** An opaque page cursor: the sort timestamp and id of the last item. */
const encodeCursor = (t: Date, id: string) => Buffer.from(JSON.stringify([t.toISOString(), id])).toString('base64url');
function decodeCursor(cursor: string | undefined): { t: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [t, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    if (Number.isNaN(Date.parse(t)) || !z.uuid().safeParse(id).success) throw new Error('bad cursor');
    return { t, id };
  } catch {
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.invalidCursor, {
      cursor: DASHBOARD_MESSAGES.errors.invalidCursor,
    });
  }
}

const publicJob = jobSchema.extend({ status: z.enum(JOB_STATUSES) });
const publicApplication = z.object({
  id: z.string(),
  job_id: z.string(),
  gw_job_id: z.string(),
  worker_id: z.string(),
  recruiter_id: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  offer_status: z.string().nullable(),
  created_at: z.string(),
  status_changed_at: z.string(),
  /** The terms of record's headline figures: agreed once an offer is accepted (domain agreedTerms()). */
  terms: agreedTermsSummarySchema,
});
/** An application's contract as API v1 answers it (no content, no signatures' audit details). */
const publicContract = z.object({
  id: z.string(),
  /** The assignment contract, or an amendment drafted by an accepted extension (issue 45). */
  kind: z.enum(['contract', 'amendment']),
  /** An amendment's first day in force (the day after the end date it extends); null for the contract. */
  effective_date: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  offer_version: z.number().int().nullable(),
  drafted_at: z.string(),
  signatures: z.array(z.object({ side: z.enum(CONTRACT_SIDES), signed_at: z.string() })),
  signed_sha256: z.string().nullable(),
  void_reason: z.string().nullable(),
});
const historyEntry = z.object({
  from_status: z.string().nullable(),
  to_status: z.string(),
  decision_maker: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
const listQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const security = [{ bearer: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const toView = (k: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Dashboard: manage the organization's keys (session-authenticated).
  const keyTags = ['api keys'];
  app.get(
    '/api/org/api-keys',
    { schema: { summary: "List the organization's API keys", tags: keyTags, response: { 200: apiKeyList } } },
    async (request) => {
      const user = authorizeOrg(request, 'apiKeys.manage');
      return (await listApiKeys(app, user.organizationId)).map(toView);
    },
  );
  app.post(
    '/api/org/api-keys',
    {
      schema: {
        summary: 'Create an API key',
        tags: keyTags,
        body: apiKeyNameInput,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      const user = authorizeVerifiedOrg(request, 'apiKeys.manage');
      const { row, key } = await createApiKey(app, user.organizationId, user.id, request.body.name);
      return reply.code(201).send({ ...toView(row), key });
    },
  );
  app.patch(
    '/api/org/api-keys/:id',
    {
      schema: {
        summary: 'Rename an API key',
        tags: keyTags,
        params: z.object({ id: z.uuid() }),
        body: apiKeyNameInput,
        response: { 200: apiKeySchema },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'apiKeys.manage');
      return toView(await renameApiKey(app, user.organizationId, request.params.id, request.body.name));
    },
  );
  app.delete(
    '/api/org/api-keys/:id',
    {
      schema: {
        summary: 'Revoke an API key',
        tags: keyTags,
        params: z.object({ id: z.uuid() }),
        response: { 200: apiKeySchema },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'apiKeys.manage');
      return toView(await revokeApiKey(app, user.organizationId, request.params.id));
    },
  );

  // /api/v1: every route authenticates the key first (a route-level hook, so it never touches other routes or 404s).
  const onRequest = async (request: FastifyRequest) => {
    request.apiOrganizationId = await authenticateApiKey(app, request);
  };
  const org = (request: FastifyRequest) => request.apiOrganizationId as string;
  const tags = ['public API v1'];
  /** The options of a GET of one of the organization's records by its id: `ok` is what it answers with. */
  const byId = <T extends z.ZodType>(summary: string, ok: T, description?: string) => ({
    onRequest,
    schema: {
      summary,
      tags,
      security,
      ...(description === undefined ? {} : { description }),
      params: z.object({ id: z.uuid() }),
      response: { 200: ok, ...errors },
    },
  });
  /** The organization's application `id` (its id and status); a 404 when the key's organization has no such one. */
  const ownApplication = async (request: FastifyRequest, id: string) => {
    const [a] = await app.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.organizationId, org(request))))
      .limit(1);
    if (!a) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    return a;
  };

  app.get(
    '/api/v1/jobs',
    {
      onRequest,
      schema: {
        summary: "List the organization's jobs (API key)",
        tags,
        security,
        description: "The organization's jobs, newest first; pass next_cursor as cursor for the next page.",
        querystring: listQuery.extend({ status: z.enum(JOB_STATUSES).optional() }),
        response: { 200: z.object({ items: z.array(publicJob), next_cursor: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const c = decodeCursor(request.query.cursor);
      const conds: (SQL | undefined)[] = [
        eq(jobs.organizationId, org(request)),
        request.query.status ? eq(jobs.status, request.query.status) : undefined,
      ];
      if (c) conds.push(sql`(${jobs.datePosted}, ${jobs.id}) < (${c.t}::timestamptz, ${c.id}::uuid)`);
      const rows = await app.db
        .select()
        .from(jobs)
        .where(and(...conds))
        .orderBy(desc(jobs.datePosted), desc(jobs.id))
        .limit(request.query.limit + 1);
      const page = rows.slice(0, request.query.limit);
      const last = page[page.length - 1];
      return {
        items: await jobsToApi(app.db, page),
        next_cursor: rows.length > request.query.limit && last ? encodeCursor(last.datePosted, last.id) : null,
      };
    },
  );

  app.get('/api/v1/jobs/:id', byId('One job (API key)', publicJob), async (request) => {
    const [row] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, request.params.id), eq(jobs.organizationId, org(request))))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    const [job] = await jobsToApi(app.db, [row]);
    return job;
  });

  app.get(
    '/api/v1/applications',
    {
      onRequest,
      schema: {
        summary: "List the organization's applications (API key)",
        tags,
        security,
        description: "The organization's applications, most recently changed first, optionally of one status.",
        querystring: listQuery.extend({ status: z.enum(APPLICATION_STATUSES).optional() }),
        response: {
          200: z.object({ items: z.array(publicApplication), next_cursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const c = decodeCursor(request.query.cursor);
      const conds: (SQL | undefined)[] = [
        eq(applications.organizationId, org(request)),
        request.query.status ? eq(applications.status, request.query.status) : undefined,
      ];
      if (c)
        conds.push(sql`(${applications.statusChangedAt}, ${applications.id}) < (${c.t}::timestamptz, ${c.id}::uuid)`);
      const rows = await app.db
        .select({ a: applications, ...termsOfRecordColumns() })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(...conds))
        .orderBy(desc(applications.statusChangedAt), desc(applications.id))
        .limit(request.query.limit + 1);
      const page = rows.slice(0, request.query.limit);
      const last = page[page.length - 1]?.a;
      return {
        items: page.map(({ a, ...parts }) => ({
          id: a.id,
          job_id: a.jobId,
          gw_job_id: a.gwJobId,
          worker_id: a.workerId,
          recruiter_id: a.recruiterId,
          status: a.status as (typeof APPLICATION_STATUSES)[number],
          offer_status: a.offerStatus,
          created_at: a.createdAt.toISOString(),
          status_changed_at: a.statusChangedAt.toISOString(),
          terms: termsOfRecordSummary(parts),
        })),
        next_cursor: rows.length > request.query.limit && last ? encodeCursor(last.statusChangedAt, last.id) : null,
      };
    },
  );

  app.get(
    '/api/v1/applications/:id/termination',
    byId(
      "An application's early end (API key)",
      v1TerminationResponse,
      'The side that ended it, the reason, the notice and effective dates, and what was still owed, each amount with its contract clause; null when it was not ended early.',
    ),
    async (request) => {
      const a = await ownApplication(request, request.params.id);
      const row = await terminationRow(app.db, a.id);
      return { application_id: a.id, termination: row ? terminationView(row, a.status) : null };
    },
  );

  app.get(
    '/api/v1/applications/:id/contract',
    byId(
      "An application's assignment contract status (API key)",
      z.object({ contract: publicContract.nullable() }),
      'The live contract (else the last void one), or the amendment an accepted extension drafted (kind, effective_date): its status, the offer version it was drafted from, who signed when, and the SHA-256 of the sealed PDF once signed by both sides.',
    ),
    async (request) => {
      const a = await ownApplication(request, request.params.id);
      return { contract: await contractStatusOf(app.db, a.id) };
    },
  );

  app.get(
    '/api/v1/applications/:id/reviews',
    byId(
      "An application's close-out review of the worker, with her reply (API key)",
      v1ReviewsResponse,
      "The organization's review of the worker (scores, rehire, the do-not-return reason) and the worker's reply beside it; whether the worker reviewed the facility, never her words.",
    ),
    async (request) => {
      const a = await ownApplication(request, request.params.id);
      const rows = await reviewsOfApplication(app.db, a.id);
      const ofWorker = rows.find((r) => r.side === 'organization');
      return {
        application_id: a.id,
        of_worker: ofWorker ? reviewView(ofWorker) : null,
        facility_reviewed: rows.some((r) => r.side === 'worker'),
      };
    },
  );

  app.get(
    '/api/v1/applications/:id/history',
    byId("An application's status history (API key)", z.object({ items: z.array(historyEntry) })),
    async (request) => {
      const a = await ownApplication(request, request.params.id);
      const rows = await app.db
        .select()
        .from(statusHistory)
        .where(eq(statusHistory.applicationId, a.id))
        .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id))
        .limit(500);
      return {
        items: rows.map((h) => ({
          from_status: h.fromStatus,
          to_status: h.toStatus,
          decision_maker: h.decisionMaker,
          reason: h.reason,
          created_at: h.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/v1/applications/:id/onboarding',
    byId("An application's onboarding checklist and what blocks Cleared (API key)", checklistSchema),
    async (request) => {
      const a = await ownApplication(request, request.params.id);
      return loadChecklist(app.db, a, isoDay(new Date()));
    },
  );

  app.get(
    '/api/v1/timesheets',
    {
      onRequest,
      schema: {
        summary: "List the organization's timesheets of a status (API key)",
        tags,
        security,
        description: 'Weeks of a status (submitted by default: waiting for approval), oldest submission first.',
        querystring: timesheetListQuery,
        response: { 200: timesheetListResponse, ...errors },
      },
    },
    async (request) => timesheetPage(app.db, org(request), request.query),
  );

  app.get(
    '/api/v1/invoices',
    {
      onRequest,
      schema: {
        summary: "List the organization's invoices and credit notes (API key)",
        tags,
        security,
        description:
          'Newest first: number, kind, version, week, client and total of each. The pay and the margin are not in this answer.',
        querystring: invoiceListQuery,
        response: { 200: invoiceSummaryListResponse, ...errors },
      },
    },
    async (request) => invoicePage(app.db, org(request), request.query),
  );
};

export default publicApiRoutes;
