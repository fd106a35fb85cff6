// A durable work queue kept in the database (see docs/decisions/0003-outbox-queue.md): jobs are
// inserted in the transaction that causes them and drained with FOR UPDATE SKIP LOCKED, so a
// restart loses nothing and two server instances never run the same job.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema';

type Handler = (payload: Record<string, unknown>, attempt: number) => Promise<void>;
const MAX_ATTEMPTS = 8;
/** How long a claimed job is reserved for its runner before another may take it. */
const LEASE_MS = 5 * 60_000;

/** Queues a job; a repeated dedupeKey is queued once. */
export async function enqueue(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  opts: { runAt?: Date; dedupeKey?: string } = {},
) {
  await db
    .insert(outbox)
    .values({ kind, payload, runAt: opts.runAt ?? new Date(), dedupeKey: opts.dedupeKey ?? null })
    .onConflictDoNothing();
}

export interface Outbox {
  register: (kind: string, handler: Handler) => void;
  /** Runs every due job once; returns how many ran. Tests call it directly. */
  drain: (now?: Date) => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => void;
}

/**
 * Job kinds of the mail lane (issue 34): email and what sends it (a password reset). They run in a loop of their own,
 * so an organization's slow webhook receivers (up to 5 s a delivery) never delay anyone's mail.
 */
export const MAIL_LANE_KINDS = ['mail', 'password-reset'] as const;
type Lane = 'mail' | 'other';
const LANES: Lane[] = ['mail', 'other'];
const mailKinds = sql.join(
  MAIL_LANE_KINDS.map((k) => sql`${k}`),
  sql`, `,
);
const laneFilter = (lane: Lane) => (lane === 'mail' ? sql`kind in (${mailKinds})` : sql`kind not in (${mailKinds})`);

/** Back-off after a failed attempt: 2^attempt seconds, at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(2 ** attempt * 1000, 3_600_000);

/** Creates the queue runner. */
export function createOutbox(db: Db, log: FastifyBaseLogger): Outbox {
  const handlers = new Map<string, Handler>();
  const timers: NodeJS.Timeout[] = [];

  // A job is claimed in a short transaction (FOR UPDATE SKIP LOCKED, then a lease: run_at moves forward),
  // and its handler runs outside any transaction: handlers write through the pool (a delivery log, the
  // sent-mail record), which on single-connection PGlite would wait forever on a held transaction. A process
  // that dies mid-job leaves the lease to expire, and the job runs again.
  async function runOne(now: Date, lane: Lane): Promise<boolean> {
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx.execute(
        sql`select id, kind, payload, attempts from ${outbox} where done_at is null and run_at <= ${now.toISOString()} and ${laneFilter(lane)} order by run_at, id limit 1 for update skip locked`,
      );
      const job = (
        rows as unknown as { rows: { id: number; kind: string; payload: Record<string, unknown>; attempts: number }[] }
      ).rows[0];
      if (job) await tx.execute(sql`update ${outbox} set run_at = ${leaseUntil} where id = ${job.id}`);
      return job ?? null;
    });
    if (!claimed) return false;
    const job = claimed;
    const handler = handlers.get(job.kind);
    const attempt = job.attempts + 1;
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job.payload, attempt);
      await db.execute(sql`update ${outbox} set done_at = now(), attempts = ${attempt} where id = ${job.id}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = attempt >= MAX_ATTEMPTS;
      const runAt = new Date(now.getTime() + retryDelayMs(attempt)).toISOString();
      await db.execute(
        sql`update ${outbox} set attempts = ${attempt}, last_error = ${message.slice(0, 500)}, run_at = ${runAt}, done_at = ${giveUp ? sql`now()` : null} where id = ${job.id}`,
      );
      log.warn({ kind: job.kind, attempt, err: message }, 'outbox job failed');
    }
    return true;
  }

  return {
    register: (kind, handler) => handlers.set(kind, handler),
    drain: async (now = new Date()) => {
      // Until both lanes are empty: a job of one lane may queue one of the other (a reminder queues its mail).
      let count = 0;
      for (;;) {
        let ran = 0;
        for (const lane of LANES) while (await runOne(now, lane)) ran++;
        if (ran === 0) return count;
        count += ran;
      }
    },
    start: (intervalMs = 1000) => {
      if (timers.length) return;
      // Each lane has its own loop: a mail never waits behind a webhook that takes its full timeout.
      for (const lane of LANES) {
        let running = false;
        const timer = setInterval(async () => {
          if (running) return;
          running = true;
          try {
            while (await runOne(new Date(), lane));
          } catch (err) {
            log.error(err, 'outbox drain failed');
          } finally {
            running = false;
          }
        }, intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    stop: () => {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
    },
  };
}
