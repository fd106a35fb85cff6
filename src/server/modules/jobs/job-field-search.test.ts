// Search that understands the field (issue 32): terms, shifts, states by name or code, synonyms, description words,
// one typo, and the nearest results (with what was relaxed) when nothing matches every word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResponse } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrg, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
let worker: TestUser;
const ids: Record<string, string> = {};

interface Posting {
  title: string;
  profession: string;
  specialty: string;
  state: string;
  city: string;
  terms: string;
  shift: string;
  description: string;
}

const post = async (key: string, orgId: string, p: Posting) => {
  const row = await buildJob(t.app, orgId, {
    title: p.title,
    profession: p.profession,
    specialty: p.specialty,
    terms: p.terms,
    description: p.description,
    location: { state: p.state as never, city: p.city, facility: `${p.city} Medical Center` },
    schedule: { shift_time: p.shift, start_date: '2027-03-01' },
  });
  ids[key] = row.gwJobId;
};

beforeAll(async () => {
  t = await createTestApp();
  worker = await buildWorker(t.app);
  const org = await buildOrg(t.app, { name: 'Desert Care Partners' });
  const rn = 'Registered Nurse';
  await post('icuPhoenix', org.id, {
    title: 'ICU Registered Nurse',
    profession: rn,
    specialty: 'ICU',
    state: 'AZ',
    city: 'Phoenix',
    terms: 'Travel Contract',
    shift: 'Nights',
    description: 'Experience with ventilator management required.',
  });
  await post('medSurgTexas', org.id, {
    title: 'Med-Surg RN',
    profession: rn,
    specialty: 'Med-Surg',
    state: 'TX',
    city: 'San Antonio',
    terms: 'Travel Contract',
    shift: 'Days',
    description: 'Busy unit with a supportive team.',
  });
  await post('teleTexas', org.id, {
    title: 'Telemetry RN',
    profession: rn,
    specialty: 'Telemetry',
    state: 'TX',
    city: 'Houston',
    terms: 'Per Diem',
    shift: 'Nights',
    description: 'Flexible schedule.',
  });
  await post('pharmacist', org.id, {
    title: 'Retail Pharmacist',
    profession: 'Pharmacist',
    specialty: 'Retail',
    state: 'WA',
    city: 'Seattle',
    terms: 'Permanent',
    shift: 'Days',
    description: 'Counsel patients at the counter.',
  });
  await post('erTacoma', org.id, {
    title: 'Emergency Room Nurse',
    profession: rn,
    specialty: 'Emergency Room',
    state: 'WA',
    city: 'Tacoma',
    terms: 'Local Contract',
    shift: 'Evenings',
    description: 'Level II trauma center.',
  });
});
afterAll(async () => t?.close());

async function search(q: string): Promise<{ keys: string[]; body: JobSearchResponse }> {
  const res = await injectAs(t.app, worker).get(`/api/jobs?q=${encodeURIComponent(q)}&pageSize=50`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as JobSearchResponse;
  const byGw = new Map(Object.entries(ids).map(([k, gw]) => [gw, k]));
  return { keys: body.items.map((j) => byGw.get(j.gw_job_id)!), body };
}

describe('search that understands the field', () => {
  it.each([
    ['travel', ['icuPhoenix', 'medSurgTexas']],
    ['Travel Contract', ['icuPhoenix', 'medSurgTexas']],
    ['per diem', ['teleTexas']],
    ['PRN', ['teleTexas']],
    ['nights', ['icuPhoenix', 'teleTexas']],
    ['night shift', ['icuPhoenix', 'teleTexas']],
    ['NOC', ['icuPhoenix', 'teleTexas']],
    ['Texas', ['medSurgTexas', 'teleTexas']],
    ['TX', ['medSurgTexas', 'teleTexas']],
    ['arizona', ['icuPhoenix']],
    ['az', ['icuPhoenix']],
    ['critical care', ['icuPhoenix']],
    ['ventilator', ['icuPhoenix']],
    ['icu nurse arizona', ['icuPhoenix']],
    ['travel nurse az', ['icuPhoenix']],
    ['tele', ['teleTexas']],
    ['ED', ['erTacoma']],
    ['pharmcist', ['pharmacist']],
    ['ventilatr', ['icuPhoenix']],
  ])('q=%j finds exactly %j, with no notice', async (q, expected) => {
    const { keys, body } = await search(q);
    expect([...keys].sort()).toEqual([...expected].sort());
    expect(body.relaxed).toBeUndefined();
  });

  it('shows the nearest results and names what was relaxed when nothing matches every word', async () => {
    const { keys, body } = await search('icu arizona days');
    expect(keys).toEqual(['icuPhoenix']);
    expect(body.relaxed).toBe("No jobs for 'icu arizona days'. Showing ICU jobs in Arizona, any shift");
    expect(body.total).toBe(1);
  });

  it('relaxes further when needed and keeps the relaxation on the next page', async () => {
    const first = await injectAs(t.app, worker).get(`/api/jobs?q=${encodeURIComponent('nurse zzyzx')}&pageSize=1`);
    const page1 = first.json() as JobSearchResponse;
    expect(page1.relaxed).toBe("No jobs for 'nurse zzyzx'. Showing nurse jobs, without 'zzyzx'");
    expect(page1.total).toBe(4);
    expect(page1.nextCursor).not.toBeNull();
    const second = await injectAs(t.app, worker).get(
      `/api/jobs?q=${encodeURIComponent('nurse zzyzx')}&pageSize=1&cursor=${page1.nextCursor}`,
    );
    const page2 = second.json() as JobSearchResponse;
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0]!._id).not.toBe(page1.items[0]!._id);
  });

  it('Most relevant ranks a match in the title above one in the description', async () => {
    const org = await buildOrg(t.app, { name: 'Lakeside Clinics' });
    const base = { profession: 'Registered Nurse', specialty: 'Cardiac', state: 'OR', city: 'Salem' };
    const inTitle = await buildJob(t.app, org.id, {
      ...base,
      title: 'ECMO Nurse',
      description: 'Cardiac unit.',
      location: { state: 'OR', city: 'Salem', facility: 'Salem Heart' },
    });
    // Posted later, so Newest would list it first.
    const inDescription = await buildJob(t.app, org.id, {
      ...base,
      title: 'Cardiac Nurse',
      description: 'Some ECMO exposure helps.',
      location: { state: 'OR', city: 'Salem', facility: 'Salem Heart' },
    });
    const get = async (url: string) => (await injectAs(t.app, worker).get(url)).json() as JobSearchResponse;

    const ranked = await get('/api/jobs?q=ecmo&sort=relevance&pageSize=50');
    expect(ranked.items.map((j) => j._id)).toEqual([inTitle.id, inDescription.id]);
    const newest = await get('/api/jobs?q=ecmo&sort=newest&pageSize=50');
    expect(newest.items.map((j) => j._id)).toEqual([inDescription.id, inTitle.id]);

    // Pages follow the ranking: one job per page, no repeat, none left out.
    const first = await get('/api/jobs?q=ecmo&sort=relevance&pageSize=1');
    const second = await get(`/api/jobs?q=ecmo&sort=relevance&pageSize=1&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((j) => j._id)).toEqual([inTitle.id, inDescription.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('a single word that matches nothing shows the nearest open jobs with a line saying so (issue 42)', async () => {
    const { body } = await search('zzyzx');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.relaxed).toBe("No jobs for 'zzyzx'. Showing the nearest open jobs instead");
  });
});
