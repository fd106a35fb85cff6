// Cache headers say nothing about other people (issue 41): a signed-out visitor whose search was answered from the
// response cache (because another visitor asked the same thing first) gets exactly the headers the first visitor got,
// apart from Date. An `x-cache: hit|miss` header told anyone whether someone had searched a phrase today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildJob, buildOrgWithTeam } from '../test/factories';

let t: TestApp;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  const team = await buildOrgWithTeam(t.app);
  const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id, title: 'ICU nights in Austin' });
  jobId = job.gwJobId;
});
afterAll(async () => t.close());

/** A signed-out visitor's GET, from an address of their own (each visitor has their own rate-limit counters). */
const visit = (url: string, ip: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'accept-encoding': 'gzip, br' } });

/** The headers of an answer, without Date (the only one that may differ by when it was asked). */
function headersOf(res: { headers: Record<string, unknown> }) {
  const { date: _date, ...rest } = res.headers;
  return rest;
}

describe('two signed-out visitors, one after the other', () => {
  for (const url of ['/api/jobs?q=icu%20nights%20austin', '/api/jobs?pageSize=5', () => `/api/jobs/${jobId}`])
    it(`get the same headers for ${typeof url === 'string' ? url : 'a job page'}, the second from the cache`, async () => {
      const u = typeof url === 'string' ? url : url();
      const hits = t.app.responseCache.hits;
      const first = await visit(u, '203.0.113.10');
      const second = await visit(u, '198.51.100.20');
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode).toBe(200);
      // The second answer was served from the entry the first one left: the case that used to say "hit".
      expect(t.app.responseCache.hits - hits).toBe(1);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(first.headers['x-cache']).toBeUndefined();
      expect(second.body).toBe(first.body);
    });
});
