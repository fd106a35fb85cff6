// Search over the demo seed's jobs and one posted job (issue 32): what nurses type finds the expected jobs first, with
// Most relevant as the order when there are words (Newest stays the order without them, and every sort stays
// selectable); a search that matches nothing shows the nearest results and names what was relaxed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { JobCard, JobSearchResponse } from '@/domain/jobs';
import { seed } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrg, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
let worker: TestUser;
let posted: string;
let openJobs: JobCard[];

const get = async (url: string) => {
  const res = await injectAs(t.app, worker).get(url);
  expect(res.statusCode).toBe(200);
  return res.json() as JobSearchResponse;
};
const search = (q: string) => get(`/api/jobs?q=${encodeURIComponent(q)}&pageSize=50`);

beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 120, workers: 6 });
  worker = await buildWorker(t.app);
  const org = await buildOrg(t.app, { name: 'Desert Care Partners' });
  const job = await buildJob(t.app, org.id, {
    title: 'ICU Registered Nurse',
    profession: 'Registered Nurse',
    specialty: 'ICU',
    terms: 'Travel Contract',
    description: 'Experience with ventilator management required.',
    location: { state: 'AZ', city: 'Phoenix', facility: 'Phoenix Medical Center' },
    schedule: { shift_time: 'Nights', start_date: '2027-03-01' },
  });
  posted = job.id;
  // Every open job, newest first (no words: Newest is the default), to know what each search should find.
  openJobs = [];
  let cursor: string | null = null;
  do {
    const page: JobSearchResponse = await get(`/api/jobs?pageSize=50${cursor ? `&cursor=${cursor}` : ''}`);
    openJobs.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
}, 120_000);
afterAll(async () => t?.close());

const icu = (j: JobCard) => /^(ICU|CCU|Adult Critical Care)$/.test(j.specialty) || /\b(ICU|CCU)\b/.test(j.title);
const nurse = (j: JobCard) => /nurse/i.test(`${j.title} ${j.profession}`);

describe('search over the seeded board and a posted job', () => {
  it.each<[string, (j: JobCard) => boolean]>([
    ['travel', (j) => j.terms === 'Travel Contract'],
    ['per diem', (j) => j.terms === 'Per Diem'],
    ['nights', (j) => j.shift_time === 'Nights'],
    ['night shift', (j) => j.shift_time === 'Nights'],
    ['Texas', (j) => j.state === 'TX'],
    ['TX', (j) => j.state === 'TX'],
    ['arizona', (j) => j.state === 'AZ'],
    ['critical care', icu],
    ['icu nurse arizona', (j) => icu(j) && nurse(j) && j.state === 'AZ'],
    ['pharmcist', (j) => j.profession === 'Pharmacist'],
  ])('q=%j returns every expected job of the board, first', async (q, expected) => {
    const want = openJobs.filter(expected);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(50);
    const body = await search(q);
    expect(body.relaxed).toBeUndefined();
    // The expected jobs lead the list; weaker matches (a prefix in a description: "travellers" for "travel") follow.
    const top = body.items.slice(0, want.length).map((j) => j._id);
    expect(top.sort()).toEqual(want.map((j) => j._id).sort());
    expect(body.items.slice(want.length).filter(expected)).toEqual([]);
  });

  it('the posted job is found by its state, terms, shift, specialty synonym and description word', async () => {
    for (const q of ['arizona', 'travel', 'nights', 'night shift', 'critical care', 'icu nurse arizona', 'ventilator'])
      expect(
        (await search(q)).items.map((j) => j._id),
        q,
      ).toContain(posted);
    // "ventilator" is in its description only, and in no seeded job: it comes first, alone.
    expect((await search('ventilator')).items.map((j) => j._id)).toEqual([posted]);
  });

  it('ranks by relevance by default when there are words, Newest without words, every sort still selectable', async () => {
    const org = await buildOrg(t.app, { name: 'Lakeside Clinics' });
    const inTitle = await buildJob(t.app, org.id, {
      title: 'Ventilator Specialist RN',
      description: 'Pulmonary unit.',
      location: { state: 'OR', city: 'Salem', facility: 'Salem Lung Center' },
    });
    // Posted after the title match, so Newest lists it before.
    const inDescription = await buildJob(t.app, org.id, {
      title: 'Pulmonary RN',
      description: 'Ventilator weaning.',
      location: { state: 'OR', city: 'Salem', facility: 'Salem Lung Center' },
    });
    const ids = async (url: string) => (await get(url)).items.map((j) => j._id);
    const mine = (list: string[]) => list.filter((id) => [inTitle.id, inDescription.id].includes(id));

    // Default with words: the title match first (title and specialty weigh most, the description least).
    expect(mine(await ids('/api/jobs?q=ventilator&pageSize=50'))).toEqual([inTitle.id, inDescription.id]);
    expect(await ids('/api/jobs?q=ventilator&pageSize=50')).toEqual(
      await ids('/api/jobs?q=ventilator&sort=relevance&pageSize=50'),
    );
    // Newest still selectable with words.
    expect(mine(await ids('/api/jobs?q=ventilator&sort=newest&pageSize=50'))).toEqual([inDescription.id, inTitle.id]);
    // Without words: newest first.
    const board = await ids('/api/jobs?pageSize=2');
    expect(board).toEqual([inDescription.id, inTitle.id]);

    // The ranked order pages by keyset: one per page, no repeat, none left out, the same order as one page.
    const all = await ids('/api/jobs?q=ventilator&pageSize=50');
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: JobSearchResponse = await get(
        `/api/jobs?q=ventilator&pageSize=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      paged.push(...page.items.map((j) => j._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('a search that matches nothing shows the nearest results and names what was relaxed', async () => {
    const body = await search('ventilator arizona weekends');
    expect(body.relaxed).toBe(
      "No jobs for 'ventilator arizona weekends'. Showing ventilator jobs in Arizona, any shift",
    );
    expect(body.items.map((j) => j._id)).toEqual([posted]);
  });
});

describe('Most relevant past its ranked window', () => {
  it('pages through every match: the ranked newest ones, then the older ones newest first, none twice', async () => {
    // 230 copies of a posted job (more than the ranked window), one a minute apart; 10 carry the word in the title.
    const org = await buildOrg(t.app, { name: 'Window Health' });
    const model = await buildJob(t.app, org.id, { title: 'Zephyr RN', description: 'Zephyr unit.' });
    await t.app.db.execute(sql`
      insert into jobs (gw_job_id, job_id, organization_id, recruiter_id, title, profession, specialty, type, terms,
        description, state, city, facility, shift_time, weekly_rate, hours_per_week, start_date, date_posted, status,
        details)
      select 'GW-ZW-' || g, 'ZW-' || g, organization_id, recruiter_id,
        case when g % 23 = 0 then 'Zephyr Nurse' else 'Staff Nurse' end, profession, specialty, type, terms,
        'Zephyr unit.', state, city, facility, shift_time, weekly_rate, hours_per_week, start_date,
        now() - make_interval(mins => g), status, details
      from jobs, generate_series(1, 230) g where id = ${model.id}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let first: JobSearchResponse | null = null;
    do {
      const page: JobSearchResponse = await get(
        `/api/jobs?q=zephyr&pageSize=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      first ??= page;
      seen.push(...page.items.map((j) => j._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(first!.total).toBe(231);
    expect(seen).toHaveLength(231);
    expect(new Set(seen).size).toBe(231);
    // The title matches within the ranked window (the newest 100: the model and 4 copies) lead, then the others.
    expect(first!.items.slice(0, 5).every((j) => /Zephyr/.test(j.title))).toBe(true);
    expect(first!.items[5]!.title).toBe('Staff Nurse');
  });
});
