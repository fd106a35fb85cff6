// Issue 31, progress where people look: the recruiter's Onboarding list rows and board cards carry the checklist's
// summary (the one progressSummary of the checklist) and the start countdown, read in the page's own statement — the
// statements of a page do not grow with its rows.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { progressSummary, type OnboardingItemStatus } from '@/domain/onboarding';
import { isoDay } from '@/domain/profile';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { contracts, onboardingItems } from '../../db/schema';

let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 }, { onQuery: (q) => statements.push(q) });
});
afterAll(async () => t.close());

// The server's today is the clock's (Date only): each test sets it, the starts and due dates are days from it.
const NOW = new Date('2026-11-02T15:00:00Z');
const day = (offset: number) => isoDay(new Date(NOW.getTime() + offset * 86_400_000));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const start = day(11);

/** An Onboarding placement with checklist items in the given states and a contract. */
async function placement(team: Awaited<ReturnType<typeof buildOrgWithTeam>>, states: OnboardingItemStatus[]) {
  const worker = await buildWorker(t.app);
  const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id, schedule: { start_date: start } });
  const application = await buildApplication(t.app, worker.id, job, { status: 'Onboarding' });
  await t.app.db.insert(onboardingItems).values(
    states.map((status, i) => ({
      applicationId: application.id,
      kind: 'custom',
      key: `item:${i}`,
      label: `Item ${i}`,
      status,
      // The last item is optional: it never counts.
      required: i < states.length - 1,
    })),
  );
  await t.app.db.insert(contracts).values({ applicationId: application.id, status: 'awaiting_worker', content: {} });
  return application;
}

interface Row {
  applicationId: string;
  placement: { summary: string; verified: number; total: number; countdown: string | null } | null;
}

/** The checklist's own summary of an application, from its rows (what the checklist card shows). */
async function checklistSummary(applicationId: string) {
  const items = await t.app.db.select().from(onboardingItems).where(eq(onboardingItems.applicationId, applicationId));
  const [c] = await t.app.db.select().from(contracts).where(eq(contracts.applicationId, applicationId));
  return progressSummary(
    items.map((i) => ({ status: i.status as OnboardingItemStatus, required: i.required })),
    c.status as 'awaiting_worker',
  );
}

describe('Onboarding rows and board cards', () => {
  it('show the checklist summary and the countdown, the same as the checklist', async () => {
    const team = await buildOrgWithTeam(t.app);
    const a = await placement(team, ['verified', 'verified', 'submitted', 'missing', 'missing']);
    const b = await placement(team, ['verified', 'rejected', 'missing']);
    const inNew = await buildApplication(t.app, (await buildWorker(t.app)).id, team.job);

    const list = (await injectAs(t.app, team.recruiter).get('/api/applications?status=onboarding')).json() as {
      items: Row[];
    };
    const board = (await injectAs(t.app, team.recruiter).get('/api/applications/board')).json() as {
      columns: { status: string; items: Row[] }[];
    };
    const cards = board.columns.flatMap((c) => c.items);
    for (const app of [a, b]) {
      const want = await checklistSummary(app.id);
      const row = list.items.find((i) => i.applicationId === app.id)!;
      const card = cards.find((i) => i.applicationId === app.id)!;
      expect(row.placement?.summary).toBe(want);
      expect(card.placement).toEqual(row.placement);
      expect(row.placement?.countdown).toBe('Starts in 11 days');
    }
    expect(list.items.find((i) => i.applicationId === a.id)?.placement).toMatchObject({ verified: 2, total: 4 });
    expect(list.items.find((i) => i.applicationId === a.id)?.placement?.summary).toBe(
      '2 of 4 verified · contract: waiting for worker',
    );
    expect(cards.find((i) => i.applicationId === inNew.id)?.placement).toBeNull();
  });

  it('cost the same statements for 2 rows as for 8 (no query per row)', async () => {
    const team = await buildOrgWithTeam(t.app);
    const read = async (limit: number) => {
      statements.length = 0;
      const res = await injectAs(t.app, team.recruiter).get(`/api/applications?status=onboarding&limit=${limit}`);
      expect(res.statusCode).toBe(200);
      return {
        rows: (res.json() as { items: Row[] }).items.length,
        own: statements.filter((s) => !/from "sessions"|from "cache_versions"/.test(s)),
      };
    };
    for (let i = 0; i < 2; i++) await placement(team, ['verified', 'missing']);
    // Warm the memos of profiles and matches, then count a page of 2.
    await read(40);
    const small = await read(41);
    for (let i = 0; i < 6; i++) await placement(team, ['submitted', 'missing', 'missing']);
    await read(42);
    const large = await read(43);
    expect(small.rows).toBe(2);
    expect(large.rows).toBe(8);
    expect(large.own.length).toBe(small.own.length);
    expect(large.own.filter((s) => /onboarding_items/.test(s))).toHaveLength(1);
  });
});

describe("the organization dashboard's overdue items", () => {
  it('lists items not verified past their due date, most overdue first, paged, only its own placements', async () => {
    const team = await buildOrgWithTeam(t.app);
    const a = await placement(team, ['missing', 'missing']);
    const b = await placement(team, ['missing']);
    await t.app.db
      .update(onboardingItems)
      .set({ dueOn: day(-6) })
      .where(eq(onboardingItems.applicationId, a.id));
    // a: item:0 6 days overdue, item:1 verified (not listed); b: item:0 due tomorrow (not listed).
    await t.app.db
      .update(onboardingItems)
      .set({ status: 'verified' })
      .where(eq(onboardingItems.id, (await itemOf(a.id, 'item:1')).id));
    await t.app.db
      .update(onboardingItems)
      .set({ dueOn: day(1) })
      .where(eq(onboardingItems.applicationId, b.id));
    const c = await placement(team, ['rejected', 'missing']);
    await t.app.db
      .update(onboardingItems)
      .set({ dueOn: day(-2) })
      .where(eq(onboardingItems.applicationId, c.id));
    await t.app.db
      .update(onboardingItems)
      .set({ dueOn: day(-1) })
      .where(eq(onboardingItems.id, (await itemOf(c.id, 'item:1')).id));
    // Another organization's overdue item is never listed.
    const other = await buildOrgWithTeam(t.app);
    const theirs = await placement(other, ['missing']);
    await t.app.db
      .update(onboardingItems)
      .set({ dueOn: day(-30) })
      .where(eq(onboardingItems.applicationId, theirs.id));

    const res = await injectAs(t.app, team.orgUser).get('/api/dashboard/overdue-items?pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      items: { application_id: string; label: string; days_overdue: number; worker_name: string; job_title: string }[];
      total: number;
    };
    expect(body.total).toBe(3);
    expect(body.items.map((i) => [i.application_id, i.label, i.days_overdue])).toEqual([
      [a.id, 'Item 0', 6],
      [c.id, 'Item 0', 2],
    ]);
    const next = (await injectAs(t.app, team.orgUser).get('/api/dashboard/overdue-items?pageSize=2&page=2')).json();
    expect(
      next.items.map((i: { application_id: string; label: string; days_overdue: number }) => [
        i.application_id,
        i.label,
        i.days_overdue,
      ]),
    ).toEqual([[c.id, 'Item 1', 1]]);
    const mine = (await injectAs(t.app, team.recruiter).get('/api/dashboard/overdue-items')).json();
    expect(mine.total).toBe(3);
    expect((await injectAs(t.app, other.orgUser).get('/api/dashboard/overdue-items')).json().total).toBe(1);
    expect((await injectAs(t.app, await buildWorker(t.app)).get('/api/dashboard/overdue-items')).statusCode).toBe(403);
  });
});

async function itemOf(applicationId: string, key: string) {
  const items = await t.app.db.select().from(onboardingItems).where(eq(onboardingItems.applicationId, applicationId));
  return items.find((i) => i.key === key)!;
}
