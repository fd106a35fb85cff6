// Use cases of the worker's referees (issue 31): name one, resend a link, replace one who has not answered. Each new
// link is emailed through the outbox in the same transaction, with its one reminder queued for three days later.
import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MAX_REFEREES,
  REFERENCE_LINK_DAYS,
  REFERENCE_MESSAGES as M,
  canChangeReferee,
  canNameReferees,
  refereeLinkExpiry,
  refereeReminderAt,
  type RefereeInput,
} from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { applications, referees } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertOwnApplication } from '../../policies';
import { enqueue } from '../../queue/outbox';
import { announceApplication, announceChange, applicationAudience } from '../../queue/live-changes';
import { refereeLink, referenceFormUrl } from './referee-link';
import { applicationForReferences, type ReferenceApplication } from './queries';

/** The outbox job of a referee's reminder (payload: refereeId, expiresAt in ms of the link it reminds of). */
export const REFEREE_REMINDER_JOB = 'referee-reminder';

type Deps = Pick<FastifyInstance, 'config' | 'mailer'>;

/** Announces on commit that an application's referees changed, to everyone who sees the application. */
export async function announceReferences(tx: DbOrTx, a: ReferenceApplication, alsoApplication = false) {
  const audience = await applicationAudience(tx, a);
  await announceChange(tx, audience, { kind: 'references', applicationId: a.id });
  if (alsoApplication) await announceApplication(tx, a);
}

/**
 * Emails a referee a new link and queues its one reminder; returns the row's new link columns. The email is mail the
 * worker causes to an address they typed (issue 41): past the limits the request is refused with 429, nothing kept.
 */
async function sendLink(
  app: Deps,
  tx: DbOrTx,
  a: ReferenceApplication,
  r: { id: string; name: string; email: string },
  sender: SessionUser,
) {
  const now = new Date();
  const expiresAt = refereeLinkExpiry(now);
  const { token, tokenHash } = refereeLink(app.config.sessionSecret, r.id, expiresAt);
  const link = referenceFormUrl(app.config.publicUrl, token);
  const job = a.jobTitle ?? a.gwJobId;
  await app.mailer.queue(
    tx,
    {
      to: r.email,
      subject: M.requestSubject(a.workerName),
      text: M.requestText(r.name, a.workerName, a.organizationName, job, link, REFERENCE_LINK_DAYS),
    },
    undefined,
    { kind: 'reference-request', senderId: sender.id },
  );
  await enqueue(
    tx,
    REFEREE_REMINDER_JOB,
    { refereeId: r.id, expiresAt: expiresAt.getTime() },
    { runAt: refereeReminderAt(now), dedupeKey: `referee-reminder:${r.id}:${expiresAt.getTime()}` },
  );
  return { tokenHash, expiresAt, reminderSentAt: null };
}

/** The worker's own application, open for naming referees (Onboarding), or 404/409. */
async function openApplication(tx: DbOrTx, user: SessionUser, applicationId: string) {
  const a = assertOwnApplication(user, await applicationForReferences(tx, applicationId));
  if (!canNameReferees(a.status)) throw new AppError('CONFLICT', M.notInOnboarding);
  return a;
}

/** Refuses the worker's own address and an address already among the application's other referees. */
async function checkEmail(tx: DbOrTx, a: ReferenceApplication, email: string, exceptId?: string) {
  if (email === a.workerEmail.toLowerCase())
    throw new AppError('UNPROCESSABLE', M.selfReference, { email: M.selfReference });
  const [dup] = await tx
    .select({ id: referees.id })
    .from(referees)
    .where(
      and(
        eq(referees.applicationId, a.id),
        sql`lower(${referees.email}) = ${email}`,
        exceptId ? ne(referees.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw new AppError('CONFLICT', M.duplicateEmail, { email: M.duplicateEmail });
}

/** The worker names a referee for their application in Onboarding (at most MAX_REFEREES); the link is emailed. */
export async function nameReferee(
  app: Deps & Pick<FastifyInstance, 'db'>,
  user: SessionUser,
  applicationId: string,
  input: RefereeInput,
) {
  return app.db.transaction(async (tx) => {
    const a = await openApplication(tx, user, applicationId);
    // One writer at a time per application: the count and the duplicate check hold.
    await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, a.id)).for('update');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(referees)
      .where(eq(referees.applicationId, a.id));
    if (Number(n) >= MAX_REFEREES) throw new AppError('CONFLICT', M.tooMany(MAX_REFEREES));
    await checkEmail(tx, a, input.email);
    const id = crypto.randomUUID();
    const link = await sendLink(app, tx, a, { id, ...input }, user);
    await tx.insert(referees).values({ id, applicationId: a.id, ...input, ...link });
    await announceReferences(tx, a);
    return a.id;
  });
}

/** A referee of the worker's own application that has not answered, locked for the change. */
async function changeableReferee(tx: DbOrTx, user: SessionUser, refereeId: string) {
  const [r] = await tx.select().from(referees).where(eq(referees.id, refereeId)).for('update').limit(1);
  if (!r) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const a = await openApplication(tx, user, r.applicationId);
  if (!canChangeReferee(r)) throw new AppError('CONFLICT', M.alreadyAnswered);
  return { r, a };
}

/** Sends a referee who has not answered a new link (the old one stops working) and a new reminder. */
export async function resendReferee(app: Deps & Pick<FastifyInstance, 'db'>, user: SessionUser, refereeId: string) {
  return app.db.transaction(async (tx) => {
    const { r, a } = await changeableReferee(tx, user, refereeId);
    const link = await sendLink(app, tx, a, r, user);
    await tx.update(referees).set(link).where(eq(referees.id, r.id));
    await announceReferences(tx, a);
    return a.id;
  });
}

/** Replaces a referee who has not answered with another person (or corrected details) and a new link. */
export async function replaceReferee(
  app: Deps & Pick<FastifyInstance, 'db'>,
  user: SessionUser,
  refereeId: string,
  input: RefereeInput,
) {
  return app.db.transaction(async (tx) => {
    const { r, a } = await changeableReferee(tx, user, refereeId);
    await checkEmail(tx, a, input.email, r.id);
    const link = await sendLink(app, tx, a, { id: r.id, ...input }, user);
    await tx
      .update(referees)
      .set({ ...input, ...link })
      .where(eq(referees.id, r.id));
    await announceReferences(tx, a);
    return a.id;
  });
}
