// Issue 20 finding #4: expensive work (password hashes, profile PDFs) runs through a small concurrency limit with a
// short queue; past it the caller's error (503 or 429 with Retry-After) is thrown at once instead of piling up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildOrgWithTeam, buildApplication, buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { exportWorkLimit } from '../modules/documents/export-limit';
import { createWorkLimit } from './work-limit';
import { passwordHashLimit } from './passwords';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createWorkLimit', () => {
  it('runs at most `concurrency` at once, queues `queue` more in order, refuses the rest at once', async () => {
    const limit = createWorkLimit({ concurrency: 2, queue: 1, full: () => new Error('full') });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = gates.map((g, i) => limit.run(async () => (await g.promise, order.push(i), i)));
    expect(limit.stats()).toEqual({ running: 2, waiting: 1 });
    await expect(limit.run(async () => 99)).rejects.toThrow('full');
    gates[2].resolve(); // the queued job cannot start before a slot frees
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([]);
    gates[0].resolve();
    gates[1].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('caps one key while others still get slots, and frees slots when work fails', async () => {
    const limit = createWorkLimit({ concurrency: 3, queue: 0, perKey: 1, full: () => new Error('full') });
    const gate = deferred();
    const first = limit.run(() => gate.promise, 'alice');
    await expect(limit.run(async () => 1, 'alice')).rejects.toThrow('full');
    expect(await limit.run(async () => 2, 'bob')).toBe(2);
    await expect(
      limit.run(async () => {
        throw new Error('boom');
      }, 'carol'),
    ).rejects.toThrow('boom');
    gate.resolve();
    await first;
    expect(await limit.run(async () => 3, 'alice')).toBe(3);
    expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('bounded work on the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('a burst of logins past the hashing limit gets 503 with Retry-After, never more hashes at once', async () => {
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, passwordHashLimit.stats().running)), 1);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `192.0.2.${i + 1}`,
          payload: { email: `nobody-${i}@test.example`, password: 'wrong-password' },
        }),
      ),
    );
    clearInterval(timer);
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(responses.every((r) => r.statusCode === 401 || r.statusCode === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].json()).toEqual({ error: 'UNAVAILABLE', message: MESSAGES.errors.unavailable });
    expect(busy[0].headers['retry-after']).toBe('1');
    expect(peak).toBeLessThanOrEqual(2);
    expect(passwordHashLimit.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("with two of one user's PDFs in flight a third is refused (429, Retry-After); others queue", async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    await buildApplication(t.app, worker.id, job);
    const gate = deferred();
    const inFlight = [1, 2].map(() => exportWorkLimit.run(() => gate.promise, recruiter.id));
    const refused = await injectAs(t.app, recruiter).post('/api/generate-profile-pdf', {
      user_id: worker.id,
      name: 'W',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
    expect(refused.headers['retry-after']).toBe('2');
    // Another user waits in the short queue behind them (one runs at a time), then gets the PDF.
    const own = injectAs(t.app, worker).post('/api/generate-profile-pdf', { name: 'Me' });
    await new Promise((r) => setTimeout(r, 50));
    expect(exportWorkLimit.stats()).toEqual({ running: 1, waiting: 2 });
    gate.resolve();
    await Promise.all(inFlight);
    const res = await own;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('profile PDFs and exports are limited per user per minute', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    await buildApplication(t.app, worker.id, job);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(
        (await injectAs(t.app, recruiter).post('/api/generate-profile-pdf', { user_id: worker.id, name: 'W' }))
          .statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    const exports: number[] = [];
    for (let i = 0; i < 61; i++)
      exports.push(
        (await injectAs(t.app, recruiter).get(`/api/documents/profile-export?workerId=${worker.id}`)).statusCode,
      );
    expect(exports.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(exports[60]).toBe(429);
  });
});
