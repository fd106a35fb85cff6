// The pipeline board's API (issue 22): every status in pipeline order with its count and first page of cards, under
// the job, recruiter and text filters; further pages through the status list's cursor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, BOARD_PAGE_SIZE } from '@/domain/applications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildMember, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Column {
  status: string;
  count: number;
  items: { applicationId: string; recruiter_id: string | null; job_id: string }[];
  nextCursor: string | null;
}

describe('GET /api/applications/board', () => {
  it('answers every status in order with counts and a first page, filters by job, recruiter and text', async () => {
    const team = await buildOrgWithTeam(t.app);
    const other = await buildMember(t.app, 'recruiter', team.org.id);
    const job2 = await buildJob(t.app, team.org.id, { title: 'Zebra ward nurse', recruiterId: other.id });
    for (let i = 0; i < BOARD_PAGE_SIZE + 2; i++)
      await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status: 'Screening' });
    await buildApplication(t.app, (await buildWorker(t.app)).id, job2, { status: 'Screening' });
    await buildApplication(t.app, (await buildWorker(t.app)).id, job2, { status: 'Hold' });
    // Another organization's application never shows.
    const foreign = await buildOrgWithTeam(t.app);
    await buildApplication(t.app, (await buildWorker(t.app)).id, foreign.job, { status: 'Screening' });

    const res = await injectAs(t.app, team.recruiter).get('/api/applications/board');
    expect(res.statusCode).toBe(200);
    const columns = res.json().columns as Column[];
    expect(columns.map((c) => c.status)).toEqual([...APPLICATION_STATUSES]);
    const screening = columns.find((c) => c.status === 'Screening')!;
    expect([screening.count, screening.items.length, screening.nextCursor !== null]).toEqual([
      BOARD_PAGE_SIZE + 3,
      BOARD_PAGE_SIZE,
      true,
    ]);
    expect(columns.find((c) => c.status === 'Hold')!.count).toBe(1);

    // The next page of the column through the status list (the board's first page ended on its cursor).
    const more = await injectAs(t.app, team.recruiter).get(
      `/api/applications?status=screening&limit=${BOARD_PAGE_SIZE}&cursor=${screening.nextCursor}`,
    );
    expect(more.json().items).toHaveLength(3);

    const byJob = (await injectAs(t.app, team.recruiter).get(`/api/applications/board?job=${job2.id}`)).json()
      .columns as Column[];
    expect(byJob.filter((c) => c.count > 0).map((c) => [c.status, c.count])).toEqual([
      ['Screening', 1],
      ['Hold', 1],
    ]);
    expect(byJob.flatMap((c) => c.items).every((i) => i.job_id === job2.id)).toBe(true);
    const byRecruiter = (await injectAs(t.app, team.recruiter).get(`/api/applications/board?recruiter=${other.id}`))
      .json()
      .columns.reduce((n: number, c: Column) => n + c.count, 0);
    expect(byRecruiter).toBe(2);
    const byText = (await injectAs(t.app, team.orgUser).get('/api/applications/board?q=zebra')).json()
      .columns as Column[];
    expect(byText.reduce((n, c) => n + c.count, 0)).toBe(2);
  });

  it('is not for workers (403)', async () => {
    const worker = await buildWorker(t.app);
    expect((await injectAs(t.app, worker).get('/api/applications/board')).statusCode).toBe(403);
  });
});

describe('GET /api/applications/job-options', () => {
  type Options = { items: { id: string; label: string }[]; more: boolean };

  it("lists the organization's jobs, also those without applications, searched and paged", async () => {
    const team = await buildOrgWithTeam(t.app);
    const quiet = await buildJob(t.app, team.org.id, { title: 'Quiet night shift nurse' });
    const foreign = await buildOrgWithTeam(t.app);
    const get = async (query: string, as = team.recruiter) => {
      const res = await injectAs(t.app, as).get(`/api/applications/job-options${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as Options;
    };

    // No application anywhere: both jobs are options, the other organization's job is not.
    const all = await get('');
    expect(all.items.map((i) => i.id).sort()).toEqual([team.job.id, quiet.id].sort());
    expect(all.items.find((i) => i.id === quiet.id)!.label).toBe(`Quiet night shift nurse (${quiet.gwJobId})`);
    expect(all.more).toBe(false);
    expect((await get('', team.orgUser)).items).toHaveLength(2);

    // Searched by title or job id (a LIKE wildcard is a plain character), paged with `more`.
    expect((await get('?q=quiet%20NIGHT')).items.map((i) => i.id)).toEqual([quiet.id]);
    expect((await get(`?q=${team.job.gwJobId}`)).items.map((i) => i.id)).toEqual([team.job.id]);
    expect((await get('?q=%25')).items).toEqual([]);
    const first = await get('?limit=1');
    const second = await get('?limit=1&offset=1');
    expect([first.more, second.more]).toEqual([true, false]);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(2);

    // `id` answers the chosen job, never another organization's.
    expect((await get(`?id=${quiet.id}`)).items.map((i) => i.id)).toEqual([quiet.id]);
    expect((await get(`?id=${foreign.job.id}`)).items).toEqual([]);
  });

  it('is not for workers (403)', async () => {
    const worker = await buildWorker(t.app);
    expect((await injectAs(t.app, worker).get('/api/applications/job-options')).statusCode).toBe(403);
  });
});
