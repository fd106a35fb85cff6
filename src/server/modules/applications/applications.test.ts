import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { ApplicationStatus } from '@/domain/applications';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildApplication,
  buildMember,
  buildOrgWithTeam,
  buildUser,
  buildWorker,
  type TestUser,
} from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { applications, offers, statusHistory } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patch = (user: TestUser, body: Record<string, unknown>) =>
  injectAs(t.app, user).patch('/api/application-journey', body);
const get = (user: TestUser, url: string) => injectAs(t.app, user).get(url);

async function setup(
  status: ApplicationStatus = 'New',
  extra: Omit<Partial<typeof applications.$inferInsert>, 'status'> = {},
) {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const application = await buildApplication(t.app, worker.id, team.job, { ...extra, status });
  return { ...team, worker, application };
}

const historyOf = (id: string) => t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, id));
const rowOf = async (id: string) => (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0];

describe('PATCH /api/application-journey payload variants', () => {
  it('variant A (status, applicationId) moves the application, bumps version and records history with the role default decision maker', async () => {
    const { recruiter, application } = await setup('New');
    const res = await patch(recruiter, { status: 'Screening', applicationId: application.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Screening',
      applicationId: application.id,
      version: application.version + 1,
    });
    const row = await rowOf(application.id);
    expect(row.status).toBe('Screening');
    expect(row.decisionMaker).toBe('Recruiter');
    expect(row.statusChangedAt.getTime()).toBeGreaterThanOrEqual(application.statusChangedAt.getTime());
    const h = await historyOf(application.id);
    expect(h.map((x) => [x.fromStatus, x.toStatus, x.byUserId, x.decisionMaker])).toEqual([
      ['New', 'Screening', recruiter.id, 'Recruiter'],
    ]);
  });

  it('variant B stores decision_maker, decision_reason and decision_notes', async () => {
    const { orgUser, application } = await setup('Screening');
    const res = await patch(orgUser, {
      status: 'Hold',
      applicationId: application.id,
      version: application.version,
      decision_maker: 'Facility',
      decision_reason: 'Census low',
      decision_notes: 'Revisit in May',
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(application.id);
    expect([row.status, row.decisionMaker, row.decisionReason, row.decisionNotes]).toEqual([
      'Hold',
      'Facility',
      'Census low',
      'Revisit in May',
    ]);
    const [h] = await historyOf(application.id);
    expect([h.decisionMaker, h.reason, h.notes]).toEqual(['Facility', 'Census low', 'Revisit in May']);
  });

  it('variant C maps decisionSource, reason and additionalContext onto the decision fields', async () => {
    const { recruiter, application } = await setup('Submitted');
    const res = await patch(recruiter, {
      status: 'Rejected',
      applicationId: application.id,
      decisionSource: 'MSP',
      reason: 'Credential gap',
      additionalContext: 'No ACLS',
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(application.id);
    expect([row.status, row.decisionMaker, row.decisionReason, row.decisionNotes]).toEqual([
      'Rejected',
      'MSP',
      'Credential gap',
      'No ACLS',
    ]);
  });

  it('refuses invalid payloads with 400: unknown status, unknown decision maker, mixed variants', async () => {
    const { recruiter, application } = await setup('New');
    for (const body of [
      { status: 'screening', applicationId: application.id },
      { status: 'Hold', applicationId: application.id, decision_maker: 'Boss', decision_reason: 'x' },
      { status: 'Hold', applicationId: application.id, decisionSource: 'MSP', reason: 'x', decision_notes: 'y' },
      { applicationId: application.id },
    ]) {
      const res = await patch(recruiter, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('BAD_REQUEST');
    }
    expect((await rowOf(application.id)).status).toBe('New');
  });

  it('refuses Offered without a pending offer (make-offer), and allows it when an offer is pending', async () => {
    const { recruiter, application } = await setup('Submitted');
    const res = await patch(recruiter, { status: 'Offered', applicationId: application.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.errors.offerRequired);
    const held = await setup('Hold', { offerStatus: 'Offered' });
    expect((await patch(held.recruiter, { status: 'Offered', applicationId: held.application.id })).statusCode).toBe(
      200,
    );
  });

  it('refuses a move to the current status with 409', async () => {
    const { recruiter, application } = await setup('New');
    const res = await patch(recruiter, { status: 'New', applicationId: application.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.errors.sameStatus);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const { recruiter, application } = await setup('New');
    const res = await patch(recruiter, {
      status: 'Screening',
      applicationId: application.id,
      version: application.version - 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', message: MESSAGES.errors.staleUpdate });
    expect((await rowOf(application.id)).status).toBe('New');
    expect(await historyOf(application.id)).toHaveLength(0);
  });
});

describe('worker moves', () => {
  it('a worker accepts a pending offer: Onboarding, offer settled, decision maker Worker', async () => {
    const { worker, application } = await setup('Offered', { offerStatus: 'Offered' });
    const res = await patch(worker, {
      status: 'Onboarding',
      applicationId: application.id,
      version: application.version,
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(application.id);
    expect([row.status, row.offerStatus, row.decisionMaker]).toEqual(['Onboarding', null, 'Worker']);
  });

  it('a worker cannot accept when the pending offer is their own counter offer', async () => {
    const { worker, application } = await setup('Offered', { offerStatus: 'Counter Offer' });
    const res = await patch(worker, { status: 'Onboarding', applicationId: application.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.errors.acceptNeedsOffer);
  });

  it('a worker declining always records decision maker Worker, even when another is sent', async () => {
    const { worker, application } = await setup('Offered', { offerStatus: 'Re-Offer' });
    const res = await patch(worker, {
      status: 'Rejected',
      applicationId: application.id,
      decision_maker: 'Recruiter',
      decision_reason: 'Found another job',
      decision_notes: '',
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(application.id);
    expect([row.status, row.decisionMaker, row.decisionReason, row.offerStatus]).toEqual([
      'Rejected',
      'Worker',
      'Found another job',
      'Declined',
    ]);
  });

  it('a worker may withdraw (→ Rejected, outcome Withdrawn) but not make recruiter moves, nor touch another worker’s application', async () => {
    const { worker, application } = await setup('Screening');
    const res = await patch(worker, { status: 'Submitted', applicationId: application.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.errors.workerMoveNotAllowed);
    const other = await buildWorker(t.app);
    const res2 = await patch(other, { status: 'Rejected', applicationId: application.id });
    expect(res2.statusCode).toBe(404);
    const ok = await patch(worker, { status: 'Rejected', applicationId: application.id });
    expect(ok.statusCode).toBe(200);
    const row = await rowOf(application.id);
    expect([row.status, row.offerStatus, row.decisionMaker]).toEqual(['Rejected', 'Withdrawn', 'Worker']);
  });
});

describe('other organizations', () => {
  it('a recruiter of another organization gets 404 for the application, its PATCH, its worker record and the worker documents list', async () => {
    const { worker, application } = await setup('New');
    const other = await buildOrgWithTeam(t.app);
    expect((await get(other.recruiter, `/api/applications/${application.id}`)).statusCode).toBe(404);
    const p = await patch(other.recruiter, { status: 'Screening', applicationId: application.id });
    expect(p.statusCode).toBe(404);
    expect(p.json().message).toBe(MESSAGES.errors.notFound);
    expect((await get(other.recruiter, `/api/user/${worker.id}`)).statusCode).toBe(404);
    const docs = await get(other.recruiter, `/api/documents?workerId=${worker.id}`);
    expect([403, 404]).toContain(docs.statusCode);
    expect((await rowOf(application.id)).status).toBe('New');
  });

  it('an organization user of another organization cannot assign a recruiter (404) nor assign its own recruiter there', async () => {
    const { application } = await setup('New');
    const other = await buildOrgWithTeam(t.app);
    const res = await injectAs(t.app, other.orgUser).post('/api/application-journey/assign-recruiter', {
      newRecruiterId: other.recruiter.id,
      recruiterName: 'X',
      applicationId: application.id,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('two concurrent status changes', () => {
  it('leave one winner and one 409, and history shows exactly the winner', async () => {
    const { recruiter, orgUser, application } = await setup('New');
    const [a, b] = await Promise.all([
      patch(recruiter, { status: 'Screening', applicationId: application.id, version: application.version }),
      patch(orgUser, {
        status: 'Hold',
        applicationId: application.id,
        version: application.version,
        decision_maker: 'Organization',
        decision_reason: 'Paused',
        decision_notes: '',
      }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json().message).toBe(MESSAGES.errors.staleUpdate);
    const h = await historyOf(application.id);
    expect(h).toHaveLength(1);
    expect(h[0].toStatus).toBe(winner.json().status);
    expect((await rowOf(application.id)).status).toBe(winner.json().status);
  });
});

describe('lists, counts and detail', () => {
  it('counts every status of the caller organization only; ?mine=1 narrows to the recruiter', async () => {
    const team = await buildOrgWithTeam(t.app);
    const second = await buildMember(t.app, 'recruiter', team.org.id);
    const w1 = await buildWorker(t.app);
    const w2 = await buildWorker(t.app);
    await buildApplication(t.app, w1.id, team.job, { status: 'New' });
    await buildApplication(t.app, w2.id, team.job, { status: 'Hold', recruiterId: second.id });
    await setup('New'); // another organization
    const res = await get(team.recruiter, '/api/applications/counts');
    expect(res.statusCode).toBe(200);
    const counts = Object.fromEntries(
      res.json().counts.map((c: { status: string; count: number }) => [c.status, c.count]),
    );
    expect(Object.keys(counts)).toEqual([
      'New',
      'Screening',
      'Submitted',
      'Offered',
      'Onboarding',
      'Cleared',
      'Working',
      'Done',
      'Rejected',
      'Blocked',
      'Hold',
    ]);
    expect(counts.New).toBe(1);
    expect(counts.Hold).toBe(1);
    expect(res.json().recent).toHaveLength(2);
    const mine = await get(team.recruiter, '/api/applications/counts?mine=1');
    expect(mine.json().counts.find((c: { status: string }) => c.status === 'Hold').count).toBe(0);
    const worker = await buildWorker(t.app);
    expect((await get(worker, '/api/applications/counts')).statusCode).toBe(403);
  });

  it('lists a status with worker, job, recruiter and match, paginates by keyset without gaps or repeats, and searches', async () => {
    const team = await buildOrgWithTeam(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const w = await buildWorker(t.app);
      const a = await buildApplication(t.app, w.id, team.job, {
        status: 'Screening',
        statusChangedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 3)),
      });
      ids.push(a.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/applications?status=screening&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(team.recruiter, url);
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        items: {
          applicationId: string;
          worker_name: string;
          job_title: string;
          recruiter_name: string;
          match: { percent: number };
        }[];
        nextCursor: string | null;
      };
      seen.push(...body.items.map((x) => x.applicationId));
      expect(
        body.items.every(
          (x) => x.job_title === team.job.title && x.recruiter_name === 'Test recruiter' && x.match.percent >= 0,
        ),
      ).toBe(true);
      cursor = body.nextCursor;
    } while (cursor);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(new Set(seen).size).toBe(7);
    // Each row names the worker's own profession (from their profile), not the job's.
    const own = ['Pharmacist', 'Licensed Practical Nurse'].find((p) => p !== team.job.profession)!;
    const lpn = await buildWorker(t.app, { profession: own });
    const lpnApp = await buildApplication(t.app, lpn.id, team.job, { status: 'Screening' });
    const lpnRow = (await get(team.recruiter, '/api/applications?status=screening&limit=50'))
      .json()
      .items.find((x: { applicationId: string }) => x.applicationId === lpnApp.id);
    expect(lpnRow.worker_profession).toBe(own);
    expect(lpnRow.profession).toBe(team.job.profession);
    const oldest = await get(team.recruiter, '/api/applications?status=Screening&sort=oldest&limit=50');
    expect(
      oldest
        .json()
        .items.map((x: { applicationId: string }) => x.applicationId)
        .filter((id: string) => id !== lpnApp.id),
    ).toEqual([...seen].reverse());
    const none = await get(team.recruiter, '/api/applications?status=screening&q=zzzz-no-match');
    expect(none.json().items).toEqual([]);
    expect((await get(team.recruiter, '/api/applications?status=nope')).statusCode).toBe(400);
    expect((await get(team.recruiter, '/api/applications?status=new&cursor=garbage')).statusCode).toBe(400);
    expect((await get(team.recruiter, '/api/applications?status=new&limit=51')).statusCode).toBe(400);
  });

  it('detail has the application with version, job, profile, comparison, history, offers by version and contact for org members', async () => {
    const { recruiter, orgUser, worker, application } = await setup('Offered', { offerStatus: 'Counter Offer' });
    await t.app.db.insert(offers).values([
      {
        applicationId: application.id,
        version: 2,
        kind: 'Counter Offer',
        terms: { pay: { hourly_rate: 60 } },
        madeBy: worker.id,
        side: 'worker',
      },
      {
        applicationId: application.id,
        version: 1,
        kind: 'Offered',
        terms: { pay: { hourly_rate: 50 } },
        madeBy: recruiter.id,
        side: 'recruiter',
      },
    ]);
    const res = await get(recruiter, `/api/applications/${application.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.application).toMatchObject({
      applicationId: application.id,
      status: 'Offered',
      offer_status: 'Counter Offer',
      version: application.version,
    });
    expect(d.job._id).toBe(application.jobId);
    expect(d.comparison.length).toBeGreaterThan(5);
    expect(d.offers.map((o: { version: number }) => o.version)).toEqual([1, 2]);
    expect(d.worker_user.email).toBe(worker.email);
    expect(d.worker_user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(d)).not.toContain('passwordHash');
    expect(d.recruiter_options).toBeNull();
    const asOrg = (await get(orgUser, `/api/applications/${application.id}`)).json();
    expect(asOrg.recruiter_options).toEqual([{ id: recruiter.id, label: 'Test recruiter' }]);
    expect((await get(worker, `/api/applications/${application.id}`)).json().worker_user).toBeNull();
  });
});

describe('user records and recruiter assignment', () => {
  it('GET /api/user/:id answers the spec fields for a worker who applied, oneself and colleagues, never hashes', async () => {
    const { recruiter, worker } = await setup('New');
    const res = await get(recruiter, `/api/user/${worker.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['_id', 'email', 'first_name', 'image', 'last_name', 'phone']);
    expect(res.json()).toMatchObject({
      email: worker.email,
      first_name: 'Test',
      last_name: 'worker',
      phone: '(555) 010-0000',
    });
    expect((await get(worker, `/api/user/${worker.id}`)).statusCode).toBe(200);
    expect((await get(worker, `/api/user/${recruiter.id}`)).statusCode).toBe(404);
    const stranger = await buildWorker(t.app);
    expect((await get(recruiter, `/api/user/${stranger.id}`)).statusCode).toBe(404);
    expect((await get(recruiter, '/api/user/not-a-uuid')).statusCode).toBe(400);
  });

  it('an organization user assigns a recruiter of the organization; recruiters and outside recruiters are refused', async () => {
    const { org, recruiter, orgUser, application } = await setup('New');
    const second = await buildMember(t.app, 'recruiter', org.id);
    const outsider = (await buildOrgWithTeam(t.app)).recruiter;
    const assign = (u: TestUser, newRecruiterId: string) =>
      injectAs(t.app, u).post('/api/application-journey/assign-recruiter', {
        newRecruiterId,
        recruiterName: 'Test recruiter',
        applicationId: application.id,
      });
    const ok = await assign(orgUser, second.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      applicationId: application.id,
      recruiter_id: second.id,
      recruiter_name: 'Test recruiter',
      version: application.version + 1,
    });
    expect((await rowOf(application.id)).recruiterId).toBe(second.id);
    expect((await assign(recruiter, recruiter.id)).statusCode).toBe(403);
    const bad = await assign(orgUser, outsider.id);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MESSAGES.errors.recruiterNotInOrganization);
    const admin = await buildUser(t.app, 'admin');
    expect((await assign(admin, recruiter.id)).statusCode).toBe(200);
    const options = await get(orgUser, '/api/recruiters');
    expect(
      options
        .json()
        .map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([recruiter.id, second.id].sort());
  });

  it('POST /api/revalidate/dashboard answers ok for a signed-in user and 401 otherwise', async () => {
    const { recruiter } = await setup('New');
    const res = await injectAs(t.app, recruiter).post('/api/revalidate/dashboard');
    expect(res.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/revalidate/dashboard' })).statusCode).toBe(401);
  });
});
