// Job alerts: a new job queues 'job-alert-instant'; it finds the instant searches the job matches and queues one
// 'job-alert-send' per search. The daily scan queues 'job-alert-send' for daily searches. Sending lists every
// matching job posted since the last alert, at most one email per search per period (an hour or a day).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALERT_PERIOD_MS, jobAlertEmail } from '@/domain/jobs';
import { routes } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { savedSearches, users } from '../../db/schema';
import { enqueue } from '../../queue/outbox';
import { emailWanted, notifyUser } from '../../queue/notify-user';
import { findSavedSearch, matchingJobsSince } from './queries';
import { unsubscribeUrl } from './unsubscribe-signature';

import { JOB_ALERT_INSTANT, JOB_ALERT_SEND } from '../../queue/job-alerts';

/** Queues the send of one search at `at` (never before its period since the last alert has passed). */
async function queueSend(
  db: DbOrTx,
  search: { id: string; frequency: 'instant' | 'daily'; lastNotifiedAt: Date | null },
  now: Date,
) {
  const earliest = search.lastNotifiedAt ? search.lastNotifiedAt.getTime() + ALERT_PERIOD_MS[search.frequency] : 0;
  const at = new Date(Math.max(now.getTime(), earliest));
  await enqueue(
    db,
    JOB_ALERT_SEND,
    { searchId: search.id, at: at.toISOString() },
    { runAt: at, dedupeKey: `alert:${search.id}:${at.toISOString()}` },
  );
}

/**
 * The instant check of one new job: every instant search it matches is sent now (or queued for when its period ends).
 */
export async function checkInstantAlerts(app: FastifyInstance, jobId: string, now = new Date()) {
  const searches = await app.db.select().from(savedSearches).where(eq(savedSearches.frequency, 'instant'));
  for (const s of searches) {
    const [hit] = await matchingJobsSince(app.db, s.query, new Date(0), jobId);
    if (hit) await sendJobAlert(app, s.id, now);
  }
}

/** The daily scan: every daily search not alerted in the last day gets one send queued (once per search and day). */
export async function scanDailyAlerts(app: FastifyInstance, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - ALERT_PERIOD_MS.daily);
  const due = await app.db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.frequency, 'daily'),
        or(isNull(savedSearches.lastNotifiedAt), lt(savedSearches.lastNotifiedAt, dayAgo)),
      ),
    );
  for (const s of due) {
    const day = now.toISOString().slice(0, 10);
    await enqueue(
      app.db,
      JOB_ALERT_SEND,
      { searchId: s.id, at: now.toISOString() },
      { runAt: now, dedupeKey: `alert:${s.id}:daily:${day}` },
    );
  }
  return due.length;
}

/** Sends one search's alert as of `at`: the matching jobs posted since the last alert (or since it was saved). */
export async function sendJobAlert(app: FastifyInstance, searchId: string, at: Date) {
  const search = await findSavedSearch(app.db, searchId);
  if (!search) return; // unsubscribed or deleted since
  const period = ALERT_PERIOD_MS[search.frequency];
  if (search.lastNotifiedAt && at.getTime() - search.lastNotifiedAt.getTime() < period) {
    await queueSend(app.db, search, at); // too soon: once the period has passed, these jobs go out together
    return;
  }
  const since = search.lastNotifiedAt ?? search.createdAt;
  const found = await matchingJobsSince(app.db, search.query, since);
  if (found.length === 0) return;
  const [worker] = await app.db
    .select({ email: users.email, active: users.active })
    .from(users)
    .where(eq(users.id, search.workerId))
    .limit(1);
  if (!worker?.active) return;
  const base = app.config.publicUrl;
  const mail = jobAlertEmail(
    search.name,
    found.map((j) => ({ ...j, url: `${base}${routes.jobDetail(j.id)}` })),
    unsubscribeUrl(base, app.config.sessionSecret, search.id),
  );
  await app.db.transaction(async (tx) => {
    await tx.update(savedSearches).set({ lastNotifiedAt: at }).where(eq(savedSearches.id, search.id));
    // The bell's item links to the board filtered by the search; the email goes unless the worker chose the app only.
    await notifyUser(tx, {
      userId: search.workerId,
      kind: 'job-alert',
      data: { search: search.name, jobs: found.length },
      link: search.query ? `${routes.exploreJobs()}?${search.query}` : routes.exploreJobs(),
    });
    if (await emailWanted(tx, search.workerId, 'job-alert'))
      await app.mailer.queue(tx, { to: worker.email, ...mail }, `mail:alert:${search.id}:${at.toISOString()}`);
  });
}

/** Registers the outbox handlers of job alerts. */
export function registerJobAlerts(app: FastifyInstance) {
  app.outbox.register(JOB_ALERT_INSTANT, async (payload) => checkInstantAlerts(app, String(payload.jobId)));
  app.outbox.register(JOB_ALERT_SEND, async (payload) =>
    sendJobAlert(app, String(payload.searchId), new Date(String(payload.at))),
  );
}

/** Runs the daily scan now and then hourly (idempotent: one send per search and day). */
export function startJobAlerts(app: FastifyInstance, intervalMs = 3_600_000): () => void {
  const run = () => scanDailyAlerts(app).catch((err) => app.log.error(err, 'job alert scan failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
