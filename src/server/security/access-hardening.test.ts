// Issue 20 findings #9 (staff read other organizations' paused jobs; chats about paused jobs), #10 (CSRF skipped
// when an Authorization header is present) and #11 (unverified organization accounts post jobs, invite, create keys
// and webhooks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrgWithTeam,
  buildUser,
  buildWorker,
  type TestUser,
} from '../test/factories';
import { injectAs } from '../test/inject-as';
import { chats, users } from '../db/schema';
import { fakeJob } from '../db/seed';
import { createSession } from '../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
});
afterAll(async () => t.close());

const get = (user: TestUser, url: string) => injectAs(t.app, user).get(url);

describe('#9 job detail and chats follow the job policy', () => {
  it('staff read their own organization’s paused and closed jobs, other organizations’ only when open', async () => {
    const a = await buildOrgWithTeam(t.app);
    const b = await buildOrgWithTeam(t.app);
    const paused = await buildJob(t.app, a.org.id, { status: 'paused' });
    const closed = await buildJob(t.app, a.org.id, { status: 'closed' });
    for (const job of [paused, closed]) {
      expect((await get(b.recruiter, `/api/jobs/${job.id}`)).statusCode).toBe(404);
      expect((await get(b.orgUser, `/api/jobs/${job.id}`)).statusCode).toBe(404);
      expect((await get(b.recruiter, `/api/jobs/${job.gwJobId}`)).statusCode).toBe(404);
      expect((await get(a.recruiter, `/api/jobs/${job.id}`)).statusCode).toBe(200);
      expect((await get(a.orgUser, `/api/jobs/${job.id}`)).statusCode).toBe(200);
    }
    expect((await get(b.recruiter, `/api/jobs/${a.job.id}`)).statusCode).toBe(200); // open
    const admin = await buildUser(t.app, 'admin');
    expect((await get(admin, `/api/jobs/${paused.id}`)).statusCode).toBe(200);
  });

  it('a worker cannot open a chat about a paused or closed job; an existing chat stays reachable', async () => {
    const { org, recruiter } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const ask = (job: { id: string; organizationId: string; gwJobId: string }) =>
      injectAs(t.app, worker).post('/api/ask-recruiter', {
        organization_id: job.organizationId,
        recruiter_id: recruiter.id,
        job_id: job.id,
        gw_job_id: job.gwJobId,
        message: 'Is this job still open?',
      });
    for (const status of ['paused', 'closed'] as const) {
      const job = await buildJob(t.app, org.id, { status, recruiterId: recruiter.id });
      expect((await ask(job)).statusCode).toBe(404);
      expect(await t.app.db.select().from(chats).where(eq(chats.jobId, job.id))).toHaveLength(0);
    }
    const open = await buildJob(t.app, org.id, { recruiterId: recruiter.id });
    const first = await ask(open);
    expect(first.statusCode).toBe(200);
    await buildApplication(t.app, worker.id, open);
    const orgUser = await buildMember(t.app, 'organization', org.id);
    await injectAs(t.app, orgUser).post(`/api/org/jobs/${open.id}/status`, { status: 'paused' });
    const again = await ask(open);
    expect(again.statusCode).toBe(200);
    expect(again.json().chatId).toBe(first.json().chatId);
  });
});

describe('#10 CSRF: the Origin check applies whenever a session cookie is present', () => {
  it('an Authorization header does not exempt a cookie-carrying request from a foreign Origin', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const res = await injectAs(t.app, orgUser).post(
      '/api/org/api-keys',
      { name: 'csrf' },
      {
        headers: {
          authorization: 'Bearer clk_00000000_whatever',
          origin: 'https://evil.example',
          host: 'localhost:3000',
        },
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.errors.crossSite);
  });

  it('an API-key call (no cookie) with an Origin is not a CSRF case; the same origin passes with a cookie', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const created = await injectAs(t.app, orgUser).post(
      '/api/org/api-keys',
      { name: 'same origin' },
      { headers: { origin: 'http://localhost:3000', host: 'localhost:3000' } },
    );
    expect(created.statusCode).toBe(201);
    const viaKey = await t.app.inject({
      method: 'GET',
      url: '/api/v1/jobs',
      headers: { authorization: `Bearer ${created.json().key}`, origin: 'https://integrator.example' },
    });
    expect(viaKey.statusCode).toBe(200);
  });
});

describe('#11 unverified organization accounts', () => {
  it('cannot post or reopen jobs, invite, or create API keys and webhooks until the email is verified', async () => {
    const { org, job } = await buildOrgWithTeam(t.app);
    const unverified = await buildMember(t.app, 'organization', org.id);
    await t.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    const paused = await buildJob(t.app, org.id, { status: 'paused' });
    const calls: [string, string, unknown][] = [
      ['POST', '/api/org/invitations', { email: `invitee-${Date.now()}@test.example` }],
      ['POST', '/api/org/api-keys', { name: 'k' }],
      ['POST', '/api/org/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['application.created'] }],
      ['POST', `/api/org/jobs/${paused.id}/status`, { status: 'open' }],
      ['POST', `/api/org/jobs/${job.id}/duplicate`, undefined],
    ];
    const send = (method: string, url: string, payload: unknown) =>
      injectAs(
        t.app,
        unverified,
      )({ method: method as 'POST', url, ...(payload ? { payload: payload as object } : {}) });
    for (const [method, url, payload] of calls) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(MESSAGES.errors.orgEmailNotVerified);
    }
    const post = await send('POST', '/api/org/jobs', fakeJob(7));
    expect(post.statusCode, post.body).toBe(403);
    // Pausing stays possible (it reaches no one).
    expect((await send('POST', `/api/org/jobs/${job.id}/status`, { status: 'paused' })).statusCode).toBe(200);

    // Verified (on a fixed day: only whether it is verified counts).
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: new Date('2026-11-02T15:00:00Z') })
      .where(eq(users.id, unverified.id));
    unverified.cookie = await createSession(t.app, unverified.id); // a new session (the session cache holds the old)
    for (const [method, url, payload] of calls) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
    expect((await send('POST', '/api/org/jobs', fakeJob(7))).statusCode).toBe(201);
  });
});
