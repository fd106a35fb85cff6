// Pay on offers and jobs comes from the one pay model: the server derives taxable weekly, weekly total and feels-like
// from the inputs (client-sent derived values are ignored and never stored), refuses offers and jobs whose required
// pay inputs are missing with a 400 naming the fields, and the job detail and offer responses show the same figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { termsPay } from '@/domain/offers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { jobs, offers } from '../../db/schema';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;
let worker: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await buildOrgWithTeam(t.app);
  worker = await buildWorker(t.app);
});
afterAll(async () => t.close());

const PAY = { hourly_rate: 50, non_taxable_weekly: 1100, pay_frequency: 'Weekly' };

async function submittedApp(
  pay: Record<string, unknown> = PAY,
  hours: Record<string, unknown> = { hours_per_week: 36 },
) {
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    requirements: { auto_offer: false },
    pay,
    hours,
    schedule: { start_date: '2027-01-04' },
  });
  return { job, a: await buildApplication(t.app, worker.id, job, { status: 'Submitted' }) };
}

const post = async (who: TestUser, payload: object) => {
  const res = await injectAs(t.app, who).post('/api/offers', payload);
  return { status: res.statusCode, body: res.json() };
};

describe('offers: the server derives pay from the inputs', () => {
  it('ignores derived values a client sends, stores inputs only and answers the derived figures', async () => {
    const { a } = await submittedApp();
    await post(team.recruiter, { applicationId: a.id, terms: { pay: { hourly_rate: 50 } } });
    // The audit's counter: 60/h for 36 h sent with a stale taxable weekly 1872 and weekly pay 3601.
    const counter = await post(worker, {
      applicationId: a.id,
      terms: { pay: { hourly_rate: 60, taxable_weekly: 1872, weekly_rate: 3601, feels_like_hourly: 100 } },
    });
    expect(counter.status).toBe(201);
    expect(counter.body.offer.terms).toEqual({ pay: { hourly_rate: 60 } });
    expect(counter.body.offer.resolved_terms.pay).toMatchObject({
      hourly_rate: 60,
      non_taxable_weekly: 1100,
      taxable_weekly: 2160, // 60 × 36
      weekly_rate: 3260, // 2160 + 1100
      feels_like_hourly: 90.56, // 3260 ÷ 36
    });
    const rows = await t.app.db.select().from(offers).where(eq(offers.applicationId, a.id));
    for (const r of rows) expect(Object.keys((r.terms as { pay?: object }).pay ?? {})).not.toContain('taxable_weekly');
    expect(rows.map((r) => (r.terms as { pay: object }).pay)).toEqual([{ hourly_rate: 50 }, { hourly_rate: 60 }]);

    const list = (await injectAs(t.app, team.recruiter).get(`/api/applications/${a.id}/offers`)).json();
    expect(list.job.terms.pay).toMatchObject({ taxable_weekly: 1800, weekly_rate: 2900, feels_like_hourly: 80.56 });
    expect(
      list.offers.map((o: { resolved_terms: { pay: { weekly_rate: number } } }) => o.resolved_terms.pay.weekly_rate),
    ).toEqual([2900, 3260]);
  });

  it('refuses with 400 naming the fields when the terms in force lack the taxable hourly rate or the hours', async () => {
    const { a } = await submittedApp({ non_taxable_weekly: 1000 }, {});
    const res = await post(team.recruiter, {
      applicationId: a.id,
      terms: { pay: { taxable_weekly: 1800, weekly_rate: 2800 }, schedule: { start_date: '2027-02-01' } },
    });
    expect(res).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message: 'The pay cannot be worked out without: Taxable hourly rate, Hours per week.',
        fields: {
          'terms.pay.hourly_rate': 'Taxable hourly rate is required to work out the pay.',
          'terms.hours.hours_per_week': 'Hours per week is required to work out the pay.',
        },
      },
    });
    expect(await t.app.db.select().from(offers).where(eq(offers.applicationId, a.id))).toEqual([]);
    // Sending the inputs makes the same offer valid.
    const ok = await post(team.recruiter, {
      applicationId: a.id,
      terms: { pay: { hourly_rate: 45 }, hours: { hours_per_week: 40 } },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.offer.resolved_terms.pay).toMatchObject({ taxable_weekly: 1800, weekly_rate: 2800 });
  });

  it('a counter with only a new hourly rate keeps the hours and stipend in force', async () => {
    const { a } = await submittedApp();
    await post(team.recruiter, { applicationId: a.id, terms: { pay: { hourly_rate: 50 } } });
    const res = await post(worker, { applicationId: a.id, terms: { pay: { hourly_rate: 61.25 } } });
    expect(res.status).toBe(201);
    expect(res.body.offer.resolved_terms.pay).toMatchObject({ taxable_weekly: 2205, weekly_rate: 3305 });
  });
});

describe('the job detail and offer responses show the same figures', () => {
  it('job detail pay, posted terms and a first offer on the posted pay agree, all equal to the pay model', async () => {
    const { job, a } = await submittedApp(
      { hourly_rate: 47.37, non_taxable_weekly: 1246, overtime_rate: 71.06 },
      {
        hours_per_week: 37.5,
      },
    );
    const detail = (await injectAs(t.app, worker).get(`/api/jobs/${job.id}`)).json();
    const made = await post(team.recruiter, { applicationId: a.id, terms: { pay: { hourly_rate: 47.37 } } });
    const listed = (await injectAs(t.app, worker).get(`/api/applications/${a.id}/offers`)).json();
    const b = termsPay({ pay: { hourly_rate: 47.37, non_taxable_weekly: 1246 }, hours: { hours_per_week: 37.5 } });
    const expected = {
      taxable_weekly: b.taxableWeekly,
      weekly_rate: b.weeklyTotal,
      feels_like_hourly: b.feelsLikeHourly,
    };
    expect(expected).toEqual({ taxable_weekly: 1776.38, weekly_rate: 3022.38, feels_like_hourly: 80.6 });
    expect(detail.job.pay).toMatchObject(expected);
    expect(listed.job.terms.pay).toMatchObject(expected);
    expect(made.body.offer.resolved_terms.pay).toMatchObject(expected);
    expect(listed.offers[0].resolved_terms.pay).toMatchObject(expected);
    const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.weeklyRate).toBe(3022.38);
  });
});

describe('jobs: pay inputs required, derived values recomputed', () => {
  const body = {
    title: 'ICU Travel Nurse',
    profession: 'Registered Nurse',
    specialty: 'ICU',
    pay: { hourly_rate: 52, non_taxable_weekly: 1000, taxable_weekly: 9999, weekly_rate: 1, feels_like_hourly: 1 },
    hours: { hours_per_week: 36 },
    location: { state: 'GA', city: 'Atlanta' },
  };

  it('refuses a job without a taxable hourly rate or hours per week with 400 naming the fields', async () => {
    const res = await injectAs(t.app, team.orgUser).post('/api/org/jobs', {
      ...body,
      pay: { non_taxable_weekly: 1000, weekly_rate: 2800 },
      hours: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'BAD_REQUEST',
      fields: {
        'pay.hourly_rate': 'Taxable hourly rate is required to work out the pay.',
        'hours.hours_per_week': 'Hours per week is required to work out the pay.',
      },
    });
  });

  it('ignores sent derived values: stores inputs, answers and sorts by the derived weekly total', async () => {
    const res = await injectAs(t.app, team.orgUser).post('/api/org/jobs', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().pay).toEqual({
      hourly_rate: 52,
      non_taxable_weekly: 1000,
      taxable_weekly: 1872,
      weekly_rate: 2872,
      feels_like_hourly: 79.78,
    });
    const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, res.json()._id));
    expect((row.details as { pay: object }).pay).toEqual({ hourly_rate: 52, non_taxable_weekly: 1000 });
    expect(row.weeklyRate).toBe(2872);
  });
});
