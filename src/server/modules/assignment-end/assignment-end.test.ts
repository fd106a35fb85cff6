// The end of an assignment on the server (issue 45): the preview of what is still owed (worked examples), the
// organization's early end and the worker's notice, Done through the one writer with the reason in History, approved
// weeks untouched, refusals naming the field, another organization's and another worker's ids refused, "ending soon",
// and the sweep that moves a finished assignment to Done. The clock is set by each test.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ASSIGNMENT_END_MESSAGES as M } from '@/domain/assignment-end';
import type { AssignmentTermsData } from '@/domain/timesheets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildMember, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import {
  applications,
  assignments,
  jobs,
  outbox,
  statusHistory,
  terminations,
  timesheetWeeks,
  webhooks,
} from '../../db/schema';
import { finishEndedAssignments } from './finish-assignments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

/**
 * A 13-week assignment from Sunday 2027-03-07 to Saturday 2027-06-05 in Los Angeles: $50/h, 36 guaranteed and scheduled
 * hours a week, a $1,200 weekly stipend, an $8.33 missed-shift penalty per hour; "Two weeks notice".
 */
const TERMS: AssignmentTermsData = {
  rule_set: 'federal',
  workweek_starts_on: 0,
  time_zone: 'America/Los_Angeles',
  start_date: '2027-03-07',
  end_date: '2027-06-05',
  hourly_rate_cents: 5000,
  overtime_rate_cents: null,
  double_time_rate_cents: null,
  holiday_rate_cents: null,
  holidays: [],
  on_call_rate_cents: 500,
  on_call_restricted: false,
  call_back_rate_cents: 7500,
  call_back_minimum_minutes: 120,
  orientation_rate_cents: null,
  guaranteed_minutes_per_week: 2160,
  guarantee_excludes: { first_week: true, last_week: true, time_off_weeks: [], orientation_weeks: true },
  call_off_allowance: { shifts: 3, per_weeks: 13 },
  cancellation_notice_hours: 24,
  cancellation_pay_minutes: 240,
  missed_shift_penalty_cents_per_hour: 833,
  stipend_weekly_cents: 120_000,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: null,
};

/** A Working placement with complete terms and weeks of the ledger (written directly: the timesheets have their tests). */
async function placement(opts: { weeks?: [string, string, number][]; policy?: string } = {}) {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  await t.app.db
    .update(jobs)
    .set({
      details: sql`jsonb_set(${jobs.details}, '{location,contract_termination_policy}', ${JSON.stringify(opts.policy ?? 'Two weeks notice')}::jsonb)`,
    })
    .where(eq(jobs.id, team.job.id));
  const a = await buildApplication(t.app, worker.id, team.job, { status: 'Working' });
  await t.app.db
    .insert(assignments)
    .values({ applicationId: a.id, organizationId: team.org.id, workerId: worker.id, stated: TERMS, terms: TERMS });
  for (const [weekStart, status, workedMinutes] of opts.weeks ?? [])
    await t.app.db
      .insert(timesheetWeeks)
      .values({ applicationId: a.id, organizationId: team.org.id, weekStart, status, workedMinutes });
  return {
    ...team,
    worker,
    id: a.id,
    w: injectAs(t.app, worker),
    r: injectAs(t.app, team.recruiter),
    o: injectAs(t.app, team.orgUser),
  };
}

const statusOf = async (id: string) =>
  (await t.app.db.select({ s: applications.status }).from(applications).where(eq(applications.id, id)))[0].s;
const lastHistory = async (id: string) =>
  (
    await t.app.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, id))
      .orderBy(sql`${statusHistory.id} desc`)
      .limit(1)
  )[0];

describe('termination preview', () => {
  it('low census on Monday 2027-04-12: 70.28 guaranteed hours through the notice period and two weeks of stipend', async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement({
      weeks: [
        ['2027-04-04', 'approved', 2160],
        ['2027-04-11', 'draft', 720],
      ],
    });
    const res = await p.o.get(
      `/api/applications/${p.id}/termination-preview?effective_date=2027-04-12&reason_code=low_census`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      side: 'organization',
      reason_code: 'low_census',
      notice_date: '2027-04-12',
      notice_days: 14,
      notice_source: 'Two weeks notice',
      protected_through: '2027-04-26',
      short_days: 14,
      owed_to_worker_cents: 591_417,
      owed_by_worker_cents: 0,
    });
    // Week of 04-11: 36 h − 12 h recorded; week of 04-18: 36 h; 2 days of the week of 04-25: 617 minutes.
    expect(
      body.lines.map((l: { code: string; minutes: number; amount_cents: number }) => [
        l.code,
        l.minutes,
        l.amount_cents,
      ]),
    ).toEqual([
      ['GUARANTEE', 4217, 351_417],
      ['STIPEND', 0, 240_000],
    ]);
    expect(body.lines[0].clause).toBe(`${M.clauses.guarantee(2160, 14)}; ${M.clauses.notice(14, 'Two weeks notice')}`);
  });

  it("the worker's preview of short notice: the contract's penalty, owed by her (36 h × $8.33)", async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement({ policy: 'One week notice' });
    const res = await p.w.get(`/api/applications/${p.id}/termination-preview?effective_date=2027-04-12`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      side: 'worker',
      reason_code: 'worker_request',
      notice_days: 7,
      owed_to_worker_cents: 0,
      owed_by_worker_cents: 29_988,
    });
  });

  it('refuses, naming the field: a date in an approved week, before the start, after the end, not a date', async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement({ weeks: [['2027-04-04', 'approved', 2160]] });
    const preview = (user: typeof p.o, q: string) => user.get(`/api/applications/${p.id}/termination-preview?${q}`);
    let res = await preview(p.o, 'effective_date=2027-04-09');
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ effective_date: M.errors.inApprovedWeek('2027-04-04', '2027-04-10') });
    res = await preview(p.o, 'effective_date=2027-03-01');
    expect(res.json().fields).toEqual({ effective_date: M.errors.beforeStart('2027-03-07') });
    res = await preview(p.o, 'effective_date=2027-06-06');
    expect(res.json().fields).toEqual({ effective_date: M.errors.afterEnd('2027-06-05') });
    res = await preview(p.o, 'effective_date=12/04/2027');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['effective_date']);
  });

  it('the worker sees, before any end is confirmed, what the organization ending it today would owe her; she gives notice only with her own reasons', async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement({
      weeks: [
        ['2027-04-04', 'approved', 2160],
        ['2027-04-11', 'draft', 720],
      ],
    });
    // No effective date: today, the facility's (Monday 2027-04-12), as the organization's preview of that day.
    const hers = await p.w.get(`/api/applications/${p.id}/termination-preview?reason_code=low_census`);
    expect(hers.statusCode, hers.body).toBe(200);
    const theirs = await p.o.get(
      `/api/applications/${p.id}/termination-preview?effective_date=2027-04-12&reason_code=low_census`,
    );
    const { side: _w, ...her } = hers.json();
    const { side: _o, ...their } = theirs.json();
    expect([hers.json().side, her]).toEqual(['worker', their]);
    expect(her).toMatchObject({ effective_date: '2027-04-12', owed_to_worker_cents: 591_417 });
    const notice = await p.w.post(`/api/applications/${p.id}/termination`, {
      reason_code: 'low_census',
      effective_date: '2027-04-20',
    });
    expect(notice.statusCode).toBe(422);
    expect(notice.json().fields).toEqual({ reason_code: M.errors.workerReason });
  });
});

describe('ending an assignment early', () => {
  it('the organization ends it for low census: Done at once with the reason in History, approved weeks untouched, assignment.ended queued', async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement({ weeks: [['2027-04-04', 'approved', 2160]] });
    await t.app.db.insert(webhooks).values({
      organizationId: p.org.id,
      url: 'https://hooks.example.test/end',
      secret: 'whsec',
      events: ['assignment.ended'],
    });
    const res = await p.o.post(`/api/applications/${p.id}/termination`, {
      reason_code: 'low_census',
      effective_date: '2027-04-12',
      note: 'Unit census dropped',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Done', reason_code: 'low_census', owed_to_worker_cents: 651_417 });
    expect(await statusOf(p.id)).toBe('Done');
    const h = await lastHistory(p.id);
    expect(h).toMatchObject({
      toStatus: 'Done',
      decisionMaker: 'Organization',
      reason: 'Low census',
      notes: M.history('Low census', '2027-04-12', 'Unit census dropped'),
    });
    const [week] = await t.app.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.applicationId, p.id));
    expect([week.status, week.workedMinutes]).toEqual(['approved', 2160]);
    const events = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id))
      .map((e) => e.payload as { event: string; data: { application_id: string; reason_code: string } })
      .filter((e) => e.data.application_id === p.id);
    expect(events.map((e) => [e.event, e.data.reason_code])).toEqual([['assignment.ended', 'low_census']]);
    // Both sides read the recorded end; a second end is refused.
    for (const who of [p.w, p.r]) {
      const got = await who.get(`/api/applications/${p.id}/termination`);
      expect(got.json().termination).toMatchObject({ status: 'Done', owed_to_worker_cents: 651_417 });
    }
    const again = await p.r.post(`/api/applications/${p.id}/termination`, {
      reason_code: 'cause',
      effective_date: '2027-04-13',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.errors.alreadyEnded);
  });

  it('the worker gives notice for a later day: recorded, ending soon at once, Done by the sweep once that week is approved', async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement();
    const res = await p.w.post(`/api/applications/${p.id}/termination`, {
      reason_code: 'worker_request',
      effective_date: '2027-04-24',
    });
    expect(res.statusCode).toBe(200);
    // Two days short of the two weeks' notice: 36 h × 2/7 = 617 minutes at the $8.33 penalty.
    expect(res.json()).toMatchObject({ status: 'Working', side: 'worker', owed_by_worker_cents: 8_566 });
    for (const who of [p.r, p.w]) {
      const soon = (await who.get('/api/assignments/ending-soon')).json();
      expect(soon.items).toEqual([
        expect.objectContaining({ application_id: p.id, terminated: true, end_date: '2027-04-24' }),
      ]);
    }
    at('2027-04-26T18:00:00Z');
    expect(await finishEndedAssignments(t.app, new Date())).not.toContain(p.id);
    await t.app.db.insert(timesheetWeeks).values({
      applicationId: p.id,
      organizationId: p.org.id,
      weekStart: '2027-04-18',
      status: 'approved',
      workedMinutes: 2160,
    });
    expect(await finishEndedAssignments(t.app, new Date())).toContain(p.id);
    expect(await statusOf(p.id)).toBe('Done');
    expect(await lastHistory(p.id)).toMatchObject({
      reason: "Worker's request",
      notes: M.workerNotice("Worker's request", '2027-04-24', null),
    });
    const [row] = await t.app.db.select().from(terminations).where(eq(terminations.applicationId, p.id));
    expect(row.endedAt).not.toBeNull();
  });

  it('refuses "other" without a note, and a worker ending for low census, naming the field', async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement();
    let res = await p.o.post(`/api/applications/${p.id}/termination`, {
      reason_code: 'other',
      effective_date: '2027-04-20',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ note: M.errors.noteRequired });
    res = await p.w.post(`/api/applications/${p.id}/termination`, {
      reason_code: 'low_census',
      effective_date: '2027-04-20',
    });
    expect(res.json().fields).toEqual({ reason_code: M.errors.workerReason });
    res = await p.o.post(`/api/applications/${p.id}/termination`, {
      reason_code: 'bankrupt',
      effective_date: '2027-04-20',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['reason_code']);
    expect(await statusOf(p.id)).toBe('Working');
  });
});

describe('authorization', () => {
  it("another organization's members, another worker and an unassigned recruiter get 404 on every termination route", async () => {
    at('2027-04-12T18:00:00Z');
    const p = await placement();
    const other = await buildOrgWithTeam(t.app);
    const otherWorker = await buildWorker(t.app);
    const unassigned = await buildMember(t.app, 'recruiter', p.org.id);
    for (const user of [other.recruiter, other.orgUser, otherWorker, unassigned]) {
      const as = injectAs(t.app, user);
      expect((await as.get(`/api/applications/${p.id}/termination-preview?effective_date=2027-04-20`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await as.post(`/api/applications/${p.id}/termination`, {
            reason_code: 'worker_request',
            effective_date: '2027-04-20',
          })
        ).statusCode,
      ).toBe(404);
      expect((await as.get(`/api/applications/${p.id}/termination`)).statusCode).toBe(404);
      const soon = (await as.get('/api/assignments/ending-soon')).json();
      expect(soon.items.map((i: { application_id: string }) => i.application_id)).not.toContain(p.id);
    }
    expect(await statusOf(p.id)).toBe('Working');
  });
});

describe('ending soon and the automatic Done', () => {
  it('four weeks before the end date the placement is ending soon for its recruiter, organization and worker', async () => {
    // The boundary (28 days before, not 29) is the domain's table test; here each side's list shows it.
    at('2027-05-08T18:00:00Z');
    const p = await placement();
    for (const who of [p.r, p.o, p.w]) {
      const res = await who.get('/api/assignments/ending-soon');
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json().items;
      expect(items).toContainEqual(
        expect.objectContaining({ application_id: p.id, end_date: '2027-06-05', terminated: false }),
      );
    }
  });

  it('past the end date with the last week approved, the sweep moves it to Done through the one writer', async () => {
    at('2027-06-07T18:00:00Z');
    const p = await placement({
      weeks: [
        ['2027-05-23', 'approved', 2160],
        ['2027-05-30', 'submitted', 2160],
      ],
    });
    expect(await finishEndedAssignments(t.app, new Date())).not.toContain(p.id);
    await t.app.db
      .update(timesheetWeeks)
      .set({ status: 'approved' })
      .where(and(eq(timesheetWeeks.applicationId, p.id), eq(timesheetWeeks.weekStart, '2027-05-30')));
    expect(await finishEndedAssignments(t.app, new Date())).toContain(p.id);
    expect(await statusOf(p.id)).toBe('Done');
    expect(await lastHistory(p.id)).toMatchObject({ toStatus: 'Done', reason: M.autoDone });
  });
});
