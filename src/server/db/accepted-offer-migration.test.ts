// Migration 0010 records the accepted offer version of applications that passed an accepted offer before the column
// existed: those at Onboarding or later with offer versions accepted their newest. Rows are written the old way (no
// accepted version), then the migration's backfill runs again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { migrationStatements } from '../test/migration-statements';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../test/factories';
import { applications, offers } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('migration 0010: accepted offer version', () => {
  it('backfills the newest version of applications past an accepted offer, and only those', async () => {
    const team = await buildOrgWithTeam(t.app);
    const app = async (status: 'Working' | 'Offered' | 'Onboarding', versions: number) => {
      const a = await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status });
      for (let v = 1; v <= versions; v++)
        await t.app.db.insert(offers).values({
          applicationId: a.id,
          version: v,
          kind: v === 1 ? 'Offered' : 'Re-Offer',
          terms: { pay: { hourly_rate: 40 + v } },
          madeBy: team.recruiter.id,
          side: 'recruiter',
        });
      return a.id;
    };
    const working = await app('Working', 3);
    const pending = await app('Offered', 2);
    const noOffer = await app('Onboarding', 0);

    const [, backfill] = migrationStatements('0010_accepted_offer_version.sql');
    await t.app.db.execute(sql.raw(backfill!));

    const accepted = async (id: string) =>
      (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0]!.acceptedOfferVersion;
    expect([await accepted(working), await accepted(pending), await accepted(noOffer)]).toEqual([3, null, null]);
  });
});
