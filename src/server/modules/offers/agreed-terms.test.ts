// Agreed terms of record (issue 30): accepting an offer records the accepted version, and every surface of that
// application — detail, status list, board card, Offers list, API v1, webhook payload — answers the accepted version's
// terms (labelled agreed), never the posted ones. An offer carries every posted term of the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { applications, outbox } from '../../db/schema';
import { clearPrerequisitesForTest } from '../../test/placement-factory';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
});
afterAll(async () => t.close());

// Posted: $30/h × 40 h + $1,008 stipend = $2,208 a week. Accepted v3: $32.70/h → $1,308 + $1,008 = $2,316.
const POSTED = { pay: { hourly_rate: 30, non_taxable_weekly: 1008 }, hours: { hours_per_week: 40 } };
const LOCATION = {
  state: 'TX',
  city: 'Austin',
  facility: 'St. David Medical Center',
  facility_parent_system: 'HCA Healthcare',
  facility_shift_cancellation_policy: { value: 'yes' as const, label: 'Yes' as const },
  contract_termination_policy: 'Two weeks notice',
  miles_from_facility: 25,
  holidays: ['Thanksgiving', 'Christmas Day'],
};

async function negotiation(auto = false) {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    requirements: { auto_offer: auto },
    ...POSTED,
    schedule: { start_date: '2027-01-04' },
    location: LOCATION,
  });
  const a = await buildApplication(t.app, worker.id, job, { status: 'Submitted', autoOfferConsent: auto });
  return { team, worker, job, a };
}

const offer = async (who: TestUser, applicationId: string, hourly: number) => {
  const res = await injectAs(t.app, who).post('/api/offers', {
    applicationId,
    terms: { pay: { hourly_rate: hourly } },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};

const stored = async (id: string) => (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0]!;

describe('agreed terms of record', () => {
  it('after the worker accepts v3, every surface shows the agreed $2,316, labelled agreed', async () => {
    const { team, worker, a } = await negotiation();
    const hook = await injectAs(t.app, team.orgUser).post('/api/org/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['application.status_changed'],
    });
    expect(hook.statusCode).toBe(201);

    await offer(team.recruiter, a.id, 30); // v1 at the posted pay
    await offer(worker, a.id, 34); // v2 counter
    await offer(team.recruiter, a.id, 32.7); // v3 re-offer
    // Before acceptance the terms of record are the live offer's, not agreed.
    const before = (await injectAs(t.app, team.recruiter).get(`/api/applications/${a.id}`)).json();
    expect(before.agreed_terms).toMatchObject({ standing: 'offered', version: 3 });

    const accepted = await injectAs(t.app, worker).post('/api/offers/respond', {
      applicationId: a.id,
      action: 'Accept',
    });
    expect(accepted.statusCode).toBe(200);
    expect((await stored(a.id)).acceptedOfferVersion).toBe(3);

    const agreedSummary = {
      standing: 'agreed',
      version: 3,
      weekly_rate: 2316,
      hourly_rate: 32.7,
      non_taxable_weekly: 1008,
      hours_per_week: 40,
    };
    for (const viewer of [team.recruiter, team.orgUser]) {
      const detail = await injectAs(t.app, viewer).get(`/api/applications/${a.id}`);
      expect(detail.statusCode).toBe(200);
      const d = detail.json();
      expect(d.agreed_terms.standing).toBe('agreed');
      expect(d.agreed_terms.version).toBe(3);
      expect(d.agreed_terms.terms.pay).toMatchObject({ hourly_rate: 32.7, weekly_rate: 2316, taxable_weekly: 1308 });
      // The Offers list marks the accepted version and carries its amounts.
      expect(
        d.offers.map((o: { version: number; accepted: boolean; resolved_terms: { pay: { weekly_rate: number } } }) => [
          o.version,
          o.accepted,
          o.resolved_terms.pay.weekly_rate,
        ]),
      ).toEqual([
        [1, false, 2208],
        [2, false, 2368],
        [3, true, 2316],
      ]);
    }

    for (const viewer of [team.recruiter, worker]) {
      const offers = (await injectAs(t.app, viewer).get(`/api/applications/${a.id}/offers`)).json();
      expect(offers.application.accepted_offer_version).toBe(3);
      expect(offers.agreed_terms).toMatchObject({ standing: 'agreed', version: 3 });
      expect(offers.agreed_terms.terms.pay.weekly_rate).toBe(2316);
    }

    // The worker's work journey keeps showing the agreed terms.
    const journey = (await injectAs(t.app, worker).get('/api/work-journey?status=Onboarding')).json();
    expect(journey.items.find((i: { applicationId: string }) => i.applicationId === a.id).terms).toEqual(agreedSummary);

    const list = (await injectAs(t.app, team.recruiter).get('/api/applications?status=onboarding')).json();
    expect(list.items.find((i: { applicationId: string }) => i.applicationId === a.id).terms).toEqual(agreedSummary);

    const board = (await injectAs(t.app, team.orgUser).get('/api/applications/board')).json();
    const card = board.columns
      .find((c: { status: string }) => c.status === 'Onboarding')
      .items.find((i: { applicationId: string }) => i.applicationId === a.id);
    expect(card.terms).toEqual(agreedSummary);

    const key = (await injectAs(t.app, team.orgUser).post('/api/org/api-keys', { name: 'ATS' })).json().key as string;
    const v1 = await t.app.inject({
      method: 'GET',
      url: '/api/v1/applications?status=Onboarding',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().items.find((i: { id: string }) => i.id === a.id).terms).toEqual(agreedSummary);

    const events = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id))
      .map((o) => o.payload as { event: string; data: { application_id: string; move: string; terms: unknown } })
      .filter((p) => p.data.application_id === a.id);
    expect(events.map((e) => [e.data.move, (e.data.terms as { standing: string }).standing])).toEqual([
      ['offer', 'offered'],
      ['counter', 'offered'],
      ['re-offer', 'offered'],
      ['accept', 'agreed'],
    ]);
    expect(events.at(-1)!.data.terms).toEqual(agreedSummary);

    // Moving on keeps the agreed terms (Working shows what was agreed, not what was posted).
    await clearPrerequisitesForTest(t.app, a.id);
    const moved = await injectAs(t.app, team.recruiter).patch('/api/application-journey', {
      applicationId: a.id,
      status: 'Cleared',
    });
    expect(moved.statusCode).toBe(200);
    const cleared = (await injectAs(t.app, team.recruiter).get('/api/applications?status=cleared')).json();
    expect(cleared.items.find((i: { applicationId: string }) => i.applicationId === a.id).terms).toEqual(agreedSummary);
  });

  it('a recruiter accepting a counter records the counter as agreed', async () => {
    const { team, worker, a } = await negotiation();
    await offer(team.recruiter, a.id, 30);
    await offer(worker, a.id, 33); // v2: 1320 + 1008 = 2328
    const res = await injectAs(t.app, team.recruiter).post('/api/offers/respond', {
      applicationId: a.id,
      action: 'Accept',
    });
    expect(res.statusCode).toBe(200);
    expect((await stored(a.id)).acceptedOfferVersion).toBe(2);
    const d = (await injectAs(t.app, team.orgUser).get(`/api/applications/${a.id}`)).json();
    expect([d.agreed_terms.standing, d.agreed_terms.version, d.agreed_terms.terms.pay.weekly_rate]).toEqual([
      'agreed',
      2,
      2328,
    ]);
  });

  it('an auto-offer accepted for a consenting worker records its version as agreed', async () => {
    const { team, a } = await negotiation(true);
    const made = await offer(team.recruiter, a.id, 31); // 1240 + 1008 = 2248
    expect(made.auto_accepted).toBe(true);
    expect((await stored(a.id)).acceptedOfferVersion).toBe(1);
    const d = (await injectAs(t.app, team.recruiter).get(`/api/applications/${a.id}`)).json();
    expect([d.agreed_terms.standing, d.agreed_terms.version, d.agreed_terms.terms.pay.weekly_rate]).toEqual([
      'agreed',
      1,
      2248,
    ]);
  });

  it('an offer carries every posted term of the job: parent system, cancellation, termination, distance, holidays', async () => {
    const { team, a } = await negotiation();
    const made = await offer(team.recruiter, a.id, 31);
    expect(made.offer.resolved_terms.location).toEqual(LOCATION);
    const offers = (await injectAs(t.app, team.recruiter).get(`/api/applications/${a.id}/offers`)).json();
    // The posted terms the make-offer form is prefilled with carry them too.
    expect(offers.job.terms.location).toEqual(LOCATION);
    expect(offers.offers[0].resolved_terms.location).toEqual(LOCATION);
  });
});
