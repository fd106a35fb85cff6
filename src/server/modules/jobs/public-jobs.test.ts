// The public job board: signed-out visitors read open jobs through the same query and mapper as signed-in users,
// never paused or closed ones and nothing private, limited per IP.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import type { JobDetail, JobSearchResponse } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildMember, buildOrg, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
beforeAll(async () => {
  // The per-IP limit test stands for clients behind the one proxy hop the app is told of (X-Forwarded-For).
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
});

const word = () => `zp${crypto.randomBytes(4).toString('hex')}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public job board (signed out)', () => {
  it('lists open jobs only, the same cards a signed-in recruiter gets', async () => {
    const org = await buildOrg(t.app);
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const w = word();
    const open = await buildJob(t.app, org.id, { title: `ICU Nurse ${w}`, recruiterId: recruiter.id });
    await buildJob(t.app, org.id, { title: `ICU Nurse ${w}`, status: 'paused' });
    await buildJob(t.app, org.id, { title: `ICU Nurse ${w}`, status: 'closed' });

    const res = await get(`/api/jobs?q=${w}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as JobSearchResponse;
    expect(body.items.map((i) => i._id)).toEqual([open.id]);
    expect(body.items[0].match).toBeNull();
    expect(body.items[0].already_applied).toBe(false);
    const signedIn = (await injectAs(t.app, recruiter).get(`/api/jobs?q=${w}`)).json() as JobSearchResponse;
    expect(body).toEqual(signedIn);
  });

  it('opens an open job without comparison or recruiter; paused, closed and unknown jobs are 404', async () => {
    const org = await buildOrg(t.app, { contactEmail: 'hr@org.example', contactPhone: '(555) 123-4567' });
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const open = await buildJob(t.app, org.id, { recruiterId: recruiter.id, description: 'Great team.' });
    const paused = await buildJob(t.app, org.id, { status: 'paused' });
    const closed = await buildJob(t.app, org.id, { status: 'closed' });

    const res = await get(`/api/jobs/${open.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as JobDetail;
    expect(d.job._id).toBe(open.id);
    expect(d.job.title).toBe(open.title);
    expect(d.job.description).toBe('Great team.');
    expect(d.job.organization_name).toBe(org.name);
    expect(d.job.recruiter_id).toBeNull();
    expect(d.job.recruiter_name).toBeNull();
    expect(d.job.recruiter_image).toBeNull();
    expect(d.comparison).toBeNull();
    expect(d.application).toBeNull();
    expect(d.email_verified).toBe(false);
    expect(res.body).not.toContain(recruiter.email);
    expect(res.body).not.toContain('hr@org.example');
    // The organization's phone, whole and as digits: a bare '555' also turns up by chance in a random id.
    expect(res.body).not.toContain('(555) 123-4567');
    expect(res.body).not.toContain('5551234567');
    // By the product's own job id too.
    expect((await get(`/api/jobs/${open.gwJobId}`)).statusCode).toBe(200);

    for (const id of [paused.id, closed.id, paused.gwJobId, crypto.randomUUID()]) {
      const r = await get(`/api/jobs/${id}`);
      expect(r.statusCode, id).toBe(404);
      expect(r.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound });
    }

    // A signed-in worker still gets the comparison and the recruiter.
    const worker = await buildWorker(t.app);
    const mine = (await injectAs(t.app, worker).get(`/api/jobs/${open.id}`)).json() as JobDetail;
    expect(mine.comparison?.length).toBeGreaterThan(0);
    expect(mine.job.recruiter_id).toBe(recruiter.id);
  });

  it('applying, asking a recruiter and saving a search still need an account', async () => {
    for (const [method, url] of [
      ['POST', '/api/worker-job-apply'],
      ['POST', '/api/ask-recruiter'],
      ['POST', '/api/saved-searches'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('limits signed-out reads per IP (signed-in users are not counted)', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await get('/api/jobs', { 'x-forwarded-for': ip })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await get('/api/jobs', { 'x-forwarded-for': ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
    // Another IP is not affected, nor is a signed-in user behind the same IP.
    expect((await get('/api/jobs', { 'x-forwarded-for': '203.0.113.78' })).statusCode).toBe(200);
    const worker = await buildWorker(t.app);
    expect((await injectAs(t.app, worker).get('/api/jobs', { headers: { 'x-forwarded-for': ip } })).statusCode).toBe(
      200,
    );
  });
});
