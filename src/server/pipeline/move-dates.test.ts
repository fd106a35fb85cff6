// The dates of moves (issue 42 item 3, issue 44): Working and Done were accepted 37 days before the assignment's start
// and the page read "STARTS IN 37 DAYS" under WORKING. The one writer of moves now refuses Working before the start
// date, and Done for a placement (a placement that never started ends as Rejected, or by the worker's withdrawal), on
// every road: a status change, the board, bulk. The clock is set (Date only) so the dates asserted never depend on today.
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { clearPrerequisitesForTest } from '../test/placement-factory';
import { applications } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const START = '2027-01-04';
/** 37 days before the start, mid-afternoon UTC. */
const EARLY = new Date('2026-11-28T15:00:00Z');
const START_DAY = new Date('2027-01-04T10:00:00Z'); // within the test sessions' day
const setClock = (d: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(d);
};

/** A cleared placement (offer accepted, contract signed, items verified, moved to Cleared) starting on START. */
async function clearedPlacement() {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    schedule: { start_date: START, end_date: '2027-04-04' },
  });
  const a = await buildApplication(t.app, worker.id, job, { status: 'Submitted' });
  expect(
    (
      await injectAs(t.app, team.recruiter).post('/api/offers', {
        applicationId: a.id,
        terms: { pay: { hourly_rate: 40 } },
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await injectAs(t.app, worker).post('/api/offers/respond', { applicationId: a.id, action: 'Accept' })).statusCode,
  ).toBe(200);
  await clearPrerequisitesForTest(t.app, a.id);
  expect((await patch(team.recruiter, a.id, 'Cleared')).statusCode).toBe(200);
  return { team, worker, job, a };
}

const patch = (user: TestUser, applicationId: string, status: ApplicationStatus) =>
  injectAs(t.app, user).patch('/api/application-journey', { applicationId, status });
const statusOf = async (id: string) =>
  (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;

describe('moves that wait for the assignment to start', () => {
  it('refuses Working and Done 37 days before the start, by change status and by bulk, with the catalogue words', async () => {
    setClock(EARLY);
    const { team, a } = await clearedPlacement();
    const working = await patch(team.recruiter, a.id, 'Working');
    expect(working.statusCode).toBe(422);
    expect(working.json().message).toBe(MESSAGES.moveDates.workingBeforeStart(START));
    expect(working.json().message).toBe(
      'This assignment starts on Jan 4, 2027. It can move to Working from that day on.',
    );
    const done = await patch(team.orgUser, a.id, 'Done');
    expect(done.statusCode).toBe(422);
    expect(done.json().message).toBe(MESSAGES.moveDates.doneBeforeStart(START));
    const bulk = await injectAs(t.app, team.orgUser).post('/api/application-journey/bulk', {
      action: 'status',
      status: 'Working',
      applications: [{ applicationId: a.id }],
    });
    expect(bulk.json().refused).toEqual([
      { applicationId: a.id, error: 'UNPROCESSABLE', message: MESSAGES.moveDates.workingBeforeStart(START) },
    ]);
    expect(await statusOf(a.id)).toBe('Cleared');
  });

  it('lets a placement that has not started end as Rejected, or be paused on Hold', async () => {
    setClock(EARLY);
    const { team, a } = await clearedPlacement();
    expect((await patch(team.recruiter, a.id, 'Hold')).statusCode).toBe(200);
    expect((await patch(team.recruiter, a.id, 'Rejected')).statusCode).toBe(200);
  });

  it('refuses Working the day before the start, accepts it on the start day, then Done', async () => {
    setClock(new Date('2027-01-03T20:00:00Z'));
    const { team, a } = await clearedPlacement();
    expect((await patch(team.recruiter, a.id, 'Working')).statusCode).toBe(422);
    vi.setSystemTime(START_DAY);
    const working = await patch(team.recruiter, a.id, 'Working');
    expect(working.statusCode, working.body).toBe(200);
    expect((await patch(team.recruiter, a.id, 'Done')).statusCode).toBe(200);
  });

  it('closes an application that never became a placement as Done at any time (spec: straight to Done)', async () => {
    setClock(EARLY);
    const team = await buildOrgWithTeam(t.app);
    const job = await buildJob(t.app, team.org.id, { schedule: { start_date: START } });
    const a = await buildApplication(t.app, (await buildWorker(t.app)).id, job, { status: 'Screening' });
    expect((await patch(team.recruiter, a.id, 'Done')).statusCode).toBe(200);
  });
});
