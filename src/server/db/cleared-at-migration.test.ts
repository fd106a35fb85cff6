// Migration 0014 records `cleared_at` for applications that reached Cleared legitimately before the column existed:
// the first move into Cleared or Working from a status before clearance (the Cleared rule or an override applied to
// it), or a placement past Onboarding whose clearance holds today. The detour of issue 41 (Done, then Cleared) is not a
// clearance. Rows are written the old way (no cleared_at), then the migration's two backfills run again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@/domain/applications';
import { createTestApp, type TestApp } from '../test/test-app';
import { migrationStatements } from '../test/migration-statements';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../test/factories';
import { clearPrerequisitesForTest } from '../test/placement-factory';
import { applications, statusHistory } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('migration 0014: cleared_at', () => {
  it('backfills the clearance from history and from what holds today, and not the detour through Done', async () => {
    const team = await buildOrgWithTeam(t.app);
    /** An application now at `status` whose history went through `path` (from → to pairs), in time order. */
    const withHistory = async (status: ApplicationStatus, path: [ApplicationStatus, ApplicationStatus][]) => {
      const a = await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status });
      for (const [i, [from, to]] of path.entries())
        await t.app.db.insert(statusHistory).values({
          applicationId: a.id,
          fromStatus: from,
          toStatus: to,
          kind: 'status',
          createdAt: new Date(Date.UTC(2026, 5, 1 + i)),
        });
      return a.id;
    };
    const cleared = await withHistory('Working', [
      ['Onboarding', 'Cleared'],
      ['Cleared', 'Working'],
    ]);
    const quick = await withHistory('Done', [
      ['Onboarding', 'Working'],
      ['Working', 'Done'],
    ]);
    const detour = await withHistory('Working', [
      ['Onboarding', 'Done'],
      ['Done', 'Cleared'],
      ['Cleared', 'Working'],
    ]);
    const holdsToday = await withHistory('Cleared', []);
    await clearPrerequisitesForTest(t.app, holdsToday);
    const notYet = await withHistory('Onboarding', []);
    await clearPrerequisitesForTest(t.app, notYet);

    const statements = migrationStatements('0014_cleared_at_mail_sends.sql');
    for (const backfill of statements.slice(1, 3)) await t.app.db.execute(sql.raw(backfill));

    const clearedAt = async (id: string) =>
      (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0]!.clearedAt;
    expect(await clearedAt(cleared)).toEqual(new Date(Date.UTC(2026, 5, 1)));
    expect(await clearedAt(quick)).toEqual(new Date(Date.UTC(2026, 5, 1)));
    expect(await clearedAt(detour)).toBeNull();
    expect(await clearedAt(holdsToday)).toBeInstanceOf(Date);
    expect(await clearedAt(notYet)).toBeNull();
  });
});
