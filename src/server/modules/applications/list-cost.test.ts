// Issue 21, cheaper misses: a page of a status list whose workers' profiles and jobs' scores are already known costs one
// statement (the page), and the job board a worker reads again costs no statement for the worker's profile or the
// employers of the words. A changed profile, document or job is read and scored again: the answer equals the one an
// instance with nothing in memory gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeJob } from '../../db/seed';
import { clearMatchMemo } from '../../data/match-memo';
import { clearParsedProfiles } from '../../data/worker-profiles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
const statements: string[] = [];
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;
let workers: TestUser[];
let job: Awaited<ReturnType<typeof buildJob>>;
let miss = 0;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (q) => statements.push(q) });
  team = await buildOrgWithTeam(t.app);
  job = await buildJob(t.app, team.org.id, {
    ...fakeJob(3),
    profession: 'Registered Nurse',
    recruiterId: team.recruiter.id,
  });
  workers = [];
  for (let i = 0; i < 3; i++) {
    const w = await buildWorker(t.app, { profession: 'Registered Nurse' });
    await buildApplication(t.app, w.id, job);
    workers.push(w);
  }
});
afterAll(async () => t.close());

interface Item {
  worker_id: string;
  match: { percent: number | null };
}

/** The list's New column under a URL no earlier read used (a response cache miss), with the statements it ran. */
async function readList() {
  statements.length = 0;
  const misses = t.app.responseCache.misses;
  const res = await injectAs(t.app, team.recruiter).get(`/api/applications?status=new&limit=${20 - (++miss % 10)}`);
  expect(res.statusCode).toBe(200);
  expect(t.app.responseCache.misses - misses).toBe(1);
  // The session and version lookups are shared between concurrent requests; what the page itself costs is the rest.
  const own = statements.filter((s) => !/from "sessions"|from "cache_versions"/.test(s));
  return { items: res.json().items as Item[], own };
}

/** The same page as an instance with nothing in memory answers it (the memos live on the app: app.memos). */
async function readCold() {
  clearMatchMemo(t.app.memos);
  clearParsedProfiles(t.app.memos);
  return (await readList()).items;
}

const matchOf = (items: Item[], w: TestUser) => items.find((i) => i.worker_id === w.id)!.match.percent;

describe('a status list page after the first', () => {
  it('costs one statement when its profiles and scores are known', async () => {
    const first = await readList();
    const again = await readList();
    expect(again.own).toHaveLength(1);
    expect(again.own[0]).toMatch(/from "applications"/);
    expect(again.items).toEqual(first.items);
  });

  it('scores a changed profile again, and only that one', async () => {
    const before = await readList();
    const res = await injectAs(t.app, workers[0]).put('/api/worker-profile', {
      summary: { profession: 'Pharmacist' },
    });
    expect(res.statusCode).toBe(200);
    const after = await readList();
    // The page, then the job's row to score the changed profile against it (the profile's new version was parsed
    // when the worker's own answer was sent; another instance would read it here).
    expect(after.own[0]).toMatch(/from "applications"/);
    expect(after.own.slice(1).every((s) => /from "worker_profiles"|^select "id", "gw_job_id"/.test(s))).toBe(true);
    expect(after.own.some((s) => /^select "id", "gw_job_id"/.test(s))).toBe(true);
    expect(matchOf(after.items, workers[0])).not.toBe(matchOf(before.items, workers[0]));
    expect(matchOf(after.items, workers[1])).toBe(matchOf(before.items, workers[1]));
    expect(after.items).toEqual(await readCold());
  });

  it('scores again a job whose requirements changed', async () => {
    const before = await readList();
    // Whether a job drawn at random scores otherwise than the first for a worker drawn at random is the run's seed's
    // to say (TEST_SEED=1837225706 drew one scoring 40 % as the first did): the job is changed until one does, at most
    // ten times. Each change is read again and equals a cold read; a list that kept the first score finds none.
    let changed = false;
    for (let n = 7; n < 17 && !changed; n++) {
      const res = await injectAs(t.app, team.orgUser).patch(`/api/org/jobs/${job.id}`, {
        // The specialty and certifications are drawn for the profession (closed lists, issue 42): fakeJob(7) alone is
        // a Pharmacy Technician's job, whose specialty (e.g. IV/Sterile Compounding) a Pharmacist's job refuses.
        ...fakeJob(n, { profession: 'Pharmacist' }),
      });
      expect(res.statusCode).toBe(200);
      const after = await readList();
      expect(after.own.some((s) => /^select "id", "gw_job_id"/.test(s))).toBe(true);
      changed = matchOf(after.items, workers[1]) !== matchOf(before.items, workers[1]);
      expect(after.items).toEqual(await readCold());
    }
    expect(changed).toBe(true);
  });
});

describe('the job board read again by a worker', () => {
  it('reads neither the profile nor the employers of the words again until one changes', async () => {
    const w = workers[2];
    const search = async (n: number) => {
      statements.length = 0;
      const res = await injectAs(t.app, w).get(`/api/jobs?q=nurse&pageSize=${10 + n}`);
      expect(res.statusCode).toBe(200);
      return statements.filter((s) => !/from "sessions"|from "cache_versions"/.test(s));
    };
    const first = await search(0);
    expect(first.some((s) => /from "worker_profiles"/.test(s))).toBe(true);
    const again = await search(1);
    expect(again.filter((s) => /from "worker_profiles"|from "documents"|from "organizations" where/.test(s))).toEqual(
      [],
    );
    expect(
      (await injectAs(t.app, w).put('/api/worker-profile', { summary: { profession: 'Pharmacist' } })).statusCode,
    ).toBe(200);
    const changed = await search(2);
    expect(changed.some((s) => /from "worker_profiles"/.test(s))).toBe(true);
  });
});
