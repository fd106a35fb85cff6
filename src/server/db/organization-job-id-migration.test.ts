// A job's job_id is the organization's own id for it, only when the organization gave one. A job posted without one was
// stored with a copy of its gw_job_id, and the pages that show the organization's id showed the product's a second time
// ("GW-… · GW-…" on the application page and in the job list, "Organization job ID: GW-…" on the job page). Migration
// 0025 empties those copies; the posting route stores none; the API leaves the field out when there is none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { JobDetail } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../test/test-app';
import { migrationStatements } from '../test/migration-statements';
import { buildJob, buildOrgWithTeam, buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { jobs } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const JOB = {
  title: 'ICU Travel Nurse',
  profession: 'Registered Nurse',
  specialty: 'ICU',
  pay: { hourly_rate: 52 },
  hours: { hours_per_week: 36 },
  location: { state: 'GA', city: 'Atlanta' },
};

describe("the organization's own job id", () => {
  it('is stored and answered only when the organization gave one', async () => {
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const org = injectAs(t.app, team.orgUser);
    const without = await org.post('/api/org/jobs', JOB);
    expect(without.statusCode, without.body).toBe(201);
    const withOwn = await org.post('/api/org/jobs', { ...JOB, job_id: 'REQ-77' });
    expect(withOwn.statusCode, withOwn.body).toBe(201);

    const detail = async (id: string) =>
      ((await injectAs(t.app, worker).get(`/api/jobs/${id}`)).json() as JobDetail).job;
    const a = await detail(without.json()._id);
    expect(a.gw_job_id).toMatch(/^GW-/);
    expect(a.job_id).toBeUndefined();
    expect((await detail(withOwn.json()._id)).job_id).toBe('REQ-77');
    const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, without.json()._id));
    expect(row!.jobId).toBeNull();
  });

  it('migration 0025 empties the copies of gw_job_id and keeps the ids organizations gave', async () => {
    const team = await buildOrgWithTeam(t.app);
    const copied = await buildJob(t.app, team.org.id, { title: 'Copied' });
    const own = await buildJob(t.app, team.org.id, { title: 'Own' });
    // Written the old way: the product's id copied into the organization's.
    await t.app.db.update(jobs).set({ jobId: copied.gwJobId }).where(eq(jobs.id, copied.id));
    await t.app.db.update(jobs).set({ jobId: 'REQ-5' }).where(eq(jobs.id, own.id));

    for (const statement of migrationStatements('0025_organization_job_id_optional.sql'))
      await t.app.db.execute(sql.raw(statement));

    const jobIdOf = async (id: string) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!.jobId;
    expect([await jobIdOf(copied.id), await jobIdOf(own.id)]).toEqual([null, 'REQ-5']);
  });
});
