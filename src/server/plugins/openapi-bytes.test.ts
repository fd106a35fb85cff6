// The OpenAPI document is served as bytes made once (openapi.ts, documentBytes): every request of /api/docs/json and
// /api/docs/yaml gets the document as @fastify/swagger builds it, and none builds or serializes it again.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the JSON and YAML forms as the document is, without building them again on each request', async () => {
    const first = await t.app.inject({ url: '/api/docs/json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(t.app.swagger())));
    const yaml = await t.app.inject({ url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toBe('application/x-yaml');
    expect(yaml.body).toBe(t.app.swagger({ yaml: true }));

    const built = vi.spyOn(t.app, 'swagger');
    try {
      for (let i = 0; i < 3; i++) {
        const json = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
        expect(json.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(json.rawPayload).toString()).toBe(first.body);
        expect((await t.app.inject({ url: '/api/docs/yaml' })).body).toBe(yaml.body);
      }
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it("still serves the documentation's pages", async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
