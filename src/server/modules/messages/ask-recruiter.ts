// The chat between a worker and a recruiter about a job: created with its first message, returned ever after
// (unique worker + recruiter + job). Without a message nothing is created: the existing chat's id, or null. The job
// decides the organization and, for a worker, the recruiter.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { can, MESSAGES } from '@/domain/shared';
import type { AskRecruiterInput, ChatMessage } from '@/domain/chat';
import { AppError } from '../../errors';
import { assertWorkerAccess, isOrgMember } from '../../policies';
import type { SessionUser } from '../../plugins/auth';
import type { DbOrTx } from '../../db/client';
import { chatParticipants, chats, jobs, users } from '../../db/schema';
import { isUuid } from './queries';
import { messageText, storeMessage } from './send-message';

const notFound = () => new AppError('NOT_FOUND', MESSAGES.errors.notFound);

/** The job's recruiter, else the organization's first active recruiter, else its first active organization user. */
async function recruiterFor(db: DbOrTx, job: { organizationId: string; recruiterId: string | null }): Promise<string> {
  if (job.recruiterId) {
    const [r] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, job.recruiterId), eq(users.active, true)))
      .limit(1);
    if (r) return r.id;
  }
  for (const role of ['recruiter', 'organization'] as const) {
    const [r] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, job.organizationId), eq(users.role, role), eq(users.active, true)))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(1);
    if (r) return r.id;
  }
  throw new AppError('UNPROCESSABLE', MESSAGES.chat.noRecruiter);
}

async function existingChat(db: DbOrTx, workerId: string, recruiterId: string, jobId: string) {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.workerId, workerId), eq(chats.recruiterId, recruiterId), eq(chats.jobId, jobId)))
    .limit(1);
  return row ?? null;
}

/**
 * With a message: creates the chat when needed and stores the message in it, in one transaction (`created` tells
 * whether the chat is new). Without: the existing chat's id or null, nothing written.
 */
export async function askRecruiter(
  app: FastifyInstance,
  user: SessionUser,
  input: AskRecruiterInput,
): Promise<{ chatId: string | null; created: boolean; otherId: string; message: ChatMessage | null }> {
  if (!isUuid(input.job_id)) throw notFound();
  // The message's own rules first: a refused message creates nothing.
  const text = input.message === undefined ? null : messageText(input.message);
  const [job] = await app.db
    .select({
      id: jobs.id,
      organizationId: jobs.organizationId,
      recruiterId: jobs.recruiterId,
      gwJobId: jobs.gwJobId,
      status: jobs.status,
    })
    .from(jobs)
    .where(eq(jobs.id, input.job_id))
    .limit(1);
  if (!job) throw notFound();

  let workerId: string;
  let recruiterId: string;
  if (can(user.role, 'chat.askRecruiter')) {
    // A worker asks about any job they can see; the recruiter comes from the job, never from the body.
    workerId = user.id;
    recruiterId = await recruiterFor(app.db, job);
    // A new chat needs an open job; one that already exists (started while it was open) is still returned.
    if (job.status !== 'open' && !(await existingChat(app.db, workerId, recruiterId, job.id))) throw notFound();
  } else if (can(user.role, 'chat.askWorker')) {
    // A recruiter asks a worker who applied to their organization, about one of its jobs.
    if (!isOrgMember(user, job)) throw notFound();
    if (!input.worker_id)
      throw new AppError('BAD_REQUEST', MESSAGES.chat.workerRequired, { worker_id: MESSAGES.chat.workerRequired });
    if (!isUuid(input.worker_id)) throw notFound();
    await assertWorkerAccess(app.db, user, input.worker_id);
    const [worker] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.worker_id), eq(users.role, 'worker')))
      .limit(1);
    if (!worker) throw notFound();
    workerId = worker.id;
    recruiterId = user.id;
  } else {
    throw new AppError('FORBIDDEN', MESSAGES.errors.forbidden);
  }

  const otherId = user.id === workerId ? recruiterId : workerId;
  if (text === null) {
    const existing = await existingChat(app.db, workerId, recruiterId, job.id);
    return { chatId: existing?.id ?? null, created: false, otherId, message: null };
  }

  return app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chats)
      .values({ workerId, recruiterId, organizationId: job.organizationId, jobId: job.id, gwJobId: job.gwJobId })
      .onConflictDoNothing()
      .returning({ id: chats.id });
    const chatId =
      inserted?.id ??
      (
        await tx
          .select({ id: chats.id })
          .from(chats)
          .where(and(eq(chats.workerId, workerId), eq(chats.recruiterId, recruiterId), eq(chats.jobId, job.id)))
          .limit(1)
      )[0]?.id;
    if (!chatId) throw new AppError('CONFLICT', MESSAGES.errors.internal);
    await tx
      .insert(chatParticipants)
      .values([
        { chatId, userId: workerId },
        { chatId, userId: recruiterId },
      ])
      .onConflictDoNothing();
    const message = await storeMessage(tx, user.id, chatId, text);
    return { chatId, created: Boolean(inserted), otherId, message };
  });
}
