// The demo seed's hours and pay (issue 44): Working placements under the California, federal and "8 and 80" rules,
// each with approved weeks whose statements open and add up, one disputed week and the current week in progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { injectAs } from '../test/inject-as';
import { createSession } from '../test/session';
import { seed } from './seed';
import { applications, assignments, timesheetWeeks } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 40, workers: 12 });
}, 120_000);
afterAll(async () => t.close());

describe('demo seed: hours and pay', () => {
  it('has a Working placement per rule set with approved, disputed and current weeks whose statements add up', async () => {
    // The Working placements (the demo worker's Done placement has its own weeks, all approved: seed-close-out.test).
    const rows = (
      await t.app.db
        .select({ a: assignments, status: applications.status })
        .from(assignments)
        .innerJoin(applications, eq(applications.id, assignments.applicationId))
    )
      .filter((r) => r.status === 'Working')
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
      for (const w of weeks.filter((x) => x.status === 'approved')) {
        const res = await worker.get(`/api/assignments/${a.applicationId}/weeks/${w.weekStart}/statement`);
        expect(res.statusCode, res.body).toBe(200);
        const s = res.json();
        expect(s.final).toBe(true);
        expect(s.lines.reduce((sum: number, l: { amount_cents: number }) => sum + l.amount_cents, 0)).toBe(
          s.gross_cents,
        );
      }
    }
  });
});
