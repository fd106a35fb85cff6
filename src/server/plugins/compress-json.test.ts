// The API's JSON answers reach a browser compressed (Brotli or gzip, as it accepts), decode to the very bytes an
// uncompressing client gets, and a cached answer is compressed once, not on every hit.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const first = await worker.get('/api/jobs?pageSize=20', { headers });
    const second = await worker.get('/api/jobs?pageSize=20', { headers });
    expect(first.headers['x-cache']).toBe('hit');
    expect(second.headers['x-cache']).toBe('hit');
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
