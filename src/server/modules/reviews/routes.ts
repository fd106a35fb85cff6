// Routes of close-out reviews and do-not-return (issue 45): a placement's reviews (read, give one per side at Done),
// the worker's one reply, the organization's do-not-return list, and a job's facility reviews (averages only over
// enough reviews; the signed-in worker's own do-not-return standing). Routes authorize (policies.ts) and call one use
// case each.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationReviewsResponse,
  canReview,
  doNotReturnListQuery,
  doNotReturnListResponse,
  facilityAverages,
  facilityReviewsResponse,
  MIN_REVIEWS_FOR_AVERAGE,
  replyInput,
  reviewBody,
  reviewIdParams,
  reviewSchema,
  REVIEW_MESSAGES as M,
  type DoNotReturnReason,
} from '@/domain/reviews';
import { errorResponseSchema, MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import {
  assertApplicationAccess,
  assertReviewedWorker,
  authorize,
  authorizeOrg,
  canSeeJob,
  isOrgMember,
  requireUser,
  reviewSideOf,
  isWorker,
  isPlatformAdmin,
} from '../../policies';
import { findJob } from '../../data/find-job';
import {
  doNotReturnMarks,
  doNotReturnPage,
  facilityReviewRows,
  isMarkedDoNotReturn,
  reviewPlacementOf,
  reviewRow,
} from './queries';
import { reviewsOfApplication } from '../../data/review-view';
import { replyToReview } from './reply-to-review';
import { reviewView } from '../../data/review-view';
import { submitReview } from './submit-review';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['reviews'];
const idParams = z.object({ id: z.uuid() });

/** A do-not-return list cursor: `<created_at ISO>|<id>`. */
const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !z.uuid().safeParse(id).success)
    throw new AppError('BAD_REQUEST', MESSAGES.errors.badRequest, { cursor: MESSAGES.errors.badRequest });
  return { createdAt, id: id! };
}

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/applications/:id/reviews',
    {
      schema: {
        summary: "A Done placement's close-out reviews, each with the worker's reply beside it",
        tags,
        description:
          "The organization's review of the worker is read by both sides; the worker's review of the facility only by her (the organization reads facility averages). Staff also get this worker's do-not-return marks by their organization.",
        params: idParams,
        response: { 200: applicationReviewsResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const p = assertApplicationAccess(user, await reviewPlacementOf(app.db, request.params.id));
      const side = reviewSideOf(user, p, p.jobRecruiterId);
      const rows = await reviewsOfApplication(app.db, p.id);
      const ofWorker = rows.find((r) => r.side === 'organization');
      const ofFacility = rows.find((r) => r.side === 'worker');
      const mine = side === 'organization' ? ofWorker : side === 'worker' ? ofFacility : undefined;
      const staff = isOrgMember(user, p);
      const marks = staff ? await doNotReturnMarks(app.db, p.organizationId, p.workerId) : [];
      return {
        application_id: p.id,
        status: p.status,
        side,
        of_worker: ofWorker ? reviewView(ofWorker) : null,
        of_facility: ofFacility && (side === 'worker' || isPlatformAdmin(user)) ? reviewView(ofFacility) : null,
        can_review: side !== null && canReview(p.status) && !mine,
        can_reply: side === 'worker' && Boolean(ofWorker) && !ofWorker?.reply,
        do_not_return: marks.map((m) => ({
          review_id: m.id,
          application_id: m.applicationId,
          reason: m.doNotReturnReason as DoNotReturnReason,
          reply: m.reply,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/applications/:id/reviews',
    {
      schema: {
        summary:
          "Review a Done placement: the side is the caller's (the organization reviews the worker, the worker the facility)",
        tags,
        description:
          'Organization side: scores clinical_skills, reliability, teamwork, communication (1–5), comments, eligible_for_rehire, and do_not_return_reason (attendance, clinical_practice, conduct, documentation, other) when not eligible. Worker side: scores orientation, staffing_ratios, management_support (1–5), would_return, comments. Only at Done; a second review by the same side is refused (409 naming it).',
        params: idParams,
        body: reviewBody,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const p = assertApplicationAccess(user, await reviewPlacementOf(app.db, request.params.id));
      const side = reviewSideOf(user, p, p.jobRecruiterId);
      if (!side) throw new AppError('FORBIDDEN', M.errors.notYourSide);
      return reply.code(201).send(await submitReview(app, p, side, user.id, request.body));
    },
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      schema: {
        summary: 'The worker replies, once, to the review of her; the review and the reply never change after it',
        tags,
        params: reviewIdParams,
        body: replyInput,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const r = assertReviewedWorker(user, await reviewRow(app.db, request.params.id));
      return replyToReview(app, r, request.body.reply);
    },
  );

  app.get(
    '/api/reviews/do-not-return',
    {
      schema: {
        summary: "The organization's do-not-return list: each worker's reason and her reply, newest first",
        tags,
        querystring: doNotReturnListQuery,
        response: { 200: doNotReturnListResponse, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'applications.view');
      const { cursor, limit = 50, worker_ids } = request.query;
      const workerIds = worker_ids?.split(',').filter(Boolean);
      if (workerIds && (workerIds.length > 100 || !workerIds.every((id) => z.uuid().safeParse(id).success)))
        throw new AppError('BAD_REQUEST', MESSAGES.errors.badRequest, { worker_ids: MESSAGES.errors.badRequest });
      const rows = await doNotReturnPage(app.db, user.organizationId, {
        after: cursor ? decodeCursor(cursor) : undefined,
        limit,
        workerIds,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(({ review: r, workerFirst, workerLast, jobTitle }) => ({
          review_id: r.id,
          application_id: r.applicationId,
          worker_id: r.workerId,
          worker_name: `${workerFirst ?? ''} ${workerLast ?? ''}`.trim(),
          job_title: jobTitle,
          reason: r.doNotReturnReason as DoNotReturnReason,
          comments: r.comments,
          reply: r.reply,
          created_at: r.createdAt.toISOString(),
        })),
        next_cursor: rows.length > limit && last ? encodeCursor(last.review.createdAt, last.review.id) : null,
      };
    },
  );

  app.get(
    '/api/jobs/:id/facility-reviews',
    {
      schema: {
        summary:
          "What workers say about a job's facility (averages over at least 3 reviews), and the caller's own do-not-return standing",
        tags,
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        response: { 200: facilityReviewsResponse, ...errors },
      },
    },
    async (request) => {
      const user = authorize(request, 'jobs.browse');
      const found = await findJob(app.db, request.params.id);
      if (!found || !canSeeJob(user, found.row, false)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
      const { row } = found;
      const a = facilityAverages(await facilityReviewRows(app.db, row.organizationId, row.facility));
      return {
        count: a.count,
        min_reviews: MIN_REVIEWS_FOR_AVERAGE,
        averages: a.averages,
        would_return_percent: a.wouldReturnPercent,
        marked_do_not_return: isWorker(user) && (await isMarkedDoNotReturn(app.db, row.organizationId, user.id)),
      };
    },
  );
};

export default reviewsRoutes;
