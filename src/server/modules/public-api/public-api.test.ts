import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { apiKeys, statusHistory } from '../../db/schema';
import { hashApiKey } from './api-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function newKey(orgUser: TestUser, name = 'ATS sync') {
  const res = await injectAs(t.app, orgUser).post('/api/org/api-keys', { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; key: string; prefix: string; name: string };
}

describe('API keys', () => {
  it('shows the key once, stores only its sha256 hash and prefix, lists with last use, renames and revokes', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const created = await newKey(orgUser);
    expect(created.key).toMatch(/^clk_[0-9a-f]{8}_/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: bearer(created.key) });
    const list = (await injectAs(t.app, orgUser).get('/api/org/api-keys')).json();
    expect(list[0]).toMatchObject({ id: created.id, prefix: created.prefix, revokedAt: null });
    expect(list[0].lastUsedAt).not.toBeNull();
    expect(list[0]).not.toHaveProperty('key');
    const renamed = await injectAs(t.app, orgUser).patch(`/api/org/api-keys/${created.id}`, { name: 'Payroll' });
    expect(renamed.json().name).toBe('Payroll');
    const revoked = await injectAs(t.app, orgUser).delete(`/api/org/api-keys/${created.id}`);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: bearer(created.key) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'UNAUTHENTICATED', message: DASHBOARD_MESSAGES.errors.invalidApiKey });
  });

  it('401 without a key or with an unknown one; recruiters cannot manage keys', async () => {
    const { recruiter } = await buildOrgWithTeam(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: bearer('clk_00000000_not-a-real-key') }))
        .statusCode,
    ).toBe(401);
    expect((await injectAs(t.app, recruiter).post('/api/org/api-keys', { name: 'x' })).statusCode).toBe(403);
  });

  it('never crosses organizations: keys, jobs, applications and history', async () => {
    const a = await buildOrgWithTeam(t.app);
    const b = await buildOrgWithTeam(t.app);
    const keyA = await newKey(a.orgUser);
    const worker = await buildWorker(t.app);
    const appB = await buildApplication(t.app, worker.id, b.job);
    const appA = await buildApplication(t.app, worker.id, a.job);
    await t.app.db.insert(statusHistory).values({ applicationId: appA.id, toStatus: 'New' });
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: bearer(keyA.key) })).json();
    expect(jobs.items.map((j: { _id: string }) => j._id)).toEqual([a.job.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${b.job.id}`, headers: bearer(keyA.key) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${a.job.id}`, headers: bearer(keyA.key) })).json()
        .gw_job_id,
    ).toBe(a.job.gwJobId);
    const apps = (await t.app.inject({ method: 'GET', url: '/api/v1/applications', headers: bearer(keyA.key) })).json();
    expect(apps.items.map((x: { id: string }) => x.id)).toEqual([appA.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/applications/${appB.id}/history`, headers: bearer(keyA.key) }))
        .statusCode,
    ).toBe(404);
    const hist = (
      await t.app.inject({ method: 'GET', url: `/api/v1/applications/${appA.id}/history`, headers: bearer(keyA.key) })
    ).json();
    expect(hist.items).toEqual([expect.objectContaining({ from_status: null, to_status: 'New' })]);
    // Another organization can neither see nor revoke A's key.
    expect((await injectAs(t.app, b.orgUser).get('/api/org/api-keys')).json()).toEqual([]);
    expect((await injectAs(t.app, b.orgUser).delete(`/api/org/api-keys/${keyA.id}`)).statusCode).toBe(404);
  });

  it('pages jobs and applications with a cursor and filters applications by status', async () => {
    const { orgUser, org, job } = await buildOrgWithTeam(t.app);
    for (let i = 0; i < 4; i++) await buildJob(t.app, org.id);
    const key = await newKey(orgUser);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: () => { items: { _id: string }[]; next_cursor: string | null } } = await t.app.inject({
        method: 'GET',
        url: `/api/v1/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(key.key),
      });
      const body = res.json();
      seen.push(...body.items.map((j) => j._id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    for (let i = 0; i < 3; i++)
      await buildApplication(t.app, (await buildWorker(t.app)).id, job, { status: i === 0 ? 'Hold' : 'New' });
    const held = (
      await t.app.inject({ method: 'GET', url: '/api/v1/applications?status=Hold', headers: bearer(key.key) })
    ).json();
    expect(held.items.map((x: { status: string }) => x.status)).toEqual(['Hold']);
    const page1 = (
      await t.app.inject({ method: 'GET', url: '/api/v1/applications?limit=2', headers: bearer(key.key) })
    ).json();
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications?limit=2&cursor=${page1.next_cursor}`,
        headers: bearer(key.key),
      })
    ).json();
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(1);
    expect(page2.next_cursor).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/applications?cursor=garbage',
      headers: bearer(key.key),
    });
    expect(bad.json()).toMatchObject({ error: 'BAD_REQUEST', message: DASHBOARD_MESSAGES.errors.invalidCursor });
  });

  it('is documented in the OpenAPI description with bearer security', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/jobs',
        '/api/v1/jobs/{id}',
        '/api/v1/applications',
        '/api/v1/applications/{id}/history',
      ]),
    );
    expect(doc.paths['/api/v1/jobs'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/jobs'].get.tags).toEqual(['public API v1']);
  });
});
