// Issue 41, the crash corpus: every route that accepts a file or an image — found in the route catalogue (a multipart
// route, or a JSON body with an image data URL), so a new one is covered the day it is added — receives each hostile
// file of crash-corpus-files.ts (malformed, truncated, huge-dimension, decompression-bomb, wrong-magic and polyglot
// PNG, JPEG, GIF, WebP, HEIC and PDF). Each is answered with a 4xx (or, where the route stores that type without
// decoding it, the documented 201), the server's health answers after each, and nothing ends the process.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@/domain/shared';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE } from '@/domain/documents';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { acceptedApplication, signBody } from '../test/contract-factory';
import { settledHealth, watchCrashes, type CrashWatch } from '../test/crash-watch';
import { multipart } from '../modules/documents/test-multipart';
import { crashCorpus, validFiles, type CorpusFile } from './crash-corpus-files';

let t: TestApp;
let corpus: CorpusFile[];
let watch: CrashWatch;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  corpus = await crashCorpus();
}, 120_000);
afterAll(async () => t?.close());
afterEach(() => watch?.stop());

type Send = (file: { ext: string; bytes: Buffer }) => Promise<LightMyRequestResponse>;
type RouteKey = `${string} ${string}`;

/** How each file route is reached: who calls it, on what, with the file in its place. */
const FIXTURES: Record<RouteKey, () => Promise<Send>> = {
  'POST /api/documents/upload': async () => {
    const worker = await buildWorker(t.app);
    let n = 0;
    return ({ ext, bytes }) => {
      const { payload, headers } = multipart({ category: 'others' }, { name: `corpus-${n++}.${ext}`, content: bytes });
      return injectAs(t.app, worker).post('/api/documents/upload', payload, { headers });
    };
  },
  // Anyone checks a work record (issue 45): every file is read whole in the decode pool; none is a record.
  'POST /api/work-records/verify': async () => {
    let n = 0;
    return ({ ext, bytes }) => {
      const { payload, headers } = multipart({}, { name: `corpus-${n++}.${ext}`, content: bytes });
      return t.app.inject({ method: 'POST', url: '/api/work-records/verify', payload, headers });
    };
  },
  'POST /api/applications/:id/contract/sign': async () => {
    const { worker, applicationId } = await acceptedApplication(t.app);
    return ({ bytes }) =>
      injectAs(t.app, worker).post(`/api/applications/${applicationId}/contract/sign`, drawn('Test worker', bytes));
  },
  'POST /api/applications/:id/contract/countersign': async () => {
    const { worker, team, applicationId } = await acceptedApplication(t.app);
    const signed = await injectAs(t.app, worker).post(
      `/api/applications/${applicationId}/contract/sign`,
      signBody('Test worker'),
    );
    expect(signed.statusCode, signed.body).toBe(200);
    return ({ bytes }) =>
      injectAs(t.app, team.recruiter).post(
        `/api/applications/${applicationId}/contract/countersign`,
        drawn('Test recruiter', bytes),
      );
  },
};

const drawn = (name: string, png: Buffer) => ({
  ...signBody(name),
  signature: { kind: 'drawn', value: `data:image/png;base64,${png.toString('base64')}` },
});

interface JsonSchema {
  type?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
/** True when a JSON schema has a string that must be an image data URL somewhere inside it. */
function takesImage(s: JsonSchema | undefined): boolean {
  if (!s) return false;
  if (s.pattern?.includes('data:image')) return true;
  return [
    ...Object.values(s.properties ?? {}),
    s.items,
    ...(s.anyOf ?? []),
    ...(s.oneOf ?? []),
    ...(s.allOf ?? []),
  ].some((x) => takesImage(x));
}

/** Every route of the catalogue that accepts a file (multipart) or an image (a data URL in its JSON body). */
function fileRoutes(): RouteKey[] {
  const spec = t.app.swagger() as {
    paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  };
  const found = new Set<RouteKey>();
  for (const route of t.app.routeCatalog) {
    const op = spec.paths?.[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const content = op?.requestBody?.content ?? {};
    const consumes = (route.schema?.consumes as string[] | undefined) ?? [];
    if (
      consumes.includes('multipart/form-data') ||
      'multipart/form-data' in content ||
      takesImage(content['application/json']?.schema)
    )
      found.add(`${route.method} ${route.url}`);
  }
  return [...found].sort();
}

describe('the crash corpus against every route that accepts a file or an image (issue 41)', () => {
  it('finds the file routes in the catalogue, and each has a fixture here', () => {
    const routes = fileRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(3);
    expect(routes.filter((r) => !(r in FIXTURES))).toEqual([]);
    expect(Object.keys(FIXTURES).sort()).toEqual(routes);
  });

  it('the corpus: six kinds of each of six formats, generated here', () => {
    const kinds = new Set(corpus.map((f) => `${f.ext}:${f.kind}`));
    for (const ext of ['png', 'jpg', 'gif', 'webp', 'heic', 'pdf'])
      for (const kind of ['malformed', 'truncated', 'huge-dimension', 'bomb', 'wrong-magic', 'polyglot'])
        expect(kinds.has(`${ext}:${kind}`), `${ext} ${kind}`).toBe(true);
  });

  it('every file on every route: a 4xx (or the documented 201 of a type stored undecoded), health after each, no crash', async () => {
    watch = watchCrashes();
    const wrong: string[] = [];
    let requests = 0;
    for (const route of fileRoutes()) {
      const send = await FIXTURES[route]();
      const storesUndecoded = route === 'POST /api/documents/upload';
      for (const file of corpus) {
        const res = await send(file);
        requests++;
        const accepted = storesUndecoded && file.storedUndecoded !== undefined;
        const ok = accepted ? res.statusCode === 201 : res.statusCode >= 400 && res.statusCode < 500;
        if (!ok) wrong.push(`${route} ${file.name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        const health = await settledHealth(t.app);
        if (health !== 200) wrong.push(`${route} ${file.name}: health ${health}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(watch.crashes).toEqual([]);
    expect(requests).toBe(fileRoutes().length * corpus.length);
  }, 300_000);

  it('an image that does not decode is refused with the message saying so, and nothing is stored', async () => {
    const worker = await buildWorker(t.app);
    for (const file of corpus.filter((f) => f.kind !== 'wrong-magic' && !f.storedUndecoded)) {
      const { payload, headers } = multipart(
        { category: 'others' },
        { name: `${file.name}.${file.ext}`, content: file.bytes },
      );
      const res = await injectAs(t.app, worker).post('/api/documents/upload', payload, { headers });
      const message =
        (file.refusedAs ?? (['huge-dimension', 'bomb'].includes(file.kind) ? 'too-big' : 'unreadable')) === 'too-big'
          ? MESSAGES.errors.imageTooBig(MAX_IMAGE_SIDE, MAX_IMAGE_MEGAPIXELS)
          : MESSAGES.errors.fileUnreadable(file.ext);
      expect([res.statusCode, res.json().message], file.name).toEqual([400, message]);
    }
    const list = await injectAs(t.app, worker).get('/api/documents');
    expect([list.statusCode, list.json().data]).toEqual([200, []]);
    expect(fs.existsSync(path.join((t.config.storage as { dir: string }).dir, worker.id))).toBe(false);
  }, 120_000);

  it('valid files of each type are still accepted', async () => {
    const send = await FIXTURES['POST /api/documents/upload']();
    for (const file of await validFiles()) expect((await send(file)).statusCode, file.ext).toBe(201);
  }, 120_000);
});
