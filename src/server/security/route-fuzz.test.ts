// Issue 34 "no 500 from input": every registered route (derived from the route catalogue, so a new route is covered
// the day it is added) is called with the hostile set: non-UUID ids, lone UTF-16 surrogates, NUL, huge numbers and
// wrong types, in its path parameters, its query parameters and its JSON body, as every role. No answer may be a 5xx,
// and none may be the database's own refusal (the INVALID_INPUT backstop): every such input is refused by a schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildOrgWithTeam, buildUser, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { createApiKey } from '../modules/public-api/api-keys';

let t: TestApp;
let callers: ((opts: InjectOptions) => Promise<LightMyRequestResponse>)[];
let apiCaller: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  const worker = await buildWorker(t.app);
  const { recruiter, orgUser } = await buildOrgWithTeam(t.app);
  const admin: TestUser = await buildUser(t.app, 'admin');
  const key = (await createApiKey(t.app, orgUser.organizationId!, orgUser.id, 'route fuzz')).key;
  apiCaller = (opts) => t.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${key}` } });
  callers = [
    (opts) => t.app.inject(opts),
    injectAs(t.app, worker),
    injectAs(t.app, recruiter),
    injectAs(t.app, orgUser),
    injectAs(t.app, admin),
  ];
}, 120_000);
afterAll(async () => t.close());

/** Routes not called here, each with its reason (kept short on purpose: a new route is fuzzed unless listed). */
const NOT_FUZZED: Record<string, string> = {
  'GET /api/ws': 'a WebSocket upgrade: its messages are checked by session-sockets.test.ts',
  'POST /api/auth/logout': 'would sign the shared callers out; it reads no input',
};

/** What arrives in a URL (already percent-encoded where needed): the path/query half of the hostile set. */
const URL_VALUES = [
  'not-a-uuid',
  '1',
  encodeURIComponent("'; select 1; --"),
  '00000000-0000-0000-0000-00000000000g',
  '-1',
  '99999999999999999999999999999',
  '1e400',
  'NaN',
  '%ED%A0%80', // a lone surrogate as UTF-8 bytes (invalid UTF-8)
  '%00',
  '%C0%80', // an overlong NUL
  'x'.repeat(5000),
];

/** What arrives in a JSON body property: the body half of the hostile set. */
const BODY_VALUES: unknown[] = [
  '\ud800',
  'a\udc00b',
  ['\ud800'],
  { a: '\udbff' },
  'not-a-uuid',
  '\u0000',
  1e308,
  -1,
  2 ** 53 + 1,
  -1e20,
  true,
  [],
  {},
  null,
  'x'.repeat(20_000),
];

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const UUID = '00000000-0000-4000-8000-000000000000';
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function routes() {
  return t.app.routeCatalog.filter((r) => r.method !== 'OPTIONS' && !NOT_FUZZED[key(r)]);
}
function operation(method: string, url: string): OpenApiOperation {
  const spec = t.app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  return spec.paths?.[url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
}
/** The names a route reads from its URL and query: its schema's, plus the ones routes commonly read. */
function queryNames(route: { method: string; url: string; schema?: Record<string, unknown> }) {
  const documented = (operation(route.method, route.url).parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  const shape = (route.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return [...new Set([...documented, ...Object.keys(shape), 'id', 'job', 'recruiter', 'limit', 'cursor', 'offset'])];
}

let n = 0;
/** Each request from its own address, so per-address route limits (login, signup) never answer first. */
const from = () => {
  n++;
  return `10.${Math.floor(n / 62500) % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};
const failures: string[] = [];
async function call(route: { url: string }, opts: InjectOptions, what: string) {
  const targets = route.url.startsWith('/api/v1/') ? [apiCaller, callers[0]] : callers;
  for (const caller of targets) {
    // The answer as a stream, read only when it is a refusal: a success cannot fail the check (the INVALID_INPUT code
    // comes only with a 4xx), and reading every one was most of this file's time (the OpenAPI document, 2.4 MB as JSON
    // and YAML, answers each of its 420 calls here: 1 GB copied into strings and parsed as JSON, for nothing).
    const res = await caller({ ...opts, remoteAddress: from(), payloadAsStream: true });
    const stream = res.stream();
    if (res.statusCode < 400) {
      await finished(stream.resume());
      continue;
    }
    const body = await text(stream);
    let code: unknown;
    try {
      code = (JSON.parse(body) as { error?: unknown }).error;
    } catch {
      code = undefined;
    }
    if (res.statusCode >= 500 || code === 'INVALID_INPUT') {
      failures.push(`${what} → ${res.statusCode} ${body.slice(0, 200)}`);
    }
  }
}

describe('the route catalogue under hostile input (never a 5xx)', () => {
  it('covers every registered route: what is left out is named with a reason and exists', () => {
    const all = new Set(t.app.routeCatalog.map(key));
    for (const left of Object.keys(NOT_FUZZED)) expect(all.has(left), left).toBe(true);
    expect(routes().length).toBeGreaterThan(100);
  });

  it('declares every path parameter of every route in its zod schema', () => {
    const missing: string[] = [];
    for (const route of t.app.routeCatalog) {
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      if (!names.length) continue;
      const shape = (route.schema?.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      for (const name of names) if (!(name in shape)) missing.push(`${key(route)} :${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('path parameters', async () => {
    failures.length = 0;
    for (const route of routes()) {
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      for (const name of names) {
        for (const value of URL_VALUES) {
          const url = route.url.replace(/:([A-Za-z]+)/g, (_m, p: string) => (p === name ? value : UUID));
          await call(route, { method: route.method as 'GET', url }, `${key(route)} :${name}=${value.slice(0, 40)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('query parameters (documented and common names; repeated and bracketed too)', async () => {
    failures.length = 0;
    for (const route of routes()) {
      const url = route.url.replace(/:[A-Za-z]+/g, UUID);
      for (const name of queryNames(route)) {
        for (const value of URL_VALUES) {
          await call(
            route,
            { method: route.method as 'GET', url: `${url}?${name}=${value}` },
            `${key(route)} ?${name}=${value.slice(0, 40)}`,
          );
        }
        for (const q of [`${name}=a&${name}=b`, `${name}[a]=1`, `${name}=`]) {
          await call(route, { method: route.method as 'GET', url: `${url}?${q}` }, `${key(route)} ?${q}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('JSON bodies (every documented property with each hostile value, and hostile whole bodies)', async () => {
    failures.length = 0;
    for (const route of routes().filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))) {
      if (/upload/.test(route.url)) continue; // multipart: the file is not JSON (upload tests cover it)
      const url = route.url.replace(/:[A-Za-z]+/g, UUID);
      const props = Object.keys(
        operation(route.method, route.url).requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
      const payloads: unknown[] = props.flatMap((p) => BODY_VALUES.map((v) => ({ [p]: v })));
      payloads.push(['\ud800'], '\ud800', 12, { '\ud800': 1 });
      for (const payload of payloads) {
        await call(
          route,
          {
            method: route.method as 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          },
          `${key(route)} ${JSON.stringify(payload).slice(0, 60)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
