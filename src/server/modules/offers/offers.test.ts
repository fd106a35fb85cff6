// Offers: every offer status × action × role, auto-offer, versions and stale answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { ApplicationStatus } from '@/domain/applications';
import { OFFER_STATUSES, type OfferAction, type OfferStatus } from '@/domain/offers';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildApplication,
  buildJob,
  buildOrgWithTeam,
  buildUser,
  buildWorker,
  type TestUser,
} from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { applications, offers, outbox, statusHistory } from '../../db/schema';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;
let worker: TestUser;
let otherWorker: TestUser;
let outsider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await buildOrgWithTeam(t.app);
  worker = await buildWorker(t.app);
  otherWorker = await buildWorker(t.app);
  const other = await buildOrgWithTeam(t.app);
  outsider = other.recruiter;
  admin = await buildUser(t.app, 'admin');
});
afterAll(async () => t.close());

const TERMS = { pay: { hourly_rate: 52 }, hours: { hours_per_week: 36 } };

async function post(url: string, who: TestUser, payload: unknown) {
  const res = await injectAs(t.app, who).post(url, payload as object);
  return { status: res.statusCode, body: res.json() };
}

/** A fresh application of `worker` in a given state, with one offer version when it has an offer status. */
async function appIn(
  status: string,
  offerStatus: OfferStatus | null,
  extra: Partial<Omit<typeof applications.$inferInsert, 'status'>> = {},
  given?: Awaited<ReturnType<typeof buildJob>>,
) {
  const job =
    given ??
    (await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id, requirements: { auto_offer: false } }));
  const a = await buildApplication(t.app, worker.id, job, {
    status: status as ApplicationStatus,
    offerStatus,
    ...extra,
  });
  if (offerStatus)
    await t.app.db.insert(offers).values({
      applicationId: a.id,
      version: 1,
      kind: offerStatus,
      terms: TERMS,
      madeBy: team.recruiter.id,
      side: 'recruiter',
    });
  return a;
}

type Role = 'worker' | 'recruiter' | 'organization' | 'admin';
const who = (r: Role) =>
  r === 'worker' ? worker : r === 'recruiter' ? team.recruiter : r === 'organization' ? team.orgUser : admin;

// What the rules allow on an application in Offered (the only status with a live offer).
const EXPECTED: Record<Exclude<OfferStatus, 'Withdrawn' | 'Declined'>, Record<'worker' | 'org', OfferAction[]>> = {
  Offered: { worker: ['Accept', 'Decline', 'Counter Offer'], org: ['Update Offer', 'Change Offer'] },
  'Re-Offer': { worker: ['Accept', 'Decline', 'Counter Offer'], org: ['Update Offer', 'Change Offer'] },
  'Counter Offer': { worker: ['Re Counter'], org: ['Accept', 'Decline', 'Change Offer'] },
};
const ACTIONS: OfferAction[] = ['Accept', 'Decline', 'Counter Offer', 'Update Offer', 'Change Offer', 'Re Counter'];
const ROLES: Role[] = ['worker', 'recruiter', 'organization', 'admin'];
const cases = [null, ...OFFER_STATUSES].flatMap((os) =>
  ROLES.flatMap((role) => ACTIONS.map((action) => ({ os, role, action }))),
);

describe('every offer status × action × role on an application in Offered', () => {
  it.each(cases)('$os / $action by $role', async ({ os, role, action }) => {
    const a = await appIn('Offered', os);
    const allowedList =
      os && os in EXPECTED ? EXPECTED[os as keyof typeof EXPECTED][role === 'worker' ? 'worker' : 'org'] : [];
    const allowed = allowedList.includes(action);
    const res =
      action === 'Accept' || action === 'Decline'
        ? await post('/api/offers/respond', who(role), {
            applicationId: a.id,
            action,
            reason: 'Found a closer job',
            notes: 'n',
          })
        : await post('/api/offers', who(role), { applicationId: a.id, action, terms: { pay: { hourly_rate: 60 } } });
    const [after] = await t.app.db.select().from(applications).where(eq(applications.id, a.id));
    if (!allowed) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'CONFLICT', message: MESSAGES.errors.offerActionNotAllowed });
      expect(after.version).toBe(a.version);
      return;
    }
    if (action === 'Accept') {
      expect(res.status).toBe(200);
      expect(after).toMatchObject({
        status: 'Onboarding',
        decisionMaker:
          role === 'worker'
            ? 'Worker'
            : role === 'recruiter'
              ? 'Recruiter'
              : role === 'organization'
                ? 'Organization'
                : 'Not Specified',
      });
    } else if (action === 'Decline') {
      expect(res.status).toBe(200);
      expect(after).toMatchObject({
        status: 'Rejected',
        offerStatus: 'Declined',
        decisionReason: 'Found a closer job',
        decisionNotes: 'n',
      });
    } else {
      expect(res.status).toBe(201);
      expect(res.body.offer).toMatchObject({
        version: 2,
        kind: role === 'worker' ? 'Counter Offer' : 'Re-Offer',
        side: role === 'worker' ? 'worker' : 'recruiter',
      });
      // The counter keeps every earlier term it did not change.
      expect(res.body.offer.terms).toEqual({ pay: { hourly_rate: 60 }, hours: { hours_per_week: 36 } });
      // …and its taxable weekly is 60 × 36, never an earlier version's figure.
      expect(res.body.offer.resolved_terms.pay).toMatchObject({ hourly_rate: 60, taxable_weekly: 2160 });
      expect(after).toMatchObject({ status: 'Offered', offerStatus: role === 'worker' ? 'Counter Offer' : 'Re-Offer' });
    }
    expect(after.version).toBe(a.version + 1);
  });
});

describe('making a first offer', () => {
  it.each(['New', 'Screening', 'Submitted', 'Hold'])(
    'a recruiter makes one from %s: status Offered, offer status Offered, version 1, a history row',
    async (status) => {
      const a = await appIn(status, null);
      const res = await post('/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS, version: a.version });
      expect(res.status).toBe(201);
      expect(res.body.application).toMatchObject({
        status: 'Offered',
        offer_status: 'Offered',
        version: a.version + 1,
      });
      expect(res.body.offer).toMatchObject({
        version: 1,
        kind: 'Offered',
        terms: TERMS,
        made_by: team.recruiter.id,
        side: 'recruiter',
      });
      expect(res.body.auto_accepted).toBe(false);
      const history = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, a.id));
      expect(history).toEqual([
        expect.objectContaining({
          fromStatus: status,
          toStatus: 'Offered',
          byUserId: team.recruiter.id,
          decisionMaker: 'Recruiter',
        }),
      ]);
    },
  );

  it.each(['Onboarding', 'Cleared', 'Working', 'Done', 'Rejected', 'Blocked'])('is refused from %s', async (status) => {
    const a = await appIn(status, null);
    const res = await post('/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    expect(res).toEqual({ status: 409, body: { error: 'CONFLICT', message: MESSAGES.errors.offerActionNotAllowed } });
  });

  it('a worker cannot make the first offer; a settled offer outside Offered cannot be countered', async () => {
    const a = await appIn('Submitted', null);
    expect((await post('/api/offers', worker, { applicationId: a.id, terms: TERMS })).body.message).toBe(
      MESSAGES.errors.offerActionNotAllowed,
    );
    const b = await appIn('Onboarding', 'Offered');
    expect((await post('/api/offers', worker, { applicationId: b.id, terms: TERMS })).status).toBe(409);
  });

  it("keeps the sender's notes: History of the application shows them on the offer's row", async () => {
    const a = await appIn('Submitted', null);
    const sent = await post('/api/offers', team.recruiter, {
      applicationId: a.id,
      terms: TERMS,
      notes: ' Night shifts ',
    });
    expect(sent.status).toBe(201);
    const countered = await post('/api/offers', worker, {
      applicationId: a.id,
      terms: { pay: { hourly_rate: 60 } },
      notes: 'Can start a week later',
      version: sent.body.application.version,
    });
    expect(countered.status).toBe(201);
    const detail = await injectAs(t.app, team.recruiter).get(`/api/applications/${a.id}`);
    expect(detail.statusCode).toBe(200);
    const history = (detail.json() as { history: { to_status: string; offer_status: string; notes: string }[] })
      .history;
    expect(history.map((h) => [h.offer_status, h.notes])).toEqual([
      ['Offered', 'Night shifts'],
      ['Counter Offer', 'Can start a week later'],
    ]);
  });

  it('an empty offer is refused with 400', async () => {
    const a = await appIn('Submitted', null);
    const res = await post('/api/offers', team.recruiter, { applicationId: a.id, terms: {} });
    expect(res.status).toBe(400);
  });
});

describe('who may touch an offer', () => {
  it('another worker and another organization get 404; unknown ids get 404', async () => {
    const a = await appIn('Offered', 'Offered');
    for (const u of [otherWorker, outsider]) {
      expect((await post('/api/offers', u, { applicationId: a.id, terms: TERMS })).status).toBe(404);
      expect((await post('/api/offers/respond', u, { applicationId: a.id, action: 'Accept' })).status).toBe(404);
      const list = await injectAs(t.app, u).get(`/api/applications/${a.id}/offers`);
      expect(list.statusCode).toBe(404);
    }
    expect((await post('/api/offers', team.recruiter, { applicationId: 'nope', terms: TERMS })).status).toBe(404);
  });

  it('signed-out callers get 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: { applicationId: 'x', terms: TERMS },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('declining', () => {
  it('needs a reason', async () => {
    const a = await appIn('Offered', 'Offered');
    const res = await post('/api/offers/respond', worker, { applicationId: a.id, action: 'Decline', reason: '  ' });
    expect(res).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message: MESSAGES.declineReasonRequired,
        fields: { reason: MESSAGES.declineReasonRequired },
      },
    });
  });

  it("a worker's decline is Rejected with decision maker Worker in the history", async () => {
    const a = await appIn('Offered', 'Re-Offer');
    const res = await post('/api/offers/respond', worker, {
      applicationId: a.id,
      action: 'Decline',
      reason: 'Pay too low',
    });
    expect(res.body.status).toBe('Rejected');
    const [h] = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, a.id));
    expect(h).toMatchObject({
      fromStatus: 'Offered',
      toStatus: 'Rejected',
      decisionMaker: 'Worker',
      reason: 'Pay too low',
      byUserId: worker.id,
    });
  });
});

describe('what History, the bell and the emails say', () => {
  it("a worker's counter is decided by Worker, not Not Specified", async () => {
    const a = await appIn('Offered', 'Offered');
    const res = await post('/api/offers', worker, { applicationId: a.id, action: 'Counter Offer', terms: TERMS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, a.id));
    expect(rows.map((h) => [h.kind, h.decisionMaker])).toEqual([['counter', 'Worker']]);
  });

  it('a first offer says the application is now Offered, once (not "Offered (Offered)")', async () => {
    const a = await appIn('Submitted', null);
    const res = await post('/api/offers', team.recruiter, { applicationId: a.id, action: 'Make Offer', terms: TERMS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), like(outbox.dedupeKey, `move:${a.id}:%`)));
    const texts = mails.map((m) => (m.payload as { text: string }).text);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toContain('(Offered)');
    expect(texts.some((x) => x.includes('is now Offered.'))).toBe(true);
  });
});

describe('versions and staleness', () => {
  it('keeps every version in order and never overwrites one', async () => {
    const a = await appIn('Submitted', null);
    await post('/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    await post('/api/offers', worker, { applicationId: a.id, terms: { pay: { hourly_rate: 58 } } });
    await post('/api/offers', worker, { applicationId: a.id, terms: { hours: { hours_per_week: 40 } } });
    await post('/api/offers', team.orgUser, { applicationId: a.id, terms: { pay: { hourly_rate: 55 } } });
    const res = await injectAs(t.app, worker).get(`/api/applications/${a.id}/offers`);
    const body = res.json();
    expect(
      body.offers.map((o: { version: number; kind: string; side: string }) => [o.version, o.kind, o.side]),
    ).toEqual([
      [1, 'Offered', 'recruiter'],
      [2, 'Counter Offer', 'worker'],
      [3, 'Counter Offer', 'worker'],
      [4, 'Re-Offer', 'recruiter'],
    ]);
    expect(body.offers[0].terms).toEqual(TERMS);
    expect(body.offers[3].terms).toEqual({ pay: { hourly_rate: 55 }, hours: { hours_per_week: 40 } });
    // What is in force after the last version: its pay derived from the inputs (55 × 40), not a stale stored value.
    expect(body.offers[3].resolved_terms.pay).toMatchObject({ hourly_rate: 55, taxable_weekly: 2200 });
    expect(body.application).toMatchObject({ status: 'Offered', offer_status: 'Re-Offer', version: a.version + 4 });
    expect(body.job.terms).toBeTypeOf('object');
  });

  it('accepting an offer replaced since it was loaded is refused with 409', async () => {
    const a = await appIn('Submitted', null);
    const made = await post('/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    const seen = made.body.application.version;
    await post('/api/offers', team.recruiter, {
      applicationId: a.id,
      action: 'Update Offer',
      terms: { pay: { hourly_rate: 40 } },
    });
    const res = await post('/api/offers/respond', worker, { applicationId: a.id, action: 'Accept', version: seen });
    expect(res).toEqual({ status: 409, body: { error: 'CONFLICT', message: MESSAGES.errors.staleUpdate } });
    const stale = await post('/api/offers', worker, { applicationId: a.id, terms: TERMS, expectedVersion: seen });
    expect(stale.body.message).toBe(MESSAGES.errors.staleUpdate);
    const ok = await post('/api/offers/respond', worker, { applicationId: a.id, action: 'Accept', version: seen + 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('Onboarding');
  });
});

describe('stale accept through PATCH /api/application-journey', () => {
  it('a worker accepting with the version loaded before a Re-Offer gets 409; with the new one it is accepted', async () => {
    const a = await appIn('Submitted', null);
    const made = await post('/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    const seen = made.body.application.version;
    await post('/api/offers', team.recruiter, { applicationId: a.id, terms: { pay: { hourly_rate: 41 } } });
    const patch = (version: number) =>
      injectAs(t.app, worker).patch('/api/application-journey', { applicationId: a.id, status: 'Onboarding', version });
    const stale = await patch(seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.errors.staleUpdate);
    expect((await patch(seen + 1)).statusCode).toBe(200);
  });
});

describe('auto-offer', () => {
  it('an offer to a consenting worker on an auto-offer job is accepted at once by the system for the worker', async () => {
    const job = await buildJob(t.app, team.org.id, {
      recruiterId: team.recruiter.id,
      requirements: { auto_offer: true },
    });
    const a = await appIn('Submitted', null, { autoOfferConsent: true }, job);
    const res = await post('/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    expect(res.body).toMatchObject({
      auto_accepted: true,
      application: { status: 'Onboarding', offer_status: null, decision_maker: 'Worker' },
    });
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, a.id))
      .orderBy(statusHistory.createdAt);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.byUserId, h.decisionMaker])).toEqual([
      ['Submitted', 'Offered', team.recruiter.id, 'Recruiter'],
      ['Offered', 'Onboarding', null, 'Worker'],
    ]);
  });

  it.each([
    { auto: true, consent: false },
    { auto: false, consent: true },
  ])(
    'without both (job auto_offer $auto, consent $consent) the offer waits for the worker',
    async ({ auto, consent }) => {
      const job = await buildJob(t.app, team.org.id, {
        recruiterId: team.recruiter.id,
        requirements: { auto_offer: auto },
      });
      const a = await appIn('Submitted', null, { autoOfferConsent: consent }, job);
      const res = await post('/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
      expect(res.body).toMatchObject({ auto_accepted: false, application: { status: 'Offered' } });
    },
  );
});

describe('GET /api/work-journey', () => {
  it("lists only the worker's applications with job, current offer and counts per status", async () => {
    const w = await buildWorker(t.app);
    const a1 = await buildApplication(t.app, w.id, team.job, { status: 'Offered', offerStatus: 'Offered' });
    await t.app.db.insert(offers).values({
      applicationId: a1.id,
      version: 1,
      kind: 'Offered',
      terms: TERMS,
      madeBy: team.recruiter.id,
      side: 'recruiter',
    });
    const job2 = await buildJob(t.app, team.org.id);
    await buildApplication(t.app, w.id, job2, { status: 'Rejected' });
    const all = (await injectAs(t.app, w).get('/api/work-journey')).json();
    expect(all.counts).toEqual({ Offered: 1, Rejected: 1 });
    expect(all.total).toBe(2);
    const offered = all.items.find((i: { applicationId: string }) => i.applicationId === a1.id);
    expect(offered).toMatchObject({
      title: team.job.title,
      city: team.job.city,
      state: team.job.state,
      status: 'Offered',
      offer_status: 'Offered',
      current_offer: TERMS,
    });
    const rejected = (await injectAs(t.app, w).get('/api/work-journey?status=rejected')).json();
    expect(rejected.items.map((i: { status: string }) => i.status)).toEqual(['Rejected']);
    const bad = await injectAs(t.app, w).get('/api/work-journey?status=bogus');
    expect(bad.statusCode).toBe(400);
    const recruiter = await injectAs(t.app, team.recruiter).get('/api/work-journey');
    expect(recruiter.statusCode).toBe(403);
  });
});
