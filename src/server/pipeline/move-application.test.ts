// The one writer of application moves, through the real routes on a real database: every status move (apply, a
// pipeline move, an offer, a counter, a re-offer, an accept, a decline, a withdrawal) writes exactly one history row,
// one webhook outbox row and the right mail rows; an assignment is recorded in History without a webhook or mail; a
// stale move writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { moveMailKey } from '@/domain/applications';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { applications, outbox, statusHistory, webhooks } from '../db/schema';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;
let worker: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await buildOrgWithTeam(t.app);
  worker = await buildWorker(t.app);
  // One webhook subscribed to both events: each move must queue exactly one delivery.
  await t.app.db.insert(webhooks).values({
    organizationId: team.org.id,
    url: 'https://hooks.example.com/carelink',
    secret: 'secret-for-tests-only',
    events: ['application.created', 'application.status_changed'],
  });
});
afterAll(async () => t.close());

const TERMS = { pay: { hourly_rate: 52, taxable_weekly: 1872 }, hours: { hours_per_week: 36 } };

async function call(method: 'POST' | 'PATCH', url: string, who: TestUser, payload: object) {
  const res = await injectAs(t.app, who)({ method, url, payload });
  return { status: res.statusCode, body: res.json() };
}

/** What the database holds for one application: its history rows, webhook deliveries and emails (by recipient). */
async function recorded(applicationId: string) {
  const history = await t.app.db
    .select()
    .from(statusHistory)
    .where(eq(statusHistory.applicationId, applicationId))
    .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
  const hooks = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'webhook'), sql`${outbox.payload}->'data'->>'application_id' = ${applicationId}`))
    .orderBy(asc(outbox.id));
  const mail = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), like(outbox.dedupeKey, `move:${applicationId}:%`)))
    .orderBy(asc(outbox.id));
  return { history, hooks, mail: mail.map((m) => (m.payload as { to: string }).to) };
}

/** Runs `act` and checks it added one history row of `kind`, one webhook of `event` and mail for `mailTo`. */
async function expectOneMove(
  applicationId: string,
  act: () => Promise<{ status: number; body: unknown }>,
  want: { kind: string; to: string; event?: string; mailTo: string[]; status?: number },
) {
  const before = await recorded(applicationId);
  const res = await act();
  expect(res.status, JSON.stringify(res.body)).toBe(want.status ?? 200);
  const after = await recorded(applicationId);
  const newHistory = after.history.slice(before.history.length);
  expect(newHistory).toHaveLength(1);
  expect(newHistory[0]).toMatchObject({ kind: want.kind, toStatus: want.to });
  const newHooks = after.hooks.slice(before.hooks.length);
  expect(newHooks).toHaveLength(1);
  expect((newHooks[0].payload as { event: string }).event).toBe(want.event ?? 'application.status_changed');
  expect(after.mail.slice(before.mail.length)).toEqual(want.mailTo);
  return { res, history: newHistory[0] };
}

async function version(id: string) {
  const [a] = await t.app.db.select().from(applications).where(eq(applications.id, id));
  return a;
}

describe('moveApplication: one writer for every status move', () => {
  it('plays a whole negotiation: each move writes one history row, one webhook and mails the other side', async () => {
    const job = await buildJob(t.app, team.org.id, {
      recruiterId: team.recruiter.id,
      requirements: { auto_offer: false },
    });

    // Apply: application.created, the recruiter is emailed.
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(statusHistory);
    const apply = await call('POST', '/api/worker-job-apply', worker, {
      status: 'New',
      job_id: job.id,
      recruiter_id: job.recruiterId,
      organization_id: job.organizationId,
      gw_job_id: job.gwJobId,
      auto_offer_consent: false,
    });
    expect(apply.status).toBe(201);
    const id = (apply.body as { _id: string })._id;
    const afterApply = await recorded(id);
    expect(afterApply.history).toHaveLength(1);
    expect(afterApply.history[0]).toMatchObject({ kind: 'apply', fromStatus: null, toStatus: 'New' });
    expect(afterApply.hooks.map((h) => (h.payload as { event: string }).event)).toEqual(['application.created']);
    expect(afterApply.mail).toEqual([team.recruiter.email]);
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(statusHistory);
    expect(after[0].n - before[0].n).toBe(1);

    // A plain pipeline move: no mail.
    await expectOneMove(
      id,
      () => call('PATCH', '/api/application-journey', team.recruiter, { status: 'Screening', applicationId: id }),
      { kind: 'status', to: 'Screening', mailTo: [] },
    );

    // The recruiter's first offer: the worker is emailed.
    await expectOneMove(id, () => call('POST', '/api/offers', team.recruiter, { applicationId: id, terms: TERMS }), {
      kind: 'offer',
      to: 'Offered',
      mailTo: [worker.email],
      status: 201,
    });
    expect((await version(id)).offerStatus).toBe('Offered');

    // The worker counters: the recruiter is emailed.
    await expectOneMove(
      id,
      () => call('POST', '/api/offers', worker, { applicationId: id, terms: { pay: { hourly_rate: 60 } } }),
      { kind: 'counter', to: 'Offered', mailTo: [team.recruiter.email], status: 201 },
    );
    expect((await version(id)).offerStatus).toBe('Counter Offer');

    // The recruiter changes the offer: the worker is emailed about the re-offer.
    await expectOneMove(
      id,
      () =>
        call('POST', '/api/offers', team.recruiter, {
          applicationId: id,
          action: 'Change Offer',
          terms: { pay: { hourly_rate: 56 } },
        }),
      { kind: 're-offer', to: 'Offered', mailTo: [worker.email], status: 201 },
    );

    // The worker counters again, the recruiter accepts the counter: Onboarding, no offer status left, worker emailed.
    await call('POST', '/api/offers', worker, { applicationId: id, terms: { pay: { hourly_rate: 58 } } });
    const { res } = await expectOneMove(
      id,
      () => call('POST', '/api/offers/respond', team.recruiter, { applicationId: id, action: 'Accept' }),
      { kind: 'accept', to: 'Onboarding', mailTo: [worker.email] },
    );
    expect(res.body).toMatchObject({ status: 'Onboarding', application: { offer_status: null } });

    // The webhook tells what moved, with the version the row now has.
    const last = (await recorded(id)).hooks.at(-1)!.payload as { data: Record<string, unknown> };
    expect(last.data).toMatchObject({
      application_id: id,
      from_status: 'Offered',
      to_status: 'Onboarding',
      move: 'accept',
      version: (await version(id)).version,
    });
  });

  it("a worker's decline records reason and notes in History and emails the recruiter", async () => {
    const a = await buildApplication(t.app, worker.id, team.job, { status: 'Submitted' });
    await call('POST', '/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    const { history } = await expectOneMove(
      a.id,
      () =>
        call('POST', '/api/offers/respond', worker, {
          applicationId: a.id,
          action: 'Decline',
          reason: 'Found a closer job',
          notes: 'Thanks for the offer',
        }),
      { kind: 'decline', to: 'Rejected', mailTo: [team.recruiter.email] },
    );
    expect(history).toMatchObject({
      decisionMaker: 'Worker',
      reason: 'Found a closer job',
      notes: 'Thanks for the offer',
    });
  });

  it("a worker's accept through PATCH and a withdrawal email the recruiter", async () => {
    const a = await buildApplication(
      t.app,
      worker.id,
      await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id }),
      {
        status: 'Submitted',
      },
    );
    await call('POST', '/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    await expectOneMove(
      a.id,
      () => call('PATCH', '/api/application-journey', worker, { status: 'Onboarding', applicationId: a.id }),
      { kind: 'accept', to: 'Onboarding', mailTo: [team.recruiter.email] },
    );
    expect((await version(a.id)).offerStatus).toBeNull();

    const b = await buildApplication(
      t.app,
      worker.id,
      await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id }),
      {
        status: 'Screening',
      },
    );
    await expectOneMove(
      b.id,
      () =>
        call('PATCH', '/api/application-journey', worker, {
          status: 'Rejected',
          applicationId: b.id,
          decision_maker: 'Worker',
          decision_reason: 'Changed my plans',
          decision_notes: '',
        }),
      { kind: 'withdraw', to: 'Rejected', mailTo: [team.recruiter.email] },
    );
    // A withdrawal is its own outcome, not a rejection.
    expect((await version(b.id)).offerStatus).toBe('Withdrawn');
  });

  it('a withdrawal from Offered named Withdrawn is a withdraw move (not a decline), stored as Withdrawn', async () => {
    const a = await buildApplication(
      t.app,
      worker.id,
      await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id }),
      { status: 'Submitted' },
    );
    await call('POST', '/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    await expectOneMove(
      a.id,
      () =>
        call('PATCH', '/api/application-journey', worker, {
          status: 'Rejected',
          outcome: 'Withdrawn',
          applicationId: a.id,
          decision_maker: 'Worker',
          decision_reason: '',
          decision_notes: '',
        }),
      { kind: 'withdraw', to: 'Rejected', mailTo: [team.recruiter.email] },
    );
    expect((await version(a.id)).offerStatus).toBe('Withdrawn');
  });

  it('an auto-accepted offer is two moves: the offer, then the acceptance made by the system', async () => {
    const job = await buildJob(t.app, team.org.id, {
      recruiterId: team.recruiter.id,
      requirements: { auto_offer: true },
    });
    const a = await buildApplication(t.app, worker.id, job, { status: 'Submitted', autoOfferConsent: true });
    const res = await call('POST', '/api/offers', team.recruiter, { applicationId: a.id, terms: TERMS });
    expect(res.status).toBe(201);
    const r = await recorded(a.id);
    expect(r.history.map((h) => [h.kind, h.fromStatus, h.toStatus, h.byUserId])).toEqual([
      ['offer', 'Submitted', 'Offered', team.recruiter.id],
      ['accept', 'Offered', 'Onboarding', null],
    ]);
    expect(r.hooks).toHaveLength(2);
    // The worker hears of the offer; the recruiter of the (automatic) acceptance.
    expect(r.mail).toEqual([worker.email, team.recruiter.email]);
  });

  it('assigning a recruiter is recorded in History (with the name), bumps the version, queues no webhook or mail', async () => {
    const a = await buildApplication(
      t.app,
      worker.id,
      await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id }),
      {
        status: 'Screening',
      },
    );
    const other = await injectAs(t.app, team.orgUser).post('/api/application-journey/assign-recruiter', {
      applicationId: a.id,
      newRecruiterId: team.recruiter.id,
      recruiterName: 'Test recruiter',
    });
    expect(other.statusCode, other.body).toBe(200);
    const r = await recorded(a.id);
    expect(r.history).toHaveLength(1);
    expect(r.history[0]).toMatchObject({ kind: 'assign', fromStatus: 'Screening', toStatus: 'Screening' });
    expect(r.history[0].notes).toBe('Test recruiter');
    expect(r.hooks).toHaveLength(0);
    expect(r.mail).toHaveLength(0);
    expect((await version(a.id)).version).toBe(a.version + 1);
    expect(other.json()).toMatchObject({ version: a.version + 1 });
  });

  it('a stale move (an older version) writes nothing', async () => {
    const a = await buildApplication(
      t.app,
      worker.id,
      await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id }),
      {
        status: 'New',
      },
    );
    const res = await call('PATCH', '/api/application-journey', team.recruiter, {
      status: 'Screening',
      applicationId: a.id,
      version: a.version + 5,
    });
    expect(res.status).toBe(409);
    const r = await recorded(a.id);
    expect([r.history.length, r.hooks.length, r.mail.length]).toEqual([0, 0, 0]);
  });

  it('counts counters waiting for the recruiter, and a settled counter no longer counts', async () => {
    const team2 = await buildOrgWithTeam(t.app);
    const counts = async () =>
      (await injectAs(t.app, team2.recruiter)({ method: 'GET', url: '/api/applications/counts' })).json() as {
        counters_waiting: number;
      };
    expect((await counts()).counters_waiting).toBe(0);
    const a = await buildApplication(t.app, worker.id, team2.job, { status: 'Submitted' });
    await call('POST', '/api/offers', team2.recruiter, { applicationId: a.id, terms: TERMS });
    expect((await counts()).counters_waiting).toBe(0);
    await call('POST', '/api/offers', worker, { applicationId: a.id, terms: { pay: { hourly_rate: 60 } } });
    expect((await counts()).counters_waiting).toBe(1);
    const list = await injectAs(t.app, team2.recruiter)({ method: 'GET', url: '/api/applications?status=Offered' });
    expect(list.json().items).toEqual([
      expect.objectContaining({ applicationId: a.id, offer_status: 'Counter Offer' }),
    ]);
    await call('POST', '/api/offers/respond', team2.recruiter, { applicationId: a.id, action: 'Accept' });
    expect((await counts()).counters_waiting).toBe(0);
  });

  it('mail is deduplicated per application version and recipient', async () => {
    expect(moveMailKey('a', 3, 'worker')).toBe('move:a:v3:worker');
    expect(moveMailKey('a', 3, 'worker')).not.toBe(moveMailKey('a', 4, 'worker'));
  });
});
