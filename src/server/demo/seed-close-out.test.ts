// The demo seed shows the end of an assignment at once (issue 45), through the product's routes: the demo worker's
// Done placement with both reviews, her reply and a genuine work record, her Working assignment inside its extension
// window with approved weeks, and the demo organization's invoices of those weeks; the bells of both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDay } from '@/domain/profile';
import { createTestApp, type TestApp } from '../test/test-app';
import { injectAs } from '../test/inject-as';
import { createSession } from '../test/session';
import { seed } from '../db/seed';
import { applications, timesheetWeeks, users } from '../db/schema';
import { DEMO_CLOSE_OUT, seedCloseOut } from './seed-close-out';

let t: TestApp;
const as = async (email: string) => {
  const [u] = await t.app.db.select().from(users).where(eq(users.email, email));
  return { id: u.id, api: injectAs(t.app, await createSession(t.app, u.id)) };
};
const demoApps = async (status: 'Working' | 'Done') => {
  const worker = await as('worker@demo.test');
  return t.app.db
    .select()
    .from(applications)
    .where(eq(applications.workerId, worker.id))
    .then((rows) => rows.filter((r) => r.status === status));
};

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seed(t.app.db, t.app.storage, { jobs: 40, workers: 12 });
  // As main.ts does once the app is built.
  await seedCloseOut(t.app, seeded.demoDoneApplicationId!);
}, 180_000);
afterAll(async () => t.close());

describe('demo seed: the end of an assignment', () => {
  it('the demo worker’s Done placement: both reviews, her reply, a genuine work record, and the bells', async () => {
    const [done] = await demoApps('Done');
    expect(done).toBeDefined();
    const worker = await as('worker@demo.test');
    const reviews = (await worker.api.get(`/api/applications/${done.id}/reviews`)).json();
    expect(reviews.of_worker).toMatchObject({
      side: 'organization',
      comments: DEMO_CLOSE_OUT.organization.comments,
      eligible_for_rehire: true,
      reply: DEMO_CLOSE_OUT.reply,
    });
    expect(reviews.can_reply).toBe(false);
    expect(reviews.of_facility).toMatchObject({
      side: 'worker',
      comments: DEMO_CLOSE_OUT.worker.comments,
      would_return: true,
    });

    const records = (await worker.api.get('/api/work-records')).json().items as {
      id: string;
      application_id: string;
      includes_review: boolean;
      verify_url: string;
      facts: { approved_minutes: number; review: unknown };
    }[];
    const record = records.find((r) => r.application_id === done.id);
    expect(record).toMatchObject({ includes_review: true });
    expect(record!.verify_url.endsWith(`/verify/${record!.id}`)).toBe(true);
    expect(record!.facts.approved_minutes).toBeGreaterThan(0);
    expect(record!.facts.review).not.toBeNull();
    const verified = await t.app.inject({ method: 'GET', url: `/api/work-records/${record!.id}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ genuine: true, record: { id: record!.id } });

    const bell = async (email: string) =>
      ((await (await as(email)).api.get('/api/notifications')).json().items as { kind: string }[]).filter(
        (n) => n.kind === 'review',
      );
    expect(await bell('worker@demo.test')).toHaveLength(1);
    expect(await bell('recruiter@demo.test')).toHaveLength(1);

    // The recruiter's Done list: reviewed, so no "Review due" on hers; the other Done placements are due.
    const recruiter = await as('recruiter@demo.test');
    const doneList = (await recruiter.api.get('/api/applications?status=done')).json().items as {
      applicationId: string;
      review_due: boolean;
    }[];
    expect(doneList.find((i) => i.applicationId === done.id)?.review_due).toBe(false);
    expect(doneList.filter((i) => i.review_due).length).toBeGreaterThan(0);
  });

  it('the demo worker’s Working assignment is inside its extension window today, with approved weeks', async () => {
    const [working] = await demoApps('Working');
    expect(working).toBeDefined();
    const recruiter = await as('recruiter@demo.test');
    const list = (await recruiter.api.get('/api/applications?status=working')).json().items as {
      applicationId: string;
      extension_window: { standing: string; opens_on: string; closes_on: string } | null;
    }[];
    const row = list.find((i) => i.applicationId === working.id);
    expect(row?.extension_window?.standing).toBe('open');
    // clock-ok: the seed dates the assignment from the real clock, so the window is open on the day it runs.
    const today = isoDay(new Date());
    expect(row!.extension_window!.opens_on <= today && today <= row!.extension_window!.closes_on).toBe(true);

    const worker = await as('worker@demo.test');
    const approved = await t.app.db
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.applicationId, working.id), eq(timesheetWeeks.status, 'approved')));
    expect(approved).toHaveLength(4);
    for (const w of approved) {
      const res = await worker.api.get(`/api/assignments/${working.id}/weeks/${w.weekStart}/statement`);
      expect([res.statusCode, res.json().final]).toEqual([200, true]);
    }
  });

  it('the demo organization bills the approved weeks of that assignment: its invoices list them', async () => {
    const [working] = await demoApps('Working');
    const org = await as('org@demo.test');
    const items = (await org.api.get('/api/invoices?limit=100')).json().items as {
      application_id: string;
      week_start: string;
    }[];
    const mine = items.filter((i) => i.application_id === working.id);
    expect(mine.length).toBe(4);
  });
});
