// The demo seed tells a true story: job hours add up, no application predates its job, and each application's
// History, offers and bell items share one timeline that ends where the lists say ("N days in <status>").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { seed } from './seed';
import { applications, jobs, notifications, offers, statusHistory, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 40, workers: 12 });
});
afterAll(async () => t.close());

describe('demo seed: a true story', () => {
  it('every job: hours per week = hours per shift × shifts per week', async () => {
    const rows = await t.app.db.select({ gw: jobs.gwJobId, details: jobs.details }).from(jobs);
    expect(rows.length).toBe(40);
    const wrong = rows.filter((r) => {
      const h = (r.details as { hours?: Record<string, number> }).hours ?? {};
      return h.hours_per_week !== h.hours_per_shift * h.shifts_per_week;
    });
    expect(wrong.map((r) => r.gw)).toEqual([]);
  });

  it('no application was created before its job was posted, nor reached its status before it was created', async () => {
    const rows = await t.app.db
      .select({ created: applications.createdAt, changed: applications.statusChangedAt, posted: jobs.datePosted })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId));
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r.created.getTime()).toBeGreaterThan(r.posted.getTime());
      expect(r.changed.getTime()).toBeGreaterThanOrEqual(r.created.getTime());
    }
  });

  it('History starts with the apply when the application was created and reaches its status when the lists say', async () => {
    const apps = await t.app.db.select().from(applications);
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
    for (const a of apps) {
      const rows = history.filter((h) => h.applicationId === a.id);
      expect(rows[0]).toMatchObject({ kind: 'apply', toStatus: 'New', createdAt: a.createdAt });
      const moves = rows.filter((h, i) => i === 0 || h.fromStatus !== h.toStatus);
      expect(moves.at(-1)).toMatchObject({ toStatus: a.status, createdAt: a.statusChangedAt });
      // Every move after the one before it, none after the seed's "now".
      for (let i = 1; i < rows.length; i++)
        expect(rows[i].createdAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1].createdAt.getTime());
      expect(rows.at(-1)!.createdAt.getTime()).toBeLessThanOrEqual(Date.parse('2026-11-20T12:00:00Z'));
    }
  });

  it('each offer version has its History row at the same time, and the demo worker’s bell items are dated as History', async () => {
    const versions = await t.app.db.select().from(offers);
    const history = await t.app.db.select().from(statusHistory);
    const kindOf = { Offered: 'offer', 'Counter Offer': 'counter', 'Re-Offer': 're-offer' } as const;
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) {
      const row = history.find(
        (h) => h.applicationId === v.applicationId && h.kind === kindOf[v.kind as keyof typeof kindOf],
      );
      expect(row?.createdAt).toEqual(v.createdAt);
    }
    const [worker] = await t.app.db.select().from(users).where(eq(users.email, 'worker@demo.test'));
    const bell = await t.app.db.select().from(notifications).where(eq(notifications.userId, worker.id));
    const offerItems = bell.filter((n) => n.kind === 'offer');
    expect(offerItems.length).toBeGreaterThan(0);
    const offerRows = history.filter((h) => h.kind === 'offer').map((h) => h.createdAt.getTime());
    for (const n of offerItems) expect(offerRows).toContain(n.createdAt.getTime());
  });
});
