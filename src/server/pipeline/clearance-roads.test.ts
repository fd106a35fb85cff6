// The Cleared rule on every road (issue 41): a move into Cleared or Working needs the clearance (a signed contract and
// every required item verified, or an organization's recorded override) unless the application was cleared before —
// its `cleared_at`, written once by the one writer of moves, never the status it comes from. A recruiter who took the
// detour through Done (or Hold, or Rejected) and back was let through before; every road below is refused now: a single
// status change (PATCH /api/application-journey, which the quick-advance and the board also send), bulk moves, and any
// other caller of moveApplication. An application cleared once moves among Cleared, Working, Done and Hold freely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@/domain/applications';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { clearPrerequisitesForTest, completeTermsForTest } from '../test/placement-factory';
import { applications, onboardingItems } from '../db/schema';
import { moveApplication, moveDeps } from './move-application';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An accepted placement (Onboarding, checklist created, nothing signed or verified) whose assignment has started. */
async function placement() {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    requirements: { certifications: ['BLS'], resume_required: true },
    schedule: { start_date: '2026-01-05', end_date: '2026-04-05' },
  });
  const a = await buildApplication(t.app, worker.id, job, { status: 'Submitted' });
  const offer = await injectAs(t.app, team.recruiter).post('/api/offers', {
    applicationId: a.id,
    terms: { pay: { hourly_rate: 31 } },
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const acc = await injectAs(t.app, worker).post('/api/offers/respond', { applicationId: a.id, action: 'Accept' });
  expect(acc.statusCode, acc.body).toBe(200);
  return { team, worker, a };
}

const patch = (user: TestUser, applicationId: string, status: ApplicationStatus) =>
  injectAs(t.app, user).patch('/api/application-journey', { applicationId, status });
const bulk = (user: TestUser, applicationId: string, status: ApplicationStatus) =>
  injectAs(t.app, user).post('/api/application-journey/bulk', {
    action: 'status',
    status,
    decision_maker: 'Facility',
    decision_reason: 'Moved in bulk',
    applications: [{ applicationId }],
  });
const row = async (id: string) => (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0]!;

const DETOURS: ApplicationStatus[] = ['Done', 'Hold', 'Rejected'];

describe('the Cleared rule whatever road the move takes', () => {
  for (const detour of DETOURS)
    it(`a single status change through ${detour} and back to Cleared or Working is refused with what is missing`, async () => {
      const { team, a } = await placement();
      expect((await patch(team.recruiter, a.id, 'Cleared')).statusCode).toBe(422);
      const away = await patch(team.recruiter, a.id, detour);
      expect(away.statusCode, away.body).toBe(200);
      for (const to of ['Cleared', 'Working'] as const) {
        const back = await patch(team.recruiter, a.id, to);
        expect(back.statusCode, `${detour} → ${to}: ${back.body}`).toBe(422);
        expect(back.json().message).toMatch(/^Not ready for Cleared\. Still missing: The contract is not signed/);
      }
      expect((await row(a.id)).status).toBe(detour);
      expect((await row(a.id)).clearedAt).toBeNull();
    });

  it('bulk moves through Done then Working (or Cleared) are refused for the row, with the rule message', async () => {
    const { team, a } = await placement();
    const done = await bulk(team.orgUser, a.id, 'Done');
    expect(done.json().changed).toHaveLength(1);
    for (const to of ['Working', 'Cleared'] as const) {
      const res = await bulk(team.orgUser, a.id, to);
      expect(res.statusCode).toBe(200);
      expect(res.json().changed).toEqual([]);
      expect(res.json().refused).toEqual([
        { applicationId: a.id, error: 'UNPROCESSABLE', message: expect.stringContaining('Not ready for Cleared.') },
      ]);
    }
    expect((await row(a.id)).status).toBe('Done');
  });

  it('an application built in Done (never cleared) cannot be moved to Working by any caller of the one writer', async () => {
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const a = await buildApplication(t.app, worker.id, team.job, { status: 'Done' });
    for (const to of ['Working', 'Cleared'] as const)
      await expect(
        moveApplication(t.app.db, moveDeps(t.app), {
          target: { applicationId: a.id },
          kind: 'status',
          to,
          actor: { id: team.recruiter.id, role: 'recruiter' },
        }),
      ).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(/^Not ready for Cleared/) });
    expect((await row(a.id)).status).toBe('Done');
  });

  it('once cleared, the placement moves through Done, Hold and Rejected and back to Working without asking again', async () => {
    const { team, a } = await placement();
    await clearPrerequisitesForTest(t.app, a.id);
    const cleared = await patch(team.recruiter, a.id, 'Cleared');
    expect(cleared.statusCode, cleared.body).toBe(200);
    const at = (await row(a.id)).clearedAt;
    expect(at).toBeInstanceOf(Date);
    // What was verified is taken back: the clearance stays a fact of the past.
    await t.app.db.update(onboardingItems).set({ status: 'missing' }).where(eq(onboardingItems.applicationId, a.id));
    for (const [detour, back] of [
      ['Done', 'Working'],
      ['Hold', 'Cleared'],
      ['Rejected', 'Working'],
    ] as const) {
      expect((await patch(team.recruiter, a.id, detour)).statusCode).toBe(200);
      const res = await patch(team.recruiter, a.id, back);
      expect(res.statusCode, `${detour} → ${back}: ${res.body}`).toBe(200);
    }
    const bulkAway = await bulk(team.orgUser, a.id, 'Done');
    expect(bulkAway.json().changed).toHaveLength(1);
    expect((await bulk(team.orgUser, a.id, 'Working')).json().changed).toHaveLength(1);
    // Written once: later moves into Cleared or Working leave it as it was.
    expect((await row(a.id)).clearedAt).toEqual(at);
  });

  it("an organization's override records the clearance; the placement may then leave and come back", async () => {
    const { team, a } = await placement();
    // The override covers the checklist, never the pay terms (issue 44): those are completed first.
    await completeTermsForTest(t.app, a.id);
    const res = await injectAs(t.app, team.orgUser).post(`/api/applications/${a.id}/clear-override`, {
      reason: 'Facility accepted the documents on day one',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(a.id)).clearedAt).toBeInstanceOf(Date);
    expect((await patch(team.recruiter, a.id, 'Hold')).statusCode).toBe(200);
    expect((await patch(team.recruiter, a.id, 'Working')).statusCode).toBe(200);
  });
});
