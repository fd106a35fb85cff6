// Migration 0008 repairs rows written before the pay model: stored derived pay is dropped from jobs and offer versions,
// a legacy taxable weekly without an hourly rate becomes the hourly rate it implies, and the sortable weekly_rate
// column is the pay model's weekly total. Rows are written the old way, then the migration's statements run again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { termsPay } from '@/domain/offers';
import { createTestApp, type TestApp } from '../test/test-app';
import { migrationStatements } from '../test/migration-statements';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../test/factories';
import { jobs, offers } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('migration 0008: pay inputs only', () => {
  it('repairs jobs and offer versions whose stored derived values disagree with their inputs', async () => {
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const details = (pay: Record<string, unknown>, hours: Record<string, unknown>) => ({
      ...(team.job.details as object),
      pay,
      hours,
    });
    // A job as the old code stored it: stale taxable weekly and weekly total beside an hourly rate of 60.
    const [stale] = await t.app.db
      .update(jobs)
      .set({
        details: details(
          {
            hourly_rate: 60,
            taxable_weekly: 1872,
            non_taxable_weekly: 1100,
            weekly_rate: 2972,
            feels_like_hourly: 82.56,
          },
          { hours_per_week: 36 },
        ),
        weeklyRate: 2972,
      })
      .where(eq(jobs.id, team.job.id))
      .returning();
    const a = await buildApplication(t.app, worker.id, stale, { status: 'Offered', offerStatus: 'Counter Offer' });
    await t.app.db.insert(offers).values([
      // A legacy version: taxable weekly only (no hourly rate), hours from the job.
      {
        applicationId: a.id,
        version: 1,
        kind: 'Offered',
        terms: { pay: { taxable_weekly: 1800 } },
        madeBy: team.recruiter.id,
        side: 'recruiter',
      },
      {
        applicationId: a.id,
        version: 2,
        kind: 'Counter Offer',
        terms: { pay: { hourly_rate: 60, taxable_weekly: 1872, weekly_rate: 3601 }, hours: { hours_per_week: 36 } },
        madeBy: worker.id,
        side: 'worker',
      },
    ]);

    for (const statement of migrationStatements('0008_pay_inputs_only.sql')) await t.app.db.execute(sql.raw(statement));

    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.id, stale.id));
    const pay = (job.details as { pay: Record<string, unknown> }).pay;
    expect(pay).toEqual({ hourly_rate: 60, non_taxable_weekly: 1100 });
    expect(job.weeklyRate).toBe(3260); // 60 × 36 + 1100
    expect(job.weeklyRate).toBe(termsPay(job.details as object).weeklyTotal);
    const versions = await t.app.db.select().from(offers).where(eq(offers.applicationId, a.id)).orderBy(offers.version);
    expect(versions.map((v) => v.terms)).toEqual([
      { pay: { hourly_rate: 50 } }, // 1800 ÷ 36
      { pay: { hourly_rate: 60 }, hours: { hours_per_week: 36 } },
    ]);
  });
});
