// Property-based bad input: random and hostile payloads posted to every JSON route, as anonymous,
// a worker and a recruiter, never produce a 500 or a stack trace, and always the single error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { MESSAGES, requiredText, text } from '@/domain/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { createApiKey } from '../modules/public-api/api-keys';
import { fakeJob } from '../db/seed';
import { organizations, sentEmails, users } from '../db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
let worker: TestUser;
let recruiter: TestUser;
let apiKey: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  worker = await buildWorker(t.app);
  let orgUser: TestUser;
  ({ recruiter, orgUser } = await buildOrgWithTeam(t.app));
  apiKey = (await createApiKey(t.app, orgUser.organizationId!, orgUser.id, 'hostile input')).key;
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

/** Control characters every text input refuses (issue 20 finding #8): NUL and the other C0/C1 controls and DEL. */
// A lone carriage return is one too (CRLF is a newline).
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\r', '\u001b', '\u007f', '\u0085'];

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe('control characters on every route, query and body (NUL gives a 400 naming the field, never a 500)', () => {
  // Own users: the fuzzing above may have signed its users out (POST /api/auth/logout is among the routes).
  let worker: TestUser;
  let recruiter: TestUser;
  beforeAll(async () => {
    worker = await buildWorker(t.app);
    ({ recruiter } = await buildOrgWithTeam(t.app));
  });
  /** Each request from its own address, so per-IP route limits (login, signup) never answer first. */
  const from = (i: number) => `10.20.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
  const expectRefused = (
    res: { statusCode: number; body: string; json: () => { fields?: Record<string, string> } },
    field: string,
    what: string,
  ) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    expect(res.json().fields?.[field], `${what}: ${res.body}`).toBe(MESSAGES.errors.controlCharacters);
  };
  const routes = () =>
    t.app.routeCatalog.filter(
      (r) => r.url.startsWith('/api') && !/^\/api\/(ws|docs)/.test(r.url) && r.method !== 'OPTIONS',
    );
  const operation = (method: string, url: string): OpenApiOperation => {
    const spec = t.app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
    return spec.paths?.[url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
  };
  /** Calls as a signed-in user (a worker or a recruiter, alternately), or with the API key on /api/v1. */
  const callerFor = (url: string, i: number) =>
    url.startsWith('/api/v1/')
      ? (opts: InjectOptions) => t.app.inject({ ...opts, headers: { authorization: `Bearer ${apiKey}` } })
      : injectAs(t.app, i % 2 ? recruiter : worker);

  it('path parameters', async () => {
    let n = 0;
    for (const route of routes()) {
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      for (const name of names) {
        for (const c of ['\u0000', CONTROL[n % CONTROL.length]]) {
          const url = route.url.replace(/:([A-Za-z]+)/g, (_m, p: string) =>
            p === name ? encodeURIComponent(`a${c}b`) : '00000000-0000-4000-8000-000000000000',
          );
          const res = await callerFor(
            route.url,
            n,
          )({
            method: route.method as 'GET',
            url,
            remoteAddress: from(n++),
          });
          expectRefused(res, name, `${route.method} ${url}`);
        }
      }
    }
    expect(n).toBeGreaterThan(20);
  }, 120_000);

  it('query parameters (every documented one, and an undocumented one)', async () => {
    let n = 0;
    for (const route of routes()) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const documented = (operation(route.method, route.url).parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      for (const name of [...documented, 'extra']) {
        for (const c of ['\u0000', CONTROL[n % CONTROL.length]]) {
          const res = await callerFor(
            route.url,
            n,
          )({
            method: route.method as 'GET',
            url: `${url}?${name}=${encodeURIComponent(`x${c}y`)}`,
            remoteAddress: from(n++),
          });
          expectRefused(res, name, `${route.method} ${url}?${name}`);
        }
      }
    }
    expect(n).toBeGreaterThan(100);
  }, 120_000);

  it('JSON bodies (every documented property, nested values and keys)', async () => {
    let n = 0;
    for (const route of routes().filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))) {
      if (/upload/.test(route.url)) continue; // multipart: the file is not text
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const props = Object.keys(
        operation(route.method, route.url).requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
      const payloads: [Record<string, unknown>, string][] = props.flatMap((p): [Record<string, unknown>, string][] => [
        [{ [p]: 'a\u0000b' }, p],
        [{ [p]: `a${CONTROL[n % CONTROL.length]}b` }, p],
      ]);
      payloads.push([{ note: { inner: ['ok', 'x\u0000'] } }, 'note.inner.1'], [{ ['k\u0000']: 'v' }, 'body']);
      for (const [payload, field] of payloads) {
        const res = await callerFor(
          route.url,
          n,
        )({
          method: route.method as 'POST',
          url,
          remoteAddress: from(n++),
          payload,
        });
        expectRefused(res, field, `${route.method} ${url} ${JSON.stringify(payload)}`);
      }
    }
    expect(n).toBeGreaterThan(100);
  }, 180_000);

  it('the reported endpoints answer 400, and tab and newline stay accepted', async () => {
    for (const url of ['/api/jobs?city=%00', '/api/applications?q=%00', '/api/jobs?city=a%1Bb']) {
      const res = await injectAs(t.app, recruiter).get(url);
      expect(res.statusCode, url).toBe(400);
    }
    const bad = await injectAs(t.app, worker).put('/api/worker-profile', { summary: { first_name: 'a\u0000b' } });
    expectRefused(bad, 'summary.first_name', 'PUT /api/worker-profile');
    const ok = await injectAs(t.app, worker).get('/api/jobs?city=a%09b');
    expect(ok.statusCode).toBe(200);
  });

  it('a CRLF newline (a form post from a textarea) is stored as LF; a lone carriage return is refused', async () => {
    const put = (other: string) => injectAs(t.app, worker).put('/api/worker-profile', { bonus: { other } });
    const crlf = await put('Ann\r\nMarie');
    expect(crlf.statusCode, crlf.body).toBe(200);
    expect(crlf.json().profile.bonus.other).toBe('Ann\nMarie');
    expect((await injectAs(t.app, worker).get('/api/worker-profile')).json().profile.bonus.other).toBe('Ann\nMarie');
    expectRefused(await put('Ann\rMarie'), 'bonus.other', 'PUT /api/worker-profile with a lone CR');
    const query = await injectAs(t.app, recruiter).get('/api/applications?q=a%0Db');
    expect(query.statusCode).toBe(400);
  });

  it('names and titles are one line: a newline or a tab is refused with one message (issue 34)', async () => {
    const settings = { last_name: 'Ng' };
    for (const first_name of ['Ann\nMarie', 'Ann\r\nBcc: x@example.test', 'Ann\tMarie', 'Ann\u2028Marie']) {
      const res = await injectAs(t.app, worker).put('/api/me/settings', { ...settings, first_name });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ first_name: MESSAGES.errors.singleLine });
    }
    const ok = await injectAs(t.app, worker).put('/api/me/settings', { ...settings, first_name: ' Ann Marie ' });
    expect(ok.json().first_name).toBe('Ann Marie');
    const { orgUser } = await buildOrgWithTeam(t.app);
    const job = await injectAs(t.app, orgUser).post('/api/org/jobs', {
      ...fakeJob(3),
      title: 'Nurse\nBcc: x@example.test',
    });
    expect(job.statusCode, job.body).toBe(400);
    expect(job.json().fields).toEqual({ title: MESSAGES.errors.singleLine });
    const org = await injectAs(t.app, orgUser).put('/api/org/profile', { name: 'Acme\nHealth' });
    expect(org.statusCode, org.body).toBe(400);
    expect(org.json().fields).toEqual({ name: MESSAGES.errors.singleLine });
  });

  it('a name stored with a line break (before the one-line rule) stays on one line in the emails it goes into', async () => {
    const { org, orgUser } = await buildOrgWithTeam(t.app);
    await t.app.db.update(users).set({ lastName: 'Ng\r\nBcc: x@example.test' }).where(eq(users.id, orgUser.id));
    await t.app.db.update(organizations).set({ name: 'Acme\nBcc: y@example.test' }).where(eq(organizations.id, org.id));
    const to = `invited-${Date.now()}@example.test`;
    const res = await injectAs(t.app, orgUser).post('/api/org/invitations', { email: to });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await t.app.outbox.drain();
    const [mail] = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, to));
    expect(mail.subject).toBe('You are invited to join Acme Bcc: y@example.test on CareLink');
    expect(mail.text.split('\n').filter((line) => /^\s*bcc:/i.test(line))).toEqual([]);
    expect(mail.text).toContain('Ng Bcc: x@example.test invited you to join Acme Bcc: y@example.test');
  });

  it('the schema helper refuses control characters and keeps tab and newline', () => {
    for (const c of CONTROL) expect(text(50).safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
    expect(requiredText(50).parse(' a\tb\r\nc ')).toBe('a\tb\nc');
    expect(requiredText(50).safeParse('a\rb').error?.issues[0].message).toBe(MESSAGES.errors.controlCharacters);
    expect(requiredText(50).safeParse('\u0000').error?.issues[0].message).toBe(MESSAGES.errors.controlCharacters);
  });
});
