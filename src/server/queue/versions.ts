// Version counters of cached responses. Every write that can change a cached response bumps the counters of the
// scopes it touches in its own transaction; the same transaction NOTIFYs the hub channel, so every instance (this one
// included) learns the new versions when, and only when, the write commits. Readers tag what they cache with the
// versions they saw (src/server/plugins/response-cache.ts).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applications } from '../db/schema';
import { bumpsOfRequest, VERSIONS_TOPIC } from '../db/table-versions';
import { HUB_CHANNEL } from './hub';

export { bumpsOfRequest, VERSIONS_TOPIC };

/** The scopes a cached response can depend on. */
export const scopes = {
  /** People and organizations (names, roles, activation, preferences) and bulk loads: every response reads it. */
  global: 'global',
  /** Any job change (create, edit, pause, close, applied count). */
  board: 'board',
  job: (idOrGwId: string) => `job:${idOrGwId}`,
  /** A worker's profile and documents. */
  worker: (userId: string) => `worker:${userId}`,
  /** A worker's applications and offers. */
  workerApps: (userId: string) => `worker-apps:${userId}`,
  /** An organization's jobs, applications and offers (and their workers' profiles). */
  orgPipeline: (organizationId: string) => `org-pipeline:${organizationId}`,
  /** A user's chat list. */
  chats: (userId: string) => `chats:${userId}`,
};

const NOTIFY_CHUNK = 60;

function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/**
 * Bumps the counters of `list` inside the caller's transaction and announces them on commit (NOTIFY is
 * transactional: a rolled-back write announces nothing). Returns the new versions.
 */
export async function bumpVersions(tx: DbOrTx, list: readonly string[]): Promise<Map<string, number>> {
  // Sorted so concurrent writers lock the rows in one order (no deadlocks).
  const unique = [...new Set(list)].sort();
  const out = new Map<string, number>();
  if (unique.length === 0) return out;
  const values = sql.join(
    unique.map((s) => sql`(${s}, 1)`),
    sql`, `,
  );
  const rows = rowsOf<{ scope: string; version: number | string }>(
    await tx.execute(
      sql`insert into cache_versions (scope, version) values ${values}
          on conflict (scope) do update set version = cache_versions.version + 1
          returning scope, version`,
    ),
  );
  for (const r of rows) out.set(r.scope, Number(r.version));
  const entries = [...out.entries()];
  // NOTIFY payloads are limited to 8000 bytes: a large fan-out goes in several notifications.
  for (let i = 0; i < entries.length; i += NOTIFY_CHUNK) {
    const payload = JSON.stringify({ topic: VERSIONS_TOPIC, data: { v: entries.slice(i, i + NOTIFY_CHUNK) } });
    await tx.execute(sql`select pg_notify(${HUB_CHANNEL}, ${payload})`);
  }
  const pending = bumpsOfRequest.getStore();
  if (pending) for (const [s, v] of out) pending.set(s, Math.max(pending.get(s) ?? 0, v));
  return out;
}

/** The scopes of a worker: profile and documents, plus the pipelines of every organization they applied to. */
export async function workerScopes(tx: DbOrTx, workerId: string): Promise<string[]> {
  const orgs = await tx
    .selectDistinct({ organizationId: applications.organizationId })
    .from(applications)
    .where(eq(applications.workerId, workerId));
  return [
    scopes.worker(workerId),
    scopes.workerApps(workerId),
    ...orgs.map((o) => scopes.orgPipeline(o.organizationId)),
  ];
}

/** The scopes of a job: the board, the job (by both ids), its organization and the lists of workers who applied. */
export async function jobScopes(
  tx: DbOrTx,
  job: { id: string; gwJobId: string; organizationId: string },
): Promise<string[]> {
  const workers = await tx
    .selectDistinct({ workerId: applications.workerId })
    .from(applications)
    .where(eq(applications.jobId, job.id));
  return [
    scopes.board,
    scopes.job(job.id),
    scopes.job(job.gwJobId),
    scopes.orgPipeline(job.organizationId),
    ...workers.map((w) => scopes.workerApps(w.workerId)),
  ];
}

/** The scopes of one application: its worker's list and its organization's pipeline. */
export const applicationScopes = (a: { workerId: string; organizationId: string }) => [
  scopes.workerApps(a.workerId),
  scopes.orgPipeline(a.organizationId),
];

/** Bumps a job's scopes (create, edit, pause, close, applied count). */
export async function bumpJob(tx: DbOrTx, job: { id: string; gwJobId: string; organizationId: string }) {
  return bumpVersions(tx, await jobScopes(tx, job));
}

/** Bumps a worker's scopes (profile, documents). */
export async function bumpWorker(tx: DbOrTx, workerId: string) {
  return bumpVersions(tx, await workerScopes(tx, workerId));
}
