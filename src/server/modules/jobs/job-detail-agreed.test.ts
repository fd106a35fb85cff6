// Issue 42, item 5: after a counter at a different rate is accepted, every answer that shows the placement's weekly
// figure or a pay term shows the agreed one: the worker's job page (its pay breakdown and comparison rows, labelled as
// agreed terms) and the recruiter's application detail (job summary, comparison rows). Before acceptance the worker's
// page shows the job as posted, unlabelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Posted: $62/h × 36 h + $1,200 stipend = $3,432 a week. Counter v2 at $63/h: $2,268 + $1,200 = $3,468.
const POSTED = { pay: { hourly_rate: 62, non_taxable_weekly: 1200 }, hours: { hours_per_week: 36 } };

type Row = { key: string; job_value: unknown };
const rowValue = (rows: Row[], key: string) => rows.find((r) => r.key === key)?.job_value;

describe('the agreed terms on every surface after an accepted counter', () => {
  it('the worker page and the recruiter detail answer $3,468 (agreed v2), not the posted $3,432', async () => {
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const job = await buildJob(t.app, team.org.id, {
      recruiterId: team.recruiter.id,
      ...POSTED,
      schedule: { start_date: '2027-01-04' },
    });
    const a = await buildApplication(t.app, worker.id, job, { status: 'Submitted' });
    const asWorker = injectAs(t.app, worker);
    const asRecruiter = injectAs(t.app, team.recruiter);

    const posted = (await asWorker.get(`/api/jobs/${job.id}`)).json();
    expect(posted.job.pay.weekly_rate).toBe(3432);
    expect(posted.terms_of_record).toBeUndefined();

    expect(
      (await asRecruiter.post('/api/offers', { applicationId: a.id, terms: { pay: { hourly_rate: 62 } } })).statusCode,
    ).toBe(201);
    expect(
      (await asWorker.post('/api/offers', { applicationId: a.id, terms: { pay: { hourly_rate: 63 } } })).statusCode,
    ).toBe(201);
    expect((await asRecruiter.post('/api/offers/respond', { applicationId: a.id, action: 'Accept' })).statusCode).toBe(
      200,
    );

    const page = await asWorker.get(`/api/jobs/${job.id}`);
    expect(page.statusCode).toBe(200);
    const w = page.json();
    expect(w.terms_of_record).toEqual({ standing: 'agreed', version: 2 });
    expect(w.job.pay).toMatchObject({ hourly_rate: 63, weekly_rate: 3468, taxable_weekly: 2268 });
    expect(rowValue(w.comparison, 'min_weekly_pay')).toBe(3468);

    const d = (await asRecruiter.get(`/api/applications/${a.id}`)).json();
    expect(d.agreed_terms.terms.pay.weekly_rate).toBe(3468);
    expect(rowValue(d.comparison, 'min_weekly_pay')).toBe(3468);
    // The posting itself is unchanged: other workers still see the posted figure.
    const other = await buildWorker(t.app);
    expect((await injectAs(t.app, other).get(`/api/jobs/${job.id}`)).json().job.pay.weekly_rate).toBe(3432);
  });
});
