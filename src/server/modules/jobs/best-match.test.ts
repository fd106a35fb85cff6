// Best match on the job board orders by the match percent each card shows, through the real app and database.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JobInput, JobSearchResponse } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrg, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { fakeJob, fakeProfile } from '../../db/seed';
import { jobs } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Card = JobSearchResponse['items'][number];

/** The fitting job's weekly stipend: above the worker's minimum. */
const STIPEND = 1000;

const search = async (user: TestUser, params: Record<string, string | number>) => {
  const res = await injectAs(t.app, user).get(
    `/api/jobs?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobSearchResponse;
};

describe('GET /api/jobs?sort=best-match', () => {
  it('orders by the percent each card shows, ties newest first, across pages', async () => {
    const org = await buildOrg(t.app);
    const profile = fakeProfile('Registered Nurse', 'GA', 0.9);
    profile.summary = { ...profile.summary, specialties: ['ICU'], states: ['GA'], cities: ['Atlanta'] };
    const worker = await buildWorker(t.app, { profession: 'Registered Nurse', profile });
    const word = `zq${crypto.randomBytes(4).toString('hex')}`;

    // One job that fits the worker well, and variants of it that miss more and more rows. fakeJob draws its figures
    // from an unseeded faker: the stipend is set, at or above the worker's $800 minimum (fakeProfile), so "fits" never
    // has an unmet stipend row that "no stipend" does not count. With a drawn stipend under $800 and a drawn hourly rate
    // high enough for both jobs to meet the feels-like minimum, "no stipend" scored higher ("expected 50 to be 51"):
    // the failure came and went with the draw, in a full run or alone; no state outlived a test.
    const base = fakeJob(1);
    expect(profile.pay.min_non_taxable_weekly).toBe(800);
    const fit: JobInput = {
      ...base,
      title: `Best ${word}`,
      profession: 'Registered Nurse',
      specialty: 'ICU',
      location: { ...base.location, state: 'GA', city: 'Atlanta' },
      pay: { ...base.pay, non_taxable_weekly: STIPEND },
    };
    const variants: [string, Partial<JobInput>][] = [
      // Another profession: ranked below every job of the worker's own profession, whatever else it matches.
      ['other profession', { profession: 'Licensed Practical Nurse' }],
      ['no stipend', { pay: { ...fit.pay, non_taxable_weekly: undefined } }],
      ['fits', {}],
      [
        'low pay',
        { pay: { ...fit.pay, hourly_rate: 12, overtime_rate: 18, call_back_rate: 18, orientation_rate: 10 } },
      ],
      [
        'low pay, same as above',
        { pay: { ...fit.pay, hourly_rate: 12, overtime_rate: 18, call_back_rate: 18, orientation_rate: 10 } },
      ],
      [
        'low pay, far away, other shifts',
        {
          pay: { ...fit.pay, hourly_rate: 12, overtime_rate: 18, call_back_rate: 18, orientation_rate: 10 },
          location: { ...fit.location, state: 'WA', city: 'Seattle' },
          hours: { ...fit.hours, hours_per_week: 60, shifts_per_week: 6 },
        },
      ],
    ];
    const made = new Map<string, string>();
    for (const [i, [name, overrides]] of variants.entries()) {
      const job = await buildJob(t.app, org.id, { ...fit, ...overrides });
      // The worst fits are the newest: neither newest-first nor the old weights put them in percent order.
      await t.app.db
        .update(jobs)
        .set({ datePosted: new Date(Date.UTC(2026, 9, 1 + i, 10, 0, 0)) })
        .where(eq(jobs.id, job.id));
      made.set(job.id, name);
    }

    const first = await search(worker, { q: word, sort: 'best-match', pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.total).toBe(6);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(worker, { q: word, sort: 'best-match', pageSize: 3, cursor: first.nextCursor! });
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();

    const cards: Card[] = [...first.items, ...second.items];
    expect(new Set(cards.map((c) => c._id))).toEqual(new Set(made.keys()));
    // Each card carries the indicator the other sorts show for the same job.
    const newest = await search(worker, { q: word, pageSize: 6 });
    const shown = new Map(newest.items.map((c) => [c._id, c.match]));
    for (const c of cards) expect(c.match, made.get(c._id)).toEqual(shown.get(c._id));
    const name = (c: Card) => made.get(c._id);
    // Another profession's job comes last, says so, and its percent is higher than the worst own-profession job's: the
    // order is by profession first, not by percent alone.
    expect(cards.map((c) => c.match!.other_profession)).toEqual([false, false, false, false, false, true]);
    expect(name(cards[5])).toBe('other profession');
    expect(cards[5].match!.percent).toBeGreaterThan(cards[4].match!.percent);
    const own = cards.slice(0, 5);
    const percents = own.map((c) => c.match!.percent);
    // The test means something: the jobs differ in percent, and not in posting order.
    expect(new Set(percents).size).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < own.length; i++) {
      const [a, b] = [own[i - 1], own[i]];
      expect(a.match!.percent, `${made.get(a._id)} before ${made.get(b._id)}`).toBeGreaterThanOrEqual(b.match!.percent);
      // Equal percents: newest first, then the lower id.
      if (a.match!.percent === b.match!.percent) {
        expect(a.date_posted >= b.date_posted).toBe(true);
        if (a.date_posted === b.date_posted) expect(a._id < b._id).toBe(true);
      }
    }
    // The fitting job has the top percent. A job that states no stipend scores the same when the worker's other rows
    // match (a row the job states nothing on is not counted), and then the newer of the two comes first.
    const fits = cards.find((c) => name(c) === 'fits')!;
    expect(fits.match!.percent).toBe(cards[0].match!.percent);
    expect(['fits', 'no stipend']).toContain(name(cards[0]));
    expect(name(cards[4])).toBe('low pay, far away, other shifts');
    // Tied percents: the newer of the two equal low-pay jobs comes first.
    expect(cards.findIndex((c) => name(c) === 'low pay, same as above')).toBeLessThan(
      cards.findIndex((c) => name(c) === 'low pay'),
    );
  });

  it('without a profile every card shows no percent and Best match lists the newest first', async () => {
    const org = await buildOrg(t.app);
    const word = `zq${crypto.randomBytes(4).toString('hex')}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const job = await buildJob(t.app, org.id, { title: `Plain ${word}` });
      await t.app.db
        .update(jobs)
        .set({ datePosted: new Date(Date.UTC(2026, 9, 1 + i)) })
        .where(eq(jobs.id, job.id));
      ids.push(job.id);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs?q=${word}&sort=best-match&pageSize=2` });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json() as JobSearchResponse;
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?q=${word}&sort=best-match&pageSize=2&cursor=${first.nextCursor}`,
    });
    const cards = [...first.items, ...(next.json() as JobSearchResponse).items];
    expect(cards.map((c) => c._id)).toEqual([...ids].reverse());
    expect(cards.every((c) => c.match === null)).toBe(true);
  });
});
