// Issue 20 finding #2: per-IP limits could be dodged with a made-up X-Forwarded-For (trustProxy was always on).
// TRUST_PROXY is now off by default; when set, only the named hop count or proxy addresses are believed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { parseTrustProxy } from '../config';

let plain: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  behindProxy = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await plain?.close();
  await behindProxy?.close();
});

const failLogin = (t: TestApp, i: number, headers: Record<string, string>, remoteAddress = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email: `nobody-${i}@test.example`, password: 'wrong-password' },
  });

describe('TRUST_PROXY', () => {
  it('off by default: a made-up X-Forwarded-For does not give fresh login attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await failLogin(plain, i, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('with a hop count, the address the trusted proxy reports is the client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await failLogin(behindProxy, i, { 'x-forwarded-for': `203.0.113.${i}` }, '10.0.0.2')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true); // twelve different clients behind one proxy
    // Only one hop is trusted: a client prepending its own X-Forwarded-For entry still gets the proxy's view of it.
    const own: number[] = [];
    for (let i = 0; i < 12; i++)
      own.push(
        (await failLogin(behindProxy, 100 + i, { 'x-forwarded-for': `1.2.3.${i}, 203.0.113.200` }, '10.0.0.2'))
          .statusCode,
      );
    expect(own.slice(10)).toEqual([429, 429]);
  });

  it('parses a hop count or a CIDR list, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/CIDR/);
  });
});
