// The demo seed's hours and pay (issue 44): Working placements under the California, federal and "8 and 80" rules,
// each with approved weeks whose statements open and add up, one disputed week and the current week in progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { suggestedRuleSet, suggestedTimeZone } from '@/domain/timesheets';
import { createTestApp, type TestApp } from '../test/test-app';
import { injectAs } from '../test/inject-as';
import { createSession } from '../test/session';
import { seed } from './seed';
import { agreedTermsOf } from '../data/agreed-terms';
import { applications, assignments, jobs, timesheetWeeks } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 40, workers: 12 });
}, 120_000);
afterAll(async () => t.close());

describe('demo seed: hours and pay', () => {
  it('has a Working placement per rule set with approved, disputed and current weeks whose statements add up', async () => {
    // The Working placements with weeks (the demo worker's Done placement has its own weeks, all approved:
    // seed-close-out.test; the other placements have their terms only, below).
    const withWeeks = new Set(
      (await t.app.db.selectDistinct({ id: timesheetWeeks.applicationId }).from(timesheetWeeks)).map((w) => w.id),
    );
    const rows = (
      await t.app.db
        .select({ a: assignments, status: applications.status })
        .from(assignments)
        .innerJoin(applications, eq(applications.id, assignments.applicationId))
    )
      .filter((r) => r.status === 'Working' && withWeeks.has(r.a.applicationId))
      .map((r) => r.a);
    expect(rows.map((r) => (r.terms as { rule_set: string }).rule_set).sort()).toEqual([
      'california',
      'federal',
      'federal_8_80',
    ]);
    for (const a of rows) {
      const weeks = await t.app.db
        .select()
        .from(timesheetWeeks)
        .where(eq(timesheetWeeks.applicationId, a.applicationId));
      expect(weeks.map((w) => w.status).sort()).toEqual([
        'approved',
        'approved',
        'approved',
        'approved',
        'disputed',
        'draft',
      ]);
      const worker = injectAs(t.app, await createSession(t.app, a.workerId));
      // The terms the contract states are the accepted offer's (the statements pay what the contract says: the seed
      // wrote $52.00 an hour under a contract of $57.21); the organization completed the rest.
      const agreed = await agreedTermsOf(t.app.db, a.applicationId);
      const pay = (agreed!.terms as { pay: { hourly_rate: number } }).pay;
      const terms = a.terms as { hourly_rate_cents: number };
      expect(terms.hourly_rate_cents).toBe(Math.round(pay.hourly_rate * 100));
      const view = (await worker.get(`/api/assignments/${a.applicationId}`)).json();
      expect(view.sources).toMatchObject({ hourly_rate_cents: 'contract', rule_set: 'organization' });
      for (const w of weeks.filter((x) => x.status === 'approved')) {
        const res = await worker.get(`/api/assignments/${a.applicationId}/weeks/${w.weekStart}/statement`);
        expect(res.statusCode, res.body).toBe(200);
        const s = res.json();
        for (const l of s.lines.filter((x: { code: string }) => x.code === 'REG'))
          expect(l.rate_cents).toBe(terms.hourly_rate_cents);
        expect(s.final).toBe(true);
        expect(s.lines.reduce((sum: number, l: { amount_cents: number }) => sum + l.amount_cents, 0)).toBe(
          s.gross_cents,
        );
      }
    }
  });

  it('has the pay terms of every placement at Cleared or later complete, the others under their facility state', async () => {
    const placed = await t.app.db
      .select({ id: applications.id, status: applications.status, workerId: applications.workerId, state: jobs.state })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(inArray(applications.status, ['Cleared', 'Working', 'Done']));
    expect(placed.length).toBeGreaterThan(3);
    const withWeeks = new Set(
      (await t.app.db.selectDistinct({ id: timesheetWeeks.applicationId }).from(timesheetWeeks)).map((w) => w.id),
    );
    for (const p of placed) {
      const worker = injectAs(t.app, await createSession(t.app, p.workerId));
      const view = (await worker.get(`/api/assignments/${p.id}`)).json();
      expect(view, `${p.status} ${p.id}`).toMatchObject({ complete: true, missing: [] });
      if (!withWeeks.has(p.id))
        expect(view).toMatchObject({ rule_set: suggestedRuleSet(p.state), time_zone: suggestedTimeZone(p.state) });
    }
  });
});
