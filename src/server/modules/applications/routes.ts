// Routes of the applications feature: lists and counts, detail, status changes, user records, recruiter assignment.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, okResponse, recruiterOptionList, userSchema } from '@/domain/shared';
import {
  BOARD_PAGE_SIZE,
  applicationBoardQuery,
  applicationBoardSchema,
  assignRecruiterInput,
  bulkActionInput,
  bulkActionResultSchema,
  changeStatusInput,
  jobOptionsQuery,
  jobOptionsSchema,
  normalizeChangeStatus,
  applicationCountsQuery,
  applicationCountsSchema,
  applicationDetailSchema,
  applicationListQuery,
  applicationListSchema,
  recruiterAssignedSchema,
  statusChangedSchema,
} from '@/domain/applications';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import {
  authorize,
  canSeeUser,
  requireUser,
  pipelineScopeOf,
  readsOrganizationView,
  isWorker,
  isPlatformAdmin,
} from '../../policies';
import { assignRecruiter } from './assign-recruiter';
import { bulkAction } from './bulk-action';
import { changeApplicationStatus } from './change-application-status';
import { clearOverride } from './clear-override';
import { clearOverrideInput } from '@/domain/onboarding';
import { moveDeps } from '../../pipeline/move-application';
import { getApplicationDetail } from './get-application-detail';
import type { CachePlan } from '../../plugins/response-cache';
import {
  applications,
  assignments,
  contracts,
  documents,
  jobs,
  offers,
  onboardingItems,
  organizations,
  reviews,
  statusHistory,
  timesheetWeeks,
  users,
  workerProfiles,
} from '../../db/schema';
import { expensiveRead } from '../../security/read-limit';
import {
  countByStatus,
  boardColumns,
  countCountersWaiting,
  decodeCursor,
  jobOptions,
  listApplications,
  publicUser,
  recentActivity,
  recruiterOptions,
  userToApi,
  type ListScope,
} from './queries';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const uuidParam = z.object({ id: z.uuid() });

/** The applications a caller lists: their organization (recruiters may narrow to their own), everything for admin. */
function scopeOf(user: SessionUser, mine: boolean): ListScope {
  return pipelineScopeOf(user, mine);
}

/** An organization's lists read its pipeline; an admin's cross-organization lists are not cached. */
const pipelineCached: CachePlan['when'] = ({ user }) => readsOrganizationView(user);
/** One application: the worker's own applications and profile, or the organization's pipeline. */
const applicationCached: CachePlan['when'] = ({ user }) => isWorker(user) || readsOrganizationView(user);
/**
 * The tables a list row reads (listApplications, boardColumns): the application with its job, worker and profile, the
 * current offer, and the placement's progress (contract, checklist, timesheets, review).
 */
const LIST_READS = [
  applications,
  jobs,
  users,
  workerProfiles,
  documents,
  offers,
  contracts,
  onboardingItems,
  assignments,
  timesheetWeeks,
  reviews,
];

const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/applications/counts',
    {
      schema: {
        tags: ['applications'],
        summary: 'Application counts per status and recent activity',
        querystring: applicationCountsQuery,
        response: { 200: applicationCountsSchema, ...errors },
      },
      config: { cache: { reads: [applications, jobs, users], when: pipelineCached } },
    },
    async (request) => {
      const user = authorize(request, 'applications.view');
      const scope = scopeOf(user, request.query.mine === '1');
      const [counts, recent, waiting] = await Promise.all([
        countByStatus(app.db, scope),
        recentActivity(app.db, scope),
        countCountersWaiting(app.db, scope),
      ]);
      return { counts, counters_waiting: waiting, recent };
    },
  );

  app.get(
    '/api/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'List applications',
        querystring: applicationListQuery,
        response: { 200: applicationListSchema, ...errors },
      },
      config: { ...expensiveRead(app.config, 'applications'), cache: { reads: LIST_READS, when: pipelineCached } },
    },
    async (request) => {
      const user = authorize(request, 'applications.view');
      const { status, q, sort, cursor, limit, mine, job, recruiter } = request.query;
      const decoded = decodeCursor(cursor);
      if (cursor && !decoded)
        throw new AppError('BAD_REQUEST', MESSAGES.errors.badRequest, { cursor: MESSAGES.errors.badRequest });
      return listApplications(app.db, app.memos, scopeOf(user, mine === '1'), {
        status,
        q,
        sort,
        cursor: decoded,
        limit,
        jobId: job,
        recruiterId: recruiter,
      });
    },
  );

  // The pipeline board: every column's count and first page of cards in one answer; further pages come from the list.
  app.get(
    '/api/applications/board',
    {
      schema: {
        tags: ['applications'],
        summary: 'The pipeline board: every status with its count and first page of cards',
        querystring: applicationBoardQuery,
        response: { 200: applicationBoardSchema, ...errors },
      },
      config: { ...expensiveRead(app.config, 'board'), cache: { reads: LIST_READS, when: pipelineCached } },
    },
    async (request) => {
      const user = authorize(request, 'applications.view');
      const { job, recruiter, q } = request.query;
      const filter = { jobId: job, recruiterId: recruiter, q };
      const scope = scopeOf(user, false);
      return {
        columns: await boardColumns(app.db, app.memos, scope, filter, BOARD_PAGE_SIZE, request.cacheEntry?.versions),
      };
    },
  );

  app.get(
    '/api/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One application with job, profile, history and offers',
        params: uuidParam,
        response: { 200: applicationDetailSchema, ...errors },
      },
      config: {
        cache: {
          reads: [applications, jobs, organizations, users, workerProfiles, documents, statusHistory, offers],
          when: applicationCached,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return getApplicationDetail(app.db, user, request.params.id);
    },
  );

  app.patch(
    '/api/application-journey',
    {
      schema: {
        tags: ['applications'],
        summary: "Change an application's status",
        body: changeStatusInput,
        response: { 200: statusChangedSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return changeApplicationStatus(app.db, moveDeps(app), user, normalizeChangeStatus(request.body));
    },
  );

  // The client refetches its dashboard queries after this answers; the server keeps no page cache to purge.
  app.post(
    '/api/revalidate/dashboard',
    {
      schema: {
        tags: ['applications'],
        summary: 'Refresh the dashboard',
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/:userId',
    {
      schema: {
        tags: ['applications'],
        summary: 'A user record',
        params: z.object({ userId: z.uuid() }),
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const target = await publicUser(app.db, request.params.userId);
      if (!target || !(await canSeeUser(app.db, user, target)))
        throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
      return userToApi(target);
    },
  );

  app.post(
    '/api/application-journey/assign-recruiter',
    {
      schema: {
        tags: ['applications'],
        summary: 'Assign a recruiter to an application',
        body: assignRecruiterInput,
        response: { 200: recruiterAssignedSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorize(request, 'applications.assignRecruiter');
      return assignRecruiter(app.db, moveDeps(app), user, request.body);
    },
  );

  app.post(
    '/api/applications/:id/clear-override',
    {
      schema: {
        tags: ['applications'],
        summary: 'Move a placement to Cleared with items missing (organization users, with a reason)',
        params: uuidParam,
        body: clearOverrideInput,
        response: { 200: statusChangedSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorize(request, 'applications.changeStatus');
      return clearOverride(app.db, moveDeps(app), user, request.params.id, request.body);
    },
  );

  // Many applications, one action: each goes through the single-application use case in its own transaction.
  app.post(
    '/api/application-journey/bulk',
    {
      schema: {
        tags: ['applications'],
        summary: 'Change the status of, or assign a recruiter to, many applications',
        body: bulkActionInput,
        response: { 200: bulkActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = authorize(
        request,
        body.action === 'assign' ? 'applications.assignRecruiter' : 'applications.changeStatus',
      );
      return bulkAction(app.db, moveDeps(app), user, body);
    },
  );

  // The board's job filter: the jobs of the caller's organization, searched and paged (not only the loaded cards' jobs).
  app.get(
    '/api/applications/job-options',
    {
      schema: {
        tags: ['applications'],
        summary: 'Jobs whose applications the caller sees (options of the job filter)',
        querystring: jobOptionsQuery,
        response: { 200: jobOptionsSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorize(request, 'applications.view');
      return jobOptions(app.db, scopeOf(user, false).organizationId, request.query);
    },
  );

  app.get(
    '/api/recruiters',
    {
      schema: {
        tags: ['applications'],
        summary: "The organization's recruiters (options)",
        querystring: z.object({ organizationId: z.uuid().optional() }),
        response: { 200: recruiterOptionList, ...errors },
      },
    },
    async (request) => {
      const user = authorize(request, 'applications.view');
      const orgId = isPlatformAdmin(user) ? request.query.organizationId : user.organizationId;
      if (!orgId) return [];
      return recruiterOptions(app.db, orgId);
    },
  );
};

export default applicationsRoutes;
