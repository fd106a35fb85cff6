// Property-based bad input: random and hostile payloads posted to every JSON route, as anonymous,
// a worker and a recruiter, never produce a 500 or a stack trace, and always the single error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';

let t: TestApp;
let worker: TestUser;
let recruiter: TestUser;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  worker = await buildWorker(t.app);
  ({ recruiter } = await buildOrgWithTeam(t.app));
});
afterAll(async () => t.close());

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 🚑',
    '%00',
    '{{7*7}}',
    '${jndi:ldap://x}',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'status', 'role', 'email'),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

/** A deeply nested object (stack / parser abuse). */
const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

const SKIP = [/^\/api\/ws/, /^\/api\/docs/, /upload/];
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, () => '00000000-0000-4000-8000-000000000000');

function checkBody(status: number, body: string) {
  expect(status, body).toBeLessThan(500);
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(body.toLowerCase()).not.toContain('syntax error at or near');
  if (status >= 400 && body.startsWith('{')) {
    const json = JSON.parse(body);
    expect(typeof json.error).toBe('string');
    expect(typeof json.message).toBe('string');
  }
}

describe('hostile input on every JSON route', () => {
  it('never answers 500, never leaks a stack, always the error shape', async () => {
    const routes = t.app.routeCatalog.filter(
      (r) =>
        ['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/api') && !SKIP.some((s) => s.test(r.url)),
    );
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      for (const user of [undefined, worker, recruiter]) {
        const inject = user ? injectAs(t.app, user) : (opts: InjectOptions) => t.app.inject(opts);
        await fc.assert(
          fc.asyncProperty(hostileValue, async (payload) => {
            const res = await inject({
              method: route.method as 'POST',
              url: fill(route.url),
              payload: payload === undefined ? {} : (payload as object),
            });
            checkBody(res.statusCode, res.body);
          }),
          { numRuns: 12, seed: 42 },
        );
      }
      const method = route.method as 'POST';
      const nested = await injectAs(t.app, worker)({ method, url: fill(route.url), payload: deep(2000) as object });
      checkBody(nested.statusCode, nested.body);
      const asRecruiter = injectAs(t.app, recruiter);
      const proto = await asRecruiter({
        method,
        url: fill(route.url),
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      });
      checkBody(proto.statusCode, proto.body);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
  }, 300_000);

  it('answers hostile query strings and path params on GET routes without a 500', async () => {
    const routes = t.app.routeCatalog.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api') && !SKIP.some((s) => s.test(r.url)),
    );
    for (const route of routes) {
      for (const q of [
        '?status=%27%20OR%201%3D1',
        '?limit=-1&cursor=%00',
        '?q=' + encodeURIComponent('<script>') + '&page=abc',
        '?' + 'a=1&'.repeat(200),
      ]) {
        const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent("'; select 1; --")) + q;
        const res = await injectAs(t.app, worker).get(url);
        checkBody(res.statusCode, res.body);
      }
    }
  }, 120_000);
});
