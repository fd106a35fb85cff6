// The referee's answers through the emailed link (issue 31; no account): checked against the organization's questions,
// stored once, written in History; when the answered count reaches the references item's required count the item is
// Submitted for the recruiter to verify. The recruiter hears of each answer (bell, and email if they chose it), and
// every open page of the application follows.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationEmail } from '@/domain/notifications';
import {
  REFERENCE_MESSAGES as M,
  referenceAnswersSchema,
  referenceLinkMessage,
  referenceLinkStatus,
  referencesMet,
  type ReferenceAnswersInput,
  type ReferenceForm,
} from '@/domain/onboarding';
import { isoDay } from '@/domain/profile';
import { routes } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { onboardingItems, referees, statusHistory, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import { refereeCounts } from '../../data/onboarding-checklist';
import { emailWanted, notifyUser } from '../../queue/notify-user';
import { announceReferences } from './manage-referees';
import {
  answerRecipients,
  applicationForReferences,
  organizationQuestions,
  refereeByTokenHash,
  referencesItem,
  type ReferenceApplication,
  type StoredAnswers,
} from './queries';

/** What the page opened by a link shows: the form when the link works, else why not (nothing is used up). */
export async function readReferenceForm(db: DbOrTx, token: string, now = new Date()): Promise<ReferenceForm> {
  const r = await refereeByTokenHash(db, hashToken(token));
  const status = referenceLinkStatus(r, now);
  const a = r && status === 'valid' ? await applicationForReferences(db, r.applicationId) : undefined;
  if (!r || !a || status !== 'valid') {
    const why = status === 'valid' ? 'invalid' : status;
    return { status: why, message: referenceLinkMessage(why) };
  }
  const { questions } = await organizationQuestions(db, a.organizationId);
  return {
    status: 'valid',
    referee_name: r.name,
    worker_name: a.workerName,
    organization_name: a.organizationName,
    job_title: a.jobTitle ?? a.gwJobId,
    questions,
    today: isoDay(now),
  };
}

/** Stores the referee's answers once; a used, expired or unknown link is refused with what it says when opened. */
export async function answerReference(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  token: string,
  input: ReferenceAnswersInput,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const now = new Date();
    const [r] = await tx
      .select()
      .from(referees)
      .where(eq(referees.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    const status = referenceLinkStatus(r, now);
    if (!r || status !== 'valid') {
      const why = status === 'valid' ? 'invalid' : status;
      throw new AppError(why === 'invalid' ? 'NOT_FOUND' : 'CONFLICT', referenceLinkMessage(why));
    }
    const a = await applicationForReferences(tx, r.applicationId);
    if (!a) throw new AppError('NOT_FOUND', referenceLinkMessage('invalid'));
    const { questions } = await organizationQuestions(tx, a.organizationId);
    const parsed = referenceAnswersSchema(questions, isoDay(now)).safeParse(input.answers);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'answers'] ??= issue.message;
      throw new AppError('BAD_REQUEST', Object.values(fields)[0] ?? M.answerRequired, fields);
    }
    const stored: StoredAnswers = { questions, values: parsed.data as StoredAnswers['values'] };
    await tx
      .update(referees)
      .set({ answeredAt: now, answers: stored as unknown as Record<string, unknown> })
      .where(and(eq(referees.id, r.id), isNull(referees.answeredAt)));
    await tx.insert(statusHistory).values({
      applicationId: a.id,
      fromStatus: a.status,
      toStatus: a.status,
      kind: 'reference',
      notes: M.historyAnswered(r.name),
    });
    await submitReferencesItem(tx, a, now);
    await tellRecruiters(app, tx, a, r.id, r.name);
    await announceReferences(tx, a, true);
  });
}

/**
 * The references item becomes Submitted when the answered count (with the verified assignments she attached, issue 45)
 * reaches its required count (from Missing, or from Rejected: new answers came in). Written directly (the checklist
 * owns its other moves): status, version, History.
 */
export async function submitReferencesItem(tx: DbOrTx, a: ReferenceApplication, now: Date) {
  const item = await referencesItem(tx, a.id);
  if (!item || !['missing', 'rejected'].includes(item.status)) return;
  const answered = (await refereeCounts(tx, a.id)).received;
  if (!referencesMet(answered, item.requiredCount)) return;
  const moved = await tx
    .update(onboardingItems)
    .set({
      status: 'submitted',
      submittedAt: now,
      rejectionReason: null,
      version: sql`${onboardingItems.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(onboardingItems.id, item.id), inArray(onboardingItems.status, ['missing', 'rejected'])))
    .returning({ id: onboardingItems.id });
  if (moved.length === 0) return;
  await tx.insert(statusHistory).values({
    applicationId: a.id,
    fromStatus: a.status,
    toStatus: a.status,
    kind: 'reference',
    notes: M.historySubmitted(answered, Math.max(1, item.requiredCount ?? 1)),
  });
}

/** The bell item for the application's recruiter (or the organization's users), and the email if they chose it. */
async function tellRecruiters(
  app: Pick<FastifyInstance, 'mailer' | 'config'>,
  tx: DbOrTx,
  a: ReferenceApplication,
  refereeId: string,
  refereeName: string,
) {
  const link = routes.applicationDetail({
    status: a.status as Parameters<typeof routes.applicationDetail>[0]['status'],
    workerId: a.workerId,
    gwJobId: a.gwJobId,
    applicationId: a.id,
  });
  const data = { name: refereeName, worker: a.workerName, job: a.jobTitle, gwJobId: a.gwJobId };
  for (const userId of await answerRecipients(tx, a)) {
    await notifyUser(tx, { userId, kind: 'reference', data, link });
    if (!(await emailWanted(tx, userId, 'reference'))) continue;
    const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (u)
      await app.mailer.queue(
        tx,
        { to: u.email, ...notificationEmail('reference', data, `${app.config.publicUrl}${link}`) },
        `reference-answered:${refereeId}:${userId}`,
      );
  }
}
