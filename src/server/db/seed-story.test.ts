// The demo seed tells a true story: job hours add up, no application predates its job, and each application's
// History, offers and bell items share one timeline that ends where the lists say ("N days in <status>").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, max } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { injectAs } from '../test/inject-as';
import { seed } from './seed';
import { clearanceBlockersOf } from '../data/onboarding';
import { applications, chats, jobs, messages, notifications, offers, statusHistory, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 40, workers: 12 });
});
afterAll(async () => t.close());

describe('demo seed: a true story', () => {
  it('every placement at Cleared or later passes the Cleared rule; every one in Onboarding has its checklist', async () => {
    const rows = await t.app.db.select({ id: applications.id, status: applications.status }).from(applications);
    const cleared = rows.filter((r) => ['Cleared', 'Working', 'Done'].includes(r.status));
    expect(cleared.length).toBeGreaterThan(0);
    for (const r of cleared) expect([r.status, await clearanceBlockersOf(t.app.db, r.id)]).toEqual([r.status, []]);
    const onboarding = rows.filter((r) => r.status === 'Onboarding');
    for (const r of onboarding) expect((await clearanceBlockersOf(t.app.db, r.id)).length).toBeGreaterThan(0);
  });

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

  it('every application past Offered accepted an offer version that exists: History shows it made, answered and accepted, in time order, and its detail answers the agreed terms', async () => {
    const agreedStatuses = ['Onboarding', 'Cleared', 'Working', 'Done'];
    const apps = (await t.app.db.select().from(applications)).filter((a) => agreedStatuses.includes(a.status));
    expect(apps.length).toBeGreaterThan(3);
    const versions = await t.app.db.select().from(offers).orderBy(asc(offers.version));
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.test', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(200);
    const admin = injectAs(t.app, login.cookies.map((c) => `${c.name}=${c.value}`).join('; '));
    const accepted = new Set<number>();
    for (const a of apps) {
      const own = versions.filter((v) => v.applicationId === a.id);
      expect(a.acceptedOfferVersion).not.toBeNull();
      accepted.add(a.acceptedOfferVersion!);
      // The accepted version is the last one made, and the recruiter made the first.
      expect(own.map((v) => v.version)).toEqual([...Array(a.acceptedOfferVersion).keys()].map((i) => i + 1));
      expect(own[0]).toMatchObject({ kind: 'Offered', side: 'recruiter' });
      // History: offer made, any counter and re-offer, then accepted (into Onboarding), each after the one before,
      // after the apply and no later than the move into the status the application is in.
      const rows = history.filter((h) => h.applicationId === a.id);
      const kinds = rows.map((h) => h.kind).filter((k) => k !== 'status');
      const v = a.acceptedOfferVersion!;
      expect(kinds).toEqual([
        'apply',
        'offer',
        ...(v >= 2 ? ['counter'] : []),
        ...(v >= 3 ? ['re-offer'] : []),
        'accept',
      ]);
      const accept = rows.find((h) => h.kind === 'accept')!;
      expect(accept).toMatchObject({ fromStatus: 'Offered', toStatus: 'Onboarding', offerStatus: null });
      for (const v of own) {
        expect(v.createdAt.getTime()).toBeGreaterThan(a.createdAt.getTime());
        expect(v.createdAt.getTime()).toBeLessThan(accept.createdAt.getTime());
      }
      expect(accept.createdAt.getTime()).toBeLessThanOrEqual(a.statusChangedAt.getTime());
      for (let i = 1; i < rows.length; i++)
        expect(rows[i].createdAt.getTime()).toBeGreaterThan(rows[i - 1].createdAt.getTime());
      // The detail answers the agreed terms: the accepted version's pay, not the posted terms.
      const res = await admin.get(`/api/applications/${a.id}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json() as {
        agreed_terms: { standing: string; version: number; terms: { pay?: { hourly_rate?: number } } };
        history: { kind: string | null }[];
      };
      expect(detail.agreed_terms).toMatchObject({ standing: 'agreed', version: a.acceptedOfferVersion });
      const last = own.at(-1)!.terms as { pay: { hourly_rate: number } };
      expect(detail.agreed_terms.terms.pay?.hourly_rate).toBe(last.pay.hourly_rate);
      expect(detail.history.map((h) => h.kind)).toContain('accept');
    }
    // Each kind of agreement is told: the first offer, a counter the recruiter accepted, a re-offer the worker accepted.
    expect([...accepted].sort()).toEqual([1, 2, 3]);
  });

  it("each chat's last activity is when its last message was written (the list's time and the chat's agree)", async () => {
    const rows = await t.app.db
      .select({ at: chats.lastMessageAt, last: max(messages.createdAt) })
      .from(chats)
      .innerJoin(messages, eq(messages.chatId, chats.id))
      .groupBy(chats.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.at.toISOString()).toBe(new Date(r.last!).toISOString());
  });
});
