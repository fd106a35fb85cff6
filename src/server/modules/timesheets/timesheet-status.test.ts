// Where the recruiter and the organization look (issue 44): the Working list rows and the board's cards carry each
// placement's timesheet status (domain timesheetProgress), read in the list's own statement; the first clock-in of a
// Cleared placement moves it to Working, so it leaves the Cleared list and shows in Working with this week's hours.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssignmentTermsData } from '@/domain/timesheets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { createSession } from '../../test/session';
import { clearPrerequisitesForTest } from '../../test/placement-factory';
import { assignments } from '../../db/schema';

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
  guaranteed_minutes_per_week: 0,
  guarantee_excludes: { first_week: true, last_week: true, time_off_weeks: [], orientation_weeks: true },
  call_off_allowance: { shifts: 3, per_weeks: 13 },
  cancellation_notice_hours: 24,
  cancellation_pay_minutes: 240,
  missed_shift_penalty_cents_per_hour: 0,
  stipend_weekly_cents: 0,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: null,
};

describe('the timesheet status on list rows and board cards', () => {
  it('moves to Working at the first clock-in, then shows this week’s hours, a submitted week and a dispute', async () => {
    at('2027-03-15T15:00:00Z'); // Monday 08:00 in Los Angeles (PDT)
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const a = await buildApplication(t.app, worker.id, team.job, { status: 'Cleared' });
    await clearPrerequisitesForTest(t.app, a.id);
    await t.app.db
      .insert(assignments)
      .values({ applicationId: a.id, organizationId: team.org.id, workerId: worker.id, stated: TERMS, terms: TERMS });
    let r = injectAs(t.app, team.recruiter);
    let w = injectAs(t.app, await createSession(t.app, worker.id));
    const rowIn = async (status: string) =>
      ((await r.get(`/api/applications?status=${status}`)).json().items as { applicationId: string }[]).find(
        (i) => i.applicationId === a.id,
      ) as { status: string; timesheet: { state: string; summary: string } | null } | undefined;

    // Cleared, nothing recorded yet.
    expect((await rowIn('cleared'))?.timesheet).toMatchObject({
      state: 'not_started',
      summary: 'This week: no hours yet',
    });
    // The first clock-in moves it to Working (the one writer of moves); its row says this week is under way.
    expect((await w.post(`/api/assignments/${a.id}/punches`, { kind: 'in' })).statusCode).toBe(201);
    expect(await rowIn('cleared')).toBeUndefined();
    at('2027-03-15T19:30:00Z');
    const out = await w.post(`/api/assignments/${a.id}/punches`, { kind: 'out' });
    expect(out.statusCode, out.body).toBe(201);
    expect(await rowIn('working')).toMatchObject({
      status: 'Working',
      timesheet: { state: 'in_progress', summary: 'This week: 4.50 h so far' },
    });

    // Next week: last week's hours are due until submitted, then waiting; a dispute comes first.
    at('2027-03-23T18:00:00Z');
    // Sessions signed in a week ago have expired on this clock: both sign in again.
    r = injectAs(t.app, await createSession(t.app, team.recruiter.id));
    w = injectAs(t.app, await createSession(t.app, worker.id));
    expect((await rowIn('working'))?.timesheet).toMatchObject({
      state: 'due',
      summary: 'Timesheet due: week of Mar 14, 2027, 4.50 h',
    });
    const submit = await w.post(`/api/assignments/${a.id}/weeks/2027-03-14/submit`);
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await rowIn('working'))?.timesheet?.state).toBe('submitted');
    const line = (submit.json().entries as { id: string }[])[0]!.id;
    const dispute = await r.post(`/api/assignments/${a.id}/weeks/2027-03-14/dispute`, {
      lines: [{ entry: line, reason: 'Left at noon' }],
    });
    expect(dispute.statusCode, dispute.body).toBe(200);
    const board = (await r.get('/api/applications/board')).json().columns as {
      status: string;
      items: { applicationId: string; timesheet: { summary: string } | null }[];
    }[];
    const card = board.find((c) => c.status === 'Working')?.items.find((i) => i.applicationId === a.id);
    expect(card?.timesheet?.summary).toBe('Timesheet disputed: week of Mar 14, 2027, 4.50 h');
  });

  it('is null on rows outside Cleared and Working and while the terms are open', async () => {
    at('2027-03-15T15:00:00Z');
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const a = await buildApplication(t.app, worker.id, team.job, { status: 'Cleared' });
    const items = (await injectAs(t.app, team.recruiter).get('/api/applications?status=cleared')).json().items as {
      applicationId: string;
      timesheet: unknown;
    }[];
    expect(items.find((i) => i.applicationId === a.id)?.timesheet).toBeNull();
  });
});
