// The match and profile memos live on the app instance: two apps never share an entry, and a new app starts empty
// (so no test's memo entries outlive its app).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildJob, buildOrg, buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { fakeProfile } from '../db/seed';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

describe('app.memos', () => {
  it("a worker's board read fills its own app's memos, never another app's", async () => {
    expect(a.app.memos).not.toBe(b.app.memos);
    const org = await buildOrg(a.app);
    await buildJob(a.app, org.id, { title: 'Memo check' });
    const worker = await buildWorker(a.app, {
      profession: 'Registered Nurse',
      profile: fakeProfile('Registered Nurse', 'GA', 0.9),
    });
    expect(a.app.memos.matches.size).toBe(0);
    const res = await injectAs(a.app, worker).get('/api/jobs?sort=best-match');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.length).toBeGreaterThan(0);
    expect(a.app.memos.matches.size).toBeGreaterThan(0);
    expect(a.app.memos.assembledProfiles.size).toBeGreaterThan(0);
    expect([b.app.memos.matches.size, b.app.memos.parsedProfiles.size, b.app.memos.assembledProfiles.size]).toEqual([
      0, 0, 0,
    ]);
    a.app.memos.clear();
    expect([a.app.memos.matches.size, a.app.memos.assembledProfiles.size]).toEqual([0, 0]);
  });
});
