// Open pages follow the server (issue 30): a writer that changes what a page shows (an application move or offer, a
// worker's documents or credentials) announces the resource, by id only, to every person who can see it. The announce
// is a NOTIFY on the hub channel inside the writer's transaction: every instance hears it on commit (a rolled-back
// change announces nothing) and sends a 'changed' frame to that person's sockets (chat-sockets.ts). The browser maps
// the resource to the queries it refetches (src/web/app/live-events.ts); each refetch is authorized as any request.
import { eq, inArray, sql } from 'drizzle-orm';
import type { LiveResource } from '@/domain/chat';
import type { DbOrTx } from '../db/client';
import { applications, jobs, users } from '../db/schema';
import { HUB_CHANNEL } from './hub';

/** Hub event on topic `user:<id>`: a resource the person can see changed. */
export const LIVE_CHANGED_EVENT = 'changed';

/**
 * Hub topic of what every worker can see (a job's posting, an organization's apply requirements): each instance
 * subscribes once and sends the frame to its workers' sockets (chat-sockets.ts), one NOTIFY for all of them.
 */
export const WORKERS_TOPIC = 'workers';

/** Announces on commit that `resource` changed to each of `userIds` (duplicates and nulls skipped). */
export async function announceChange(
  tx: DbOrTx,
  userIds: Iterable<string | null | undefined>,
  resource: LiveResource,
): Promise<void> {
  for (const id of new Set([...userIds].filter((u): u is string => Boolean(u)))) {
    const payload = JSON.stringify({ topic: `user:${id}`, data: { type: LIVE_CHANGED_EVENT, resource } });
    await tx.execute(sql`select pg_notify(${HUB_CHANNEL}, ${payload})`);
  }
}

/** Announces on commit that `resource` changed to every signed-in worker (WORKERS_TOPIC). */
async function announceToWorkers(tx: DbOrTx, resource: LiveResource): Promise<void> {
  const payload = JSON.stringify({ topic: WORKERS_TOPIC, data: { type: LIVE_CHANGED_EVENT, resource } });
  await tx.execute(sql`select pg_notify(${HUB_CHANNEL}, ${payload})`);
}

/** The staff (recruiters and organization users) of the given organizations. */
async function staffOf(tx: DbOrTx, organizationIds: string[]): Promise<string[]> {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.organizationId, [...new Set(organizationIds)]));
  return rows.map((r) => r.id);
}

/** Who sees an application: its worker, its recruiter (or the job's), and the staff of its organization. */
export async function applicationAudience(
  tx: DbOrTx,
  a: { workerId: string; recruiterId: string | null; organizationId: string; jobId: string },
): Promise<string[]> {
  const [job] = await tx.select({ recruiterId: jobs.recruiterId }).from(jobs).where(eq(jobs.id, a.jobId)).limit(1);
  return [a.workerId, a.recruiterId, job?.recruiterId, ...(await staffOf(tx, [a.organizationId]))].filter(
    (u): u is string => Boolean(u),
  );
}

/** Who sees a worker's documents and credentials: the worker and the staff of every organization they applied to. */
export async function workerAudience(tx: DbOrTx, workerId: string): Promise<string[]> {
  const orgs = await tx
    .selectDistinct({ organizationId: applications.organizationId })
    .from(applications)
    .where(eq(applications.workerId, workerId));
  return [
    workerId,
    ...(await staffOf(
      tx,
      orgs.map((o) => o.organizationId),
    )),
  ];
}

/** Announces an application's change (status, offer, assignment) to everyone who sees it. */
export async function announceApplication(
  tx: DbOrTx,
  a: { id: string; workerId: string; recruiterId: string | null; organizationId: string; jobId: string },
): Promise<void> {
  await announceChange(tx, await applicationAudience(tx, a), { kind: 'application', id: a.id });
}

/** Announces a change of a worker's documents (and so their credentials, which are documents) to everyone who sees them. */
export async function announceWorkerFiles(tx: DbOrTx, workerId: string): Promise<void> {
  const audience = await workerAudience(tx, workerId);
  await announceChange(tx, audience, { kind: 'documents', workerId });
  await announceChange(tx, audience, { kind: 'credentials', workerId });
}

/**
 * Announces a job's posting changed (posted, edited, paused, reopened, closed): to every worker and to its
 * organization's staff. `opened`: it is open to applications now and was not before (posted, or reopened): every
 * worker also hears 'job-opened', for the boards it may join (they do not name it yet).
 */
export async function announceJob(
  tx: DbOrTx,
  job: { id: string; organizationId: string },
  { opened = false }: { opened?: boolean } = {},
): Promise<void> {
  const resource: LiveResource = { kind: 'job', id: job.id };
  if (opened) await announceToWorkers(tx, { kind: 'job-opened', id: job.id });
  await announceToWorkers(tx, resource);
  await announceChange(tx, await staffOf(tx, [job.organizationId]), resource);
}

/** Announces that an organization's apply requirements changed: to every worker and to its staff. */
export async function announceApplyRequirements(tx: DbOrTx, organizationId: string): Promise<void> {
  const resource: LiveResource = { kind: 'apply-requirements', organizationId };
  await announceToWorkers(tx, resource);
  await announceChange(tx, await staffOf(tx, [organizationId]), resource);
}
