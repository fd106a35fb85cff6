// The browser tests' clock (decision 0047): with it on, a request carrying x-test-clock sees that time in its
// `new Date()` and `Date.now()` (a body-carrying request too), a request without it sees the real time, and it can
// never be on in production (loadConfig refuses E2E=1 there, installTestClock refuses NODE_ENV=production).
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createTestApp } from './test/test-app';
import { installTestClock, TEST_CLOCK_HEADER, testClockInstalled, uninstallTestClock } from './test-clock';

const native = globalThis.Date;
const AT = '2031-03-04T10:00:00.000Z';

/** A bare app with the clock installed and a GET and a POST answering what the handler sees as now. */
async function clockApp(nodeEnv = 'test') {
  const app = Fastify();
  const installed = installTestClock(app, nodeEnv);
  // clock-ok: the subject is what "now" a handler sees under the test clock, the real time or the shifted one.
  const seen = () => ({ date: new Date().toISOString(), now: Date.now(), isDate: new native(0) instanceof Date });
  app.get('/now', async () => seen());
  app.post('/now', async (request) => ({ ...seen(), body: request.body }));
  await app.ready();
  return { app, installed };
}

afterEach(() => uninstallTestClock());

describe('test clock', () => {
  it('shifts new Date() and Date.now() of the request carrying the header, GET and POST with a body', async () => {
    const { app, installed } = await clockApp();
    expect(installed).toBe(true);
    expect(testClockInstalled()).toBe(true);
    for (const method of ['GET', 'POST'] as const) {
      const before = native.now();
      const res = await app.inject({
        method,
        url: '/now',
        headers: { [TEST_CLOCK_HEADER]: AT },
        ...(method === 'POST' ? { payload: { a: 1 } } : {}),
      });
      const elapsed = native.now() - before;
      const body = res.json() as { date: string; now: number; isDate: boolean; body?: unknown };
      for (const t of [Date.parse(body.date), body.now]) {
        expect(t).toBeGreaterThanOrEqual(native.parse(AT));
        expect(t).toBeLessThanOrEqual(native.parse(AT) + elapsed);
      }
      // A native Date is still a Date; the body was parsed in the shifted request.
      expect(body.isDate).toBe(true);
      if (method === 'POST') expect(body.body).toEqual({ a: 1 });
    }
    await app.close();
  });

  it('keeps the native Date.prototype: a library that copies its methods when it loads (as @date-fns/tz does) works', async () => {
    const { app } = await clockApp();
    // What TZDate does when its module loads: one method per name of Date.prototype's own properties.
    expect(Object.getOwnPropertyNames(Date.prototype)).toContain('getHours');
    expect(Date.prototype).toBe(native.prototype);
    class Sub extends Date {}
    const sub = new Sub(2027, 0, 15, 7, 30);
    expect(sub).toBeInstanceOf(Sub);
    expect(sub.getHours()).toBe(7);
    // The domain's facility-time conversion (TZDate) loaded and run while the clock is installed.
    const { localShiftToInstants } = await import('@/domain/pay');
    expect(localShiftToInstants('America/Los_Angeles', '2026-11-20', '07:00', '15:30')).toEqual({
      start: '2026-11-20T15:00:00.000Z',
      end: '2026-11-20T23:30:00.000Z',
    });
    expect(Date()).toMatch(/\d{4}/);
    await app.close();
  });

  it('leaves a request without the header, and code outside requests, at the real time', async () => {
    const { app } = await clockApp();
    const before = native.now();
    const body = (await app.inject({ method: 'GET', url: '/now' })).json() as { now: number; date: string };
    const after = native.now();
    for (const t of [Date.parse(body.date), body.now]) {
      expect(t).toBeGreaterThanOrEqual(before);
      expect(t).toBeLessThanOrEqual(after);
    }
    const outside = Date.now();
    expect(outside).toBeGreaterThanOrEqual(after);
    expect(outside).toBeLessThanOrEqual(native.now());
    // Every other form passes through.
    expect(new Date(AT).toISOString()).toBe(AT);
    expect(Date.UTC(2031, 2, 4, 10)).toBe(native.parse(AT));
    await app.close();
  });

  it('leaves a WebSocket connection at the real time, header or not (a live connection is not a request at one instant)', async () => {
    const app = Fastify();
    installTestClock(app, 'test');
    await app.register(websocket);
    app.get('/ws', { websocket: true }, (socket) => socket.send(String(Date.now())));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    type Ws = { once: (e: string, f: (d: unknown) => void) => void; close: () => void };
    const WebSocket = createRequire(import.meta.url)('ws') as new (u: string, o: object) => Ws;
    const before = native.now();
    const client = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { [TEST_CLOCK_HEADER]: AT } });
    const seen = Number(String(await new Promise((resolve) => client.once('message', resolve))));
    expect(seen).toBeGreaterThanOrEqual(before);
    expect(seen).toBeLessThanOrEqual(native.now());
    client.close();
    await app.close();
  });

  it('is never on in production: installTestClock refuses it, loadConfig refuses E2E=1', async () => {
    const { app, installed } = await clockApp('production');
    expect(installed).toBe(false);
    expect(globalThis.Date).toBe(native);
    const res = (await app.inject({ method: 'GET', url: '/now', headers: { [TEST_CLOCK_HEADER]: AT } })).json() as {
      now: number;
    };
    expect(res.now).toBeLessThan(native.parse(AT));
    await app.close();

    const prod = { NODE_ENV: 'production', SESSION_SECRET: 's', SMTP_URL: 'smtp://mail.example:587' };
    expect(() => loadConfig({ ...prod, E2E: '1' })).toThrow(ConfigError);
    expect(loadConfig(prod).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', E2E: '1' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).testClock).toBe(false);
  });

  it('is installed by buildApp when the configuration asks for it, and removed at close', async () => {
    const t = await createTestApp({ testClock: true });
    expect(testClockInstalled()).toBe(true);
    await t.close();
    expect(testClockInstalled()).toBe(false);
    const off = await createTestApp();
    expect(testClockInstalled()).toBe(false);
    await off.close();
  });
});
