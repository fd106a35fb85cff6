// The API's JSON answers and the pages' HTML reach a browser compressed (Brotli or gzip, as it accepts), decode to the very bytes an
// uncompressing client gets, and a cached answer is compressed once, not on every hit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildJob, buildOrgWithTeam, buildWorker } from '../test/factories';
import { injectAs, type UserInject } from '../test/inject-as';
import { COMPRESS_MIN_BYTES, pickEncoding } from './compress-json';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'gzip'],
    ['BR', 'br'],
  ])('%s → %s', (header, encoding) => expect(pickEncoding(header)).toBe(encoding));
});

describe('compressed JSON answers', () => {
  let t: TestApp;
  let worker: UserInject;
  beforeAll(async () => {
    t = await createTestApp();
    const team = await buildOrgWithTeam(t.app);
    for (let i = 0; i < 6; i++) await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    worker = injectAs(t.app, await buildWorker(t.app));
  });
  afterAll(() => t.close());

  it('sends the job list as Brotli or gzip as accepted, decoding to the bytes sent uncompressed', async () => {
    const plain = await worker.get('/api/jobs');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);

    const br = await worker.get('/api/jobs', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await worker.get('/api/jobs', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a cached answer too: every hit sends the same compressed bytes, a 304 none', async () => {
    const headers = { 'accept-encoding': 'br' };
    await worker.get('/api/jobs?pageSize=20', { headers }); // a miss: cached
    const hits = t.app.responseCache.hits;
    const runs = t.app.compression.runs;
    const first = await worker.get('/api/jobs?pageSize=20', { headers });
    const second = await worker.get('/api/jobs?pageSize=20', { headers });
    expect(t.app.responseCache.hits - hits).toBe(2);
    // Compressed once, with the miss: a hit sends the kept copy (decision 0060: compressing each hit cost 3.7× its CPU).
    expect(t.app.compression.runs).toBe(runs);
    expect(second.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    // And a 304 stays a 304, with no body to compress.
    const notModified = await worker.get('/api/jobs?pageSize=20', {
      headers: { ...headers, 'if-none-match': String(second.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('leaves small answers, errors and non-API files alone', async () => {
    const headers = { 'accept-encoding': 'br' };
    const small = await worker.get('/api/auth/me', { headers });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await worker.get('/api/applications/board', { headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressed pages', () => {
  const INDEX_HTML = `<!doctype html><html lang="en"><head><!--page-head--><title>CareLink</title><!--/page-head-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<style>${':root{--x:1px}'.repeat(200)}</style></head>
<body><div id="root"><!--shell--><header>CareLink</header><!--/shell--></div><!--page-files--></body></html>
`;
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({}, { webDir });
    const team = await buildOrgWithTeam(t.app);
    for (let i = 0; i < 3; i++) await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each(['/explore-jobs', '/', '/profile', '/explore-jobs/no-such-job'])(
    '%s: Brotli or gzip as accepted, decoding to the page sent uncompressed',
    async (url) => {
      // One instant for the three answers: a page the server draws carries its query cache's times (dehydratedAt,
      // dataUpdatedAt), so two draws of the same page a moment apart differ in those figures.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      onTestFinished(() => void vi.useRealTimers());
      const plain = await get(url);
      expect(plain.headers['content-type']).toMatch(/^text\/html/);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(plain.statusCode);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    },
  );

  it("sends the shell's compressed bytes again without compressing it again", async () => {
    const first = await get('/profile', 'br');
    const runs = t.app.compression.runs;
    const again = await get('/messages', 'br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.compression.runs).toBe(runs);
  });
});
