// Issue 34 "no 500 from input", the reported cases (the route-catalogue fuzz in route-fuzz.test.ts walks every route):
// ids in queries are UUIDs (a 400 with a clear message, not PostgreSQL's "invalid input syntax for type uuid"), and a
// lone UTF-16 surrogate is refused with one message in every field, JSON-stored ones included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hasLoneSurrogate, MESSAGES, requiredText, text, textList } from '@/domain/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { fakeJob } from '../db/seed';
import { dataExceptionCode } from '../errors';

let t: TestApp;
let recruiter: TestUser;
let orgUser: TestUser;
let worker: TestUser;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  ({ recruiter, orgUser } = await buildOrgWithTeam(t.app));
  worker = await buildWorker(t.app);
});
afterAll(async () => t.close());

describe('ids in query parameters', () => {
  it.each([
    '/api/applications?job=abc&status=new',
    '/api/applications?recruiter=1&status=new',
    '/api/applications/board?job=abc',
    "/api/applications/board?recruiter=x'",
    '/api/applications/job-options?id=42',
  ])('%s answers 400 naming the parameter', async (url) => {
    const res = await injectAs(t.app, recruiter).get(url);
    expect(res.statusCode, res.body).toBe(400);
    const name = url.split('?')[1].split('=')[0];
    expect(res.json()).toEqual({
      error: 'BAD_REQUEST',
      message: MESSAGES.validation.link,
      fields: { [name]: MESSAGES.validation.link },
    });
  });

  it('a real id still filters', async () => {
    const res = await injectAs(t.app, recruiter).get(`/api/applications/board?recruiter=${recruiter.id}`);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('lone UTF-16 surrogates', () => {
  const refused = (res: { statusCode: number; body: string; json: () => unknown }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'BAD_REQUEST', fields: { [field]: MESSAGES.errors.brokenCharacters } });
  };

  it('are refused in the JSON-stored profile fields (cities, scrub colour, facilities worked at)', async () => {
    const put = (payload: object) => injectAs(t.app, worker).put('/api/worker-profile', payload);
    refused(await put({ summary: { cities: ['Atlanta', 'At\ud800'] } }), 'summary.cities.1');
    refused(await put({ scrub_color: '\udc00' }), 'scrub_color');
    refused(await put({ workHistory: { facilities_worked_at: ['x\ud83d'] } }), 'workHistory.facilities_worked_at.0');
  });

  it("are refused in a job's certifications and city", async () => {
    const post = (payload: object) => injectAs(t.app, orgUser).post('/api/org/jobs', payload);
    refused(await post({ ...fakeJob(1), certifications: ['BLS\ud800'] }), 'certifications.0');
    refused(await post({ ...fakeJob(1), city: '\udfffAtlanta' }), 'city');
  });

  it('are refused in keys and query parameters too; a whole emoji is kept', async () => {
    refused(await injectAs(t.app, worker).put('/api/worker-profile', { ['k\ud800']: 1 }), 'body');
    const ok = await injectAs(t.app, worker).put('/api/worker-profile', { scrub_color: 'Navy 🚑' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().profile.scrub_color).toBe('Navy 🚑');
  });

  it('the domain schemas give the web forms the same message', () => {
    for (const s of ['\ud800', 'a\udc00', '\ud83d\ud83d']) {
      expect(hasLoneSurrogate(s), JSON.stringify(s)).toBe(true);
      expect(text(50).safeParse(s).error?.issues[0].message).toBe(MESSAGES.errors.brokenCharacters);
      expect(requiredText(50).safeParse(s).error?.issues[0].message).toBe(MESSAGES.errors.brokenCharacters);
      expect(textList().safeParse([s]).error?.issues[0].message).toBe(MESSAGES.errors.brokenCharacters);
    }
    expect(hasLoneSurrogate('🚑 é 𝔘')).toBe(false);
  });
});

describe('input the database refuses (the backstop)', () => {
  it("PostgreSQL's data exceptions are recognised (answered 400 INVALID_INPUT, never 500)", async () => {
    const err = await t.app.db.execute(sql`select ${'not-a-uuid'}::uuid`).catch((e: unknown) => e);
    expect(dataExceptionCode(err)).toBe('22P02');
    const json = await t.app.db.execute(sql`select ${'"\\ud800"'}::jsonb`).catch((e: unknown) => e);
    expect(dataExceptionCode(json)).toMatch(/^22/);
    expect(dataExceptionCode(new Error('x'))).toBeNull();
  });
});
