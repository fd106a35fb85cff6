// A filled job closes (issue 42, item 15): the move that fills a job's last opening (a placement entering Working or
// Done) closes it, so it leaves the public board and the sitemap; a job with more openings stays open until they are
// all filled, and an organization may keep a job open (its filling setting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { jobs } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const done = async (who: TestUser, app: { id: string; version: number }) => {
  const res = await injectAs(t.app, who).patch('/api/application-journey', {
    status: 'Done',
    applicationId: app.id,
    version: app.version,
    decision_maker: 'Recruiter',
    decision_reason: 'Assignment completed',
    decision_notes: '',
  });
  expect(res.statusCode, res.body).toBe(200);
};
const statusOf = async (id: string) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!.status;
const onPublicBoard = async (gwJobId: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/jobs?pageSize=50&sort=newest' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { gw_job_id: string }[] }).items.some((j) => j.gw_job_id === gwJobId);
};
/** The sitemap names a job by its page address (its id). */
const inSitemap = async (jobId: string) => {
  const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const parts = [...index.matchAll(/<loc>[^<]*(\/sitemap-jobs-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  const bodies = [index, ...(await Promise.all(parts.map(async (u) => (await t.app.inject(u)).body)))];
  return bodies.some((b) => b.includes(jobId));
};

async function placement(filling?: Record<string, unknown>, placements = 1) {
  const team = await buildOrgWithTeam(t.app);
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    ...(filling ? { filling } : {}),
  });
  const apps = [];
  for (let i = 0; i < placements; i++)
    apps.push(await buildApplication(t.app, (await buildWorker(t.app)).id, job, { status: 'Working' }));
  return { team, job, apps };
}

describe('a filled job closes', () => {
  it('its one opening filled (Done): closed, off the public board and the sitemap', async () => {
    const { team, job, apps } = await placement();
    expect([await onPublicBoard(job.gwJobId), await inSitemap(job.id)]).toEqual([true, true]);
    await done(team.recruiter, apps[0]);
    expect(await statusOf(job.id)).toBe('closed');
    expect([await onPublicBoard(job.gwJobId), await inSitemap(job.id)]).toEqual([false, false]);
  });

  it('two openings: open after the first is filled, closed after the second', async () => {
    const { team, job, apps } = await placement({ openings: 2 }, 2);
    await done(team.recruiter, apps[0]);
    // Both are Working or Done now: filled. One Working and one New would leave it open.
    expect(await statusOf(job.id)).toBe('closed');
    const other = await placement({ openings: 2 }, 1);
    await done(other.team.recruiter, other.apps[0]);
    expect(await statusOf(other.job.id)).toBe('open');
  });

  it('the organization’s choice to keep it open is kept', async () => {
    const { team, job, apps } = await placement({ openings: 1, keep_open_when_filled: true });
    await done(team.recruiter, apps[0]);
    expect(await statusOf(job.id)).toBe('open');
    expect(await onPublicBoard(job.gwJobId)).toBe(true);
  });

  it('the job form takes the setting and refuses an opening count that is not a whole number from 1', async () => {
    const { team } = await placement();
    const post = (filling: unknown) =>
      injectAs(t.app, team.orgUser).post('/api/org/jobs', {
        title: 'ICU RN',
        profession: 'Registered Nurse',
        pay: { hourly_rate: 50, non_taxable_weekly: 1000 },
        hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3 },
        filling,
      });
    const ok = await post({ openings: 3, keep_open_when_filled: true });
    expect(ok.statusCode, ok.body).toBeLessThan(300);
    for (const bad of [{ openings: 0 }, { openings: 1.5 }, { other: true }])
      expect((await post(bad)).statusCode, JSON.stringify(bad)).toBe(400);
  });
});
