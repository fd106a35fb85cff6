// Search that finds nothing, and whose jobs come first (issue 42, item 13). A search matching no job shows the nearest
// open jobs with a line saying so (as the README promises), even for a single word or phrase ("per diem" on a board
// with no per diem job) and when no concept alone matches ("NICU Alaska nights"). Most relevant puts a worker's own
// profession first: a nurse's "per diem" ranks the nurses' per diem job above a pharmacy technician's, though the
// technician's names it in its title (which weighs more).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResponse } from '@/domain/jobs';
import { fakeJob } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrg, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
let nurse: TestUser;
let org: string;
beforeAll(async () => {
  t = await createTestApp();
  nurse = await buildWorker(t.app, { profession: 'Registered Nurse' });
  org = (await buildOrg(t.app)).id;
});
afterAll(async () => t.close());

/** Each test posts its jobs in a state of its own and searches there: no test sees another's jobs. */
const search = async (q: string, state: string, who: TestUser | null = nurse) => {
  const url = `/api/jobs?q=${encodeURIComponent(q)}&state=${state}&pageSize=50`;
  const res = who ? await injectAs(t.app, who).get(url) : await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobSearchResponse;
};
const titles = (r: JobSearchResponse) => r.items.map((j) => j.title);

const job = (state: string, title: string, profession: string, terms: string, specialty = 'General') =>
  buildJob(t.app, org, {
    ...fakeJob(3),
    title,
    profession,
    specialty,
    terms,
    description: 'A day on the unit.',
    location: { state, city: 'Springfield', facility: 'Mercy Hospital' },
    schedule: { shift_time: 'Days', start_date: '2027-03-01' },
  });

describe('search that finds nothing, and whose jobs come first', () => {
  it('"per diem" with no per diem job shows the nearest jobs, the nurse’s profession first, with a line saying so', async () => {
    await job('GA', 'Pharmacy Technician — Retail', 'Pharmacy Technician', 'Travel Contract');
    await job('GA', 'Registered Nurse — Med Surg', 'Registered Nurse', 'Travel Contract');
    const r = await search('per diem', 'GA');
    expect(r.relaxed).toBe("No jobs for 'per diem'. Showing the nearest open jobs instead");
    expect(titles(r)).toEqual(['Registered Nurse — Med Surg', 'Pharmacy Technician — Retail']);
  });

  it('"NICU Alaska nights", where no part matches alone, still shows the nearest jobs', async () => {
    await job('OR', 'Registered Nurse — Med Surg', 'Registered Nurse', 'Travel Contract');
    const r = await search('NICU Alaska nights', 'OR');
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.relaxed).toMatch(/^No jobs for 'NICU Alaska nights'\. Showing /);
    // Signed out: the same nearest jobs and line (no profession to put first).
    const visitor = await search('NICU Alaska nights', 'OR', null);
    expect(visitor.items.length).toBe(r.items.length);
    expect(visitor.relaxed).toBe(r.relaxed);
  });

  it('a nurse’s "per diem" ranks the nurses’ per diem job above a pharmacy technician’s', async () => {
    await job('WA', 'Per Diem Pharmacy Technician', 'Pharmacy Technician', 'Per Diem');
    await job('WA', 'Registered Nurse — Telemetry', 'Registered Nurse', 'Per Diem');
    const r = await search('per diem', 'WA');
    expect(r.relaxed).toBeUndefined();
    expect(titles(r)).toEqual(['Registered Nurse — Telemetry', 'Per Diem Pharmacy Technician']);
    // A pharmacy technician gets hers first; signed out, the text rank alone (the title weighs more).
    const tech = await buildWorker(t.app, { profession: 'Pharmacy Technician' });
    expect(titles(await search('per diem', 'WA', tech))[0]).toBe('Per Diem Pharmacy Technician');
    expect(titles(await search('per diem', 'WA', null))[0]).toBe('Per Diem Pharmacy Technician');
  });
});
