// A durable work queue kept in the database (see docs/decisions/0003-outbox-queue.md): jobs are
// inserted in the transaction that causes them and drained with FOR UPDATE SKIP LOCKED, so a
// restart loses nothing and two server instances never run the same job.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { outbox, webhooks } from '../db/schema';

/**
 * Thrown by a handler whose job cannot run now and must wait without counting as an attempt (a delivery to a webhook
 * paused since the job was claimed): it is put back, due at once; what kept it from running keeps it from being claimed
 * again (a paused webhook's deliveries are not claimed, below).
 */
export class NotNow extends Error {
  constructor() {
    super('not now');
  }
}

type Handler = (payload: Record<string, unknown>, attempt: number) => Promise<void>;
const MAX_ATTEMPTS = 8;
/** How long a claimed job is reserved for its runner before another may take it. */
const LEASE_MS = 5 * 60_000;

/**
 * Queues a job; a repeated dedupeKey is queued once (false: it was already queued). `groupKey`: whose share of its lane
 * it uses (fair claiming).
 */
export async function enqueue(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  opts: { runAt?: Date; dedupeKey?: string; groupKey?: string } = {},
): Promise<boolean> {
  const queued = await db
    .insert(outbox)
    .values({
      kind,
      payload,
      runAt: opts.runAt ?? new Date(),
      dedupeKey: opts.dedupeKey ?? null,
      groupKey: opts.groupKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return queued.length > 0;
}

export interface Outbox {
  register: (kind: string, handler: Handler) => void;
  /**
   * Runs every due job of `lanes` (all by default) once, one at a time; returns how many ran. Tests call it directly;
   * the development outbox drains the mail and other lanes (never waiting on webhook receivers).
   */
  drain: (now?: Date, lanes?: readonly Lane[]) => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => void;
  /** Jobs running now in this instance, per lane (tests, diagnostics). */
  running: () => Record<Lane, number>;
}

/**
 * Job kinds of the mail lane (issue 34): email and what sends it (a password reset). They run in a loop of their own,
 * so an organization's slow webhook receivers (up to 5 s a delivery) never delay anyone's mail.
 */
export const MAIL_LANE_KINDS = ['mail', 'password-reset'] as const;
/** Job kinds of the webhook lane: deliveries to organizations' receivers, run several at a time, fairly. */
export const WEBHOOK_LANE_KINDS = ['webhook'] as const;
/**
 * Job kinds of the files lane (issue 43): the slow work a state change leaves for after its commit — laying out,
 * sealing and storing a contract's PDF (src/server/pipeline/contract-files.ts, decision 0048). A loop of its own, so
 * seconds of PDF work never delay a reminder, and a reminder never delays a seal.
 */
export const FILE_LANE_KINDS = ['contract.draft', 'contract.seal'] as const;
/** A job kind of the files lane. */
export type FileJob = (typeof FILE_LANE_KINDS)[number];
export type Lane = 'mail' | 'webhook' | 'files' | 'other';
const LANES: Lane[] = ['mail', 'webhook', 'files', 'other'];
const list = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
const LANE_KINDS: Record<Exclude<Lane, 'other'>, readonly string[]> = {
  mail: MAIL_LANE_KINDS,
  webhook: WEBHOOK_LANE_KINDS,
  files: FILE_LANE_KINDS,
};
const laneFilter = (lane: Lane) =>
  lane === 'other'
    ? sql`kind not in (${list(Object.values(LANE_KINDS).flat())})`
    : sql`kind in (${list(LANE_KINDS[lane])})`;

const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The advisory lock key that serializes webhook claims (any constant the app uses for nothing else). */
const WEBHOOK_CLAIM_LOCK = 340_034;

/** Back-off after a failed attempt: 2^attempt seconds, at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(2 ** attempt * 1000, 3_600_000);

/**
 * How many jobs each lane runs at once per instance, and how many of them one group (an organization) may hold across
 * every instance. Webhooks: eight deliveries at a time, two per organization, so an organization whose receivers hang
 * (5 s each) holds two slots and the others keep six.
 */
export interface OutboxOptions {
  webhookConcurrency?: number;
  webhookPerGroup?: number;
}
export const OUTBOX_DEFAULTS = { webhookConcurrency: 8, webhookPerGroup: 2 } as const;

/** Creates the queue runner. */
export function createOutbox(db: Db, log: FastifyBaseLogger, opts: OutboxOptions = {}): Outbox {
  const handlers = new Map<string, Handler>();
  const timers: NodeJS.Timeout[] = [];
  const concurrency: Record<Lane, number> = {
    mail: 1,
    webhook: opts.webhookConcurrency ?? OUTBOX_DEFAULTS.webhookConcurrency,
    files: 1,
    other: 1,
  };
  const perGroup = opts.webhookPerGroup ?? OUTBOX_DEFAULTS.webhookPerGroup;
  const active: Record<Lane, number> = { mail: 0, webhook: 0, files: 0, other: 0 };
  const running: Record<Lane, number> = { mail: 0, webhook: 0, files: 0, other: 0 };
  let stopped = true;

  // A job is claimed in a short transaction (FOR UPDATE SKIP LOCKED, then a lease: run_at and leased_until move
  // forward), and its handler runs outside any transaction: handlers write through the pool (a delivery log, the
  // sent-mail record), which on single-connection PGlite would wait forever on a held transaction. A process that dies
  // mid-job leaves the lease to expire, and the job runs again. In the webhook lane a job is claimed only while its
  // group (the organization) holds fewer than `perGroup` leased jobs, counted in the database, so across instances.
  async function runOne(now: Date, lane: Lane): Promise<boolean> {
    const at = now.toISOString();
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    // A paused webhook's deliveries stay queued, unclaimed, until it is resumed (issue 34: kept, not dropped).
    const fair =
      lane === 'webhook'
        ? sql`and (o.group_key is null or (select count(*) from ${outbox} b where b.group_key = o.group_key and b.done_at is null and b.leased_until > ${at}) < ${perGroup})
              and not exists (select 1 from ${webhooks} w where w.paused_at is not null and w.id = (case when o.payload->>'webhookId' ~* ${UUID_TEXT} then (o.payload->>'webhookId')::uuid end))`
        : sql``;
    const claimed = await db.transaction(async (tx) => {
      // Webhook claims take turns (a lock held to the end of this short transaction, across instances): the count of
      // a group's leased jobs is then exact, where two concurrent claims could each see one place left.
      if (lane === 'webhook') await tx.execute(sql`select pg_advisory_xact_lock(${WEBHOOK_CLAIM_LOCK})`);
      const rows = await tx.execute(
        sql`select o.id, o.kind, o.payload, o.attempts from ${outbox} o where o.done_at is null and o.run_at <= ${at} and ${laneFilter(lane)} ${fair} order by o.run_at, o.id limit 1 for update skip locked`,
      );
      const job = (
        rows as unknown as { rows: { id: number; kind: string; payload: Record<string, unknown>; attempts: number }[] }
      ).rows[0];
      if (job)
        await tx.execute(
          sql`update ${outbox} set run_at = ${leaseUntil}, leased_until = ${leaseUntil} where id = ${job.id}`,
        );
      return job ?? null;
    });
    if (!claimed) return false;
    const job = claimed;
    const handler = handlers.get(job.kind);
    const attempt = job.attempts + 1;
    running[lane]++;
    // More may be waiting: let another runner of the lane start on them while this one works.
    if (!stopped) spawn(lane);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job.payload, attempt);
      await db.execute(
        sql`update ${outbox} set done_at = now(), attempts = ${attempt}, leased_until = null where id = ${job.id}`,
      );
    } catch (err) {
      if (err instanceof NotNow) {
        await db.execute(sql`update ${outbox} set run_at = ${at}, leased_until = null where id = ${job.id}`);
        return true;
      }
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = attempt >= MAX_ATTEMPTS;
      const runAt = new Date(now.getTime() + retryDelayMs(attempt)).toISOString();
      await db.execute(
        sql`update ${outbox} set attempts = ${attempt}, last_error = ${message.slice(0, 500)}, run_at = ${runAt}, leased_until = null, done_at = ${giveUp ? sql`now()` : null} where id = ${job.id}`,
      );
      log.warn({ kind: job.kind, attempt, err: message }, 'outbox job failed');
    } finally {
      running[lane]--;
    }
    return true;
  }

  /** Starts one more runner of the lane if it has room: it runs jobs until none is due, then ends. */
  function spawn(lane: Lane) {
    if (active[lane] >= concurrency[lane]) return;
    active[lane]++;
    void (async () => {
      try {
        while (!stopped && (await runOne(new Date(), lane)));
      } catch (err) {
        log.error(err, 'outbox drain failed');
      } finally {
        active[lane]--;
      }
    })();
  }

  return {
    register: (kind, handler) => handlers.set(kind, handler),
    drain: async (now = new Date(), lanes = LANES) => {
      // Until every lane is empty: a job of one lane may queue one of another (a reminder queues its mail).
      let count = 0;
      for (;;) {
        let ran = 0;
        for (const lane of lanes) while (await runOne(now, lane)) ran++;
        if (ran === 0) return count;
        count += ran;
      }
    },
    start: (intervalMs = 1000) => {
      if (timers.length) return;
      stopped = false;
      // Each lane polls on its own: a mail never waits behind a webhook that takes its full timeout. A poll starts one
      // runner while the lane has room; a runner that finds a job starts the next, up to the lane's concurrency.
      for (const lane of LANES) {
        const timer = setInterval(() => {
          spawn(lane); // one more runner while the lane has room (it ends at once when nothing is due)
        }, intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    stop: () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
    },
    running: () => ({ ...running }),
  };
}
