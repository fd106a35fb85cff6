// The end of the demo worker's Done placement (issue 45), written by the product's own use cases so the demo shows
// what they make: the organization's review of her (by the assigned recruiter), her review of the facility, her reply
// to the review of her, and her work record (sealed, with the review and reply). Run once the app is built, right
// after the demo seed (main.ts), since the use cases need the app (mailer, storage, public URL, decode pool).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { submitReview } from '../modules/reviews/submit-review';
import { replyToReview } from '../modules/reviews/reply-to-review';
import { reviewPlacementOf, reviewRow } from '../modules/reviews/queries';
import { workRecordPdf } from '../modules/work-records/issue-work-record';

/** The demo's words of both reviews and the reply. */
export const DEMO_CLOSE_OUT = {
  organization: {
    scores: { clinical_skills: 5, reliability: 4, teamwork: 5, communication: 4 },
    comments: 'Calm and thorough on a busy unit; precepted two new graduates. Twice late after the bridge closure.',
    eligible_for_rehire: true,
  },
  worker: {
    scores: { orientation: 4, staffing_ratios: 3, management_support: 5 },
    comments: 'Good two-day orientation; nights were often one nurse short, but the manager backed us up.',
    would_return: true,
  },
  reply: 'Thank you. The bridge was closed for two weeks; I told the charge nurse both times before my shift.',
} as const;

/**
 * Reviews both ways, replies and issues the work record of the demo's Done placement `applicationId` (seed() names it),
 * through the running app: the database layer seeds rows, the use cases live in the modules (feature-boundaries).
 */
export async function seedCloseOut(app: FastifyInstance, applicationId: string): Promise<void> {
  const p = await reviewPlacementOf(app.db, applicationId);
  const reviewer = p?.recruiterId ?? p?.jobRecruiterId;
  if (!p || !reviewer) return;
  const ofWorker = await submitReview(app, p, 'organization', reviewer, DEMO_CLOSE_OUT.organization);
  await submitReview(app, p, 'worker', p.workerId, DEMO_CLOSE_OUT.worker);
  const row = await reviewRow(app.db, ofWorker.id);
  if (row) await replyToReview(app, row, DEMO_CLOSE_OUT.reply);
  const [w] = await app.db.select().from(users).where(eq(users.id, p.workerId)).limit(1);
  const worker = {
    id: w.id,
    role: w.role,
    email: w.email,
    emailVerified: Boolean(w.emailVerifiedAt),
    firstName: w.firstName,
    lastName: w.lastName,
    organizationId: w.organizationId,
    sessionId: 'demo-seed',
  };
  // Her record with the review and her reply, as she would download it (the same number on every later download).
  const record = await workRecordPdf(app, worker, applicationId, true);
  record.body.destroy();
}
