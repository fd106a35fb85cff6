// Hours and pay on the server (issue 44): the assignment of record, punches and entries, the week's states, the
// emailed approval link, statements, the ledger across a 13-week assignment, a daylight-saving week, a shift across
// midnight at the end of a workweek, and Working refused before the start date. The clock is set by each test.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AssignmentTermsData } from '@/domain/timesheets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decodePool } from '../../decode/pool';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { newestMailTo } from '../../test/mail';
import { createSession } from '../../test/session';
import { acceptedApplication } from '../../test/contract-factory';
import { clearPrerequisitesForTest } from '../../test/placement-factory';
import { applications, assignments, notifications, outbox, webhooks } from '../../db/schema';

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

/** Terms of a 13-week federal assignment starting Sunday 2027-03-07 in Los Angeles ($50/h, 36 h guaranteed). */
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
  missed_shift_penalty_cents_per_hour: 0,
  stipend_weekly_cents: 0,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: null,
};

/** A Cleared placement whose assignment's terms are complete (written directly: the terms flow has its own test). */
async function placement(terms: Partial<AssignmentTermsData> = {}) {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const a = await buildApplication(t.app, worker.id, team.job, { status: 'Cleared' });
  // Working, like Cleared, needs the clearance: a signed contract and every checklist item verified.
  await clearPrerequisitesForTest(t.app, a.id);
  const full = { ...TERMS, ...terms };
  await t.app.db.insert(assignments).values({
    applicationId: a.id,
    organizationId: team.org.id,
    workerId: worker.id,
    stated: full,
    terms: full,
  });
  const base = `/api/assignments/${a.id}`;
  return { ...team, worker, id: a.id, base, w: injectAs(t.app, worker), r: injectAs(t.app, team.recruiter) };
}

const shift = (date: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  date,
  start,
  end,
  kind: 'worked',
  breaks: [],
  ...extra,
});

describe('the assignment of record', () => {
  it('takes the contract’s terms, asks the organization for the rest, and refuses a stated term', async () => {
    at('2027-02-01T12:00:00Z');
    const { team, worker, applicationId } = await acceptedApplication(t.app);
    const view = await injectAs(t.app, worker).get(`/api/assignments/${applicationId}`);
    expect(view.statusCode, view.body).toBe(200);
    const a = view.json();
    expect(a).toMatchObject({
      complete: false,
      start_date: '2027-03-01',
      end_date: '2027-05-31',
      hourly_rate_cents: 5200,
      stipend_weekly_cents: 100000,
      scheduled_minutes_per_week: 2160,
    });
    expect(a.sources.hourly_rate_cents).toBe('contract');
    expect(a.missing).toContain('rule_set');
    expect(a.missing).toContain('time_zone');

    const stated = await injectAs(t.app, team.orgUser).put(`/api/assignments/${applicationId}/terms`, {
      hourly_rate_cents: 9900,
    });
    expect(stated.statusCode).toBe(422);
    expect(stated.json().fields).toHaveProperty('hourly_rate_cents');
    const byWorker = await injectAs(t.app, worker).put(`/api/assignments/${applicationId}/terms`, {
      rule_set: 'federal',
    });
    expect(byWorker.statusCode).toBe(404);

    const rest = Object.fromEntries(Object.entries(TERMS).filter(([k]) => a.missing.includes(k)));
    const done = await injectAs(t.app, team.orgUser).put(`/api/assignments/${applicationId}/terms`, {
      ...rest,
      rule_set: 'california',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ complete: true, missing: [], rule_set: 'california', hourly_rate_cents: 5200 });
    expect(done.json().sources.rule_set).toBe('organization');
  });
});

describe('recording time', () => {
  it('refuses time before the start date and moves the placement to Working at the first clock-in', async () => {
    at('2027-03-05T18:00:00Z');
    const p = await placement();
    const early = await p.w.post(`${p.base}/punches`, { kind: 'in' });
    expect(early.statusCode).toBe(422);
    expect(early.json().fields).toHaveProperty('at');
    const entry = await p.w.put(`${p.base}/weeks/2027-02-28/entries`, {
      entries: [shift('2027-03-05', '07:00', '10:00')],
    });
    expect(entry.statusCode).toBe(422);
    expect(entry.json().fields).toHaveProperty('entries.0.date');
    const [before] = await t.app.db.select().from(applications).where(eq(applications.id, p.id));
    expect(before.status).toBe('Cleared');

    at('2027-03-08T15:00:00Z'); // 07:00 in Los Angeles (PST) on Monday
    p.w = injectAs(t.app, await createSession(t.app, p.worker.id));
    const clockIn = await p.w.post(`${p.base}/punches`, { kind: 'in' });
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    const [after] = await t.app.db.select().from(applications).where(eq(applications.id, p.id));
    expect(after.status).toBe('Working');
    const view = (await p.w.get(p.base)).json();
    expect(view.open_shift).toMatchObject({ since: '2027-03-08T15:00:00.000Z', on_break: false });
  });

  it('clocks a shift with a meal break, corrects a missed punch with its reason, and refuses bad punches', async () => {
    at('2027-03-09T15:00:00Z');
    const p = await placement();
    expect((await p.w.post(`${p.base}/punches`, { kind: 'out' })).json().fields).toHaveProperty('kind');
    expect((await p.w.post(`${p.base}/punches`, { kind: 'in' })).statusCode).toBe(201);
    expect((await p.w.post(`${p.base}/punches`, { kind: 'in' })).statusCode).toBe(409);
    at('2027-03-09T19:00:00Z');
    await p.w.post(`${p.base}/punches`, { kind: 'break_start' });
    at('2027-03-09T19:30:00Z');
    await p.w.post(`${p.base}/punches`, { kind: 'break_end' });
    at('2027-03-10T05:00:00Z');
    // Forgot to clock out at 03:30 UTC (19:30 Pacific Standard Time): corrected with a reason.
    const noReason = await p.w.post(`${p.base}/punches`, { kind: 'out', at: '2027-03-10T03:30:00Z' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    const out = await p.w.post(`${p.base}/punches`, {
      kind: 'out',
      at: '2027-03-10T03:30:00Z',
      reason: 'Forgot to clock out',
    });
    expect(out.statusCode, out.body).toBe(201);
    const week = out.json();
    expect(week.week_start).toBe('2027-03-07');
    expect(week.entries).toHaveLength(1);
    expect(week.entries[0]).toMatchObject({
      date: '2027-03-09',
      start: '07:00',
      end: '19:30',
      minutes: 720,
      source: 'punch',
      corrected: true,
      breaks: [{ start: '11:00', end: '11:30', kind: 'meal' }],
    });
    expect(week.entries[0].corrections[0]).toMatchObject({ kind: 'out', reason: 'Forgot to clock out' });
    expect(week.worked_minutes).toBe(720);
    expect(week.history.map((h: { action: string }) => h.action)).toEqual([
      'punched',
      'punched',
      'punched',
      'corrected',
    ]);
  });

  it('refuses overlapping shifts, an end before its start, a future week and a date outside the week, naming the field', async () => {
    at('2027-03-20T20:00:00Z');
    const p = await placement();
    const url = `${p.base}/weeks/2027-03-14/entries`;
    const overlap = await p.w.put(url, {
      entries: [shift('2027-03-15', '07:00', '19:00'), shift('2027-03-15', '18:00', '20:00')],
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().fields).toEqual({ 'entries.1.start': 'This shift overlaps another shift.' });
    const backwards = await p.w.put(url, { entries: [shift('2027-03-15', '10:00', '07:00')] });
    expect(backwards.json().fields).toEqual({ 'entries.0.end': 'The end is before the start.' });
    const outside = await p.w.put(url, { entries: [shift('2027-03-21', '07:00', '10:00')] });
    expect(outside.json().fields).toHaveProperty('entries.0.date');
    const future = await p.w.put(`${p.base}/weeks/2027-03-21/entries`, { entries: [] });
    expect(future.statusCode).toBe(422);
    expect(future.json().fields).toHaveProperty('weekStart');
    const notStart = await p.w.put(`${p.base}/weeks/2027-03-15/entries`, { entries: [] });
    expect(notStart.json().fields).toHaveProperty('weekStart');
  });

  it('counts the real minutes of a night shift across the daylight-saving change', async () => {
    at('2027-03-20T20:00:00Z');
    const p = await placement();
    // 2027-03-14 02:00 in Los Angeles does not exist: 22:00 Saturday to 06:00 Sunday is 7 hours, not 8.
    const res = await p.w.put(`${p.base}/weeks/2027-03-07/entries`, {
      entries: [shift('2027-03-13', '22:00', '06:00')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries[0]).toMatchObject({
      start_at: '2027-03-14T06:00:00.000Z',
      end_at: '2027-03-14T13:00:00.000Z',
      minutes: 420,
    });
    const st = (await p.w.get(`${p.base}/weeks/2027-03-07/statement`)).json();
    expect(st.worked_minutes).toBe(420);
    expect(st.lines.find((l: { code: string }) => l.code === 'REG')).toMatchObject({
      minutes: 420,
      amount_cents: 35000,
    });
  });

  it('keeps a shift across midnight at the end of a workweek in the week it started', async () => {
    at('2027-04-01T20:00:00Z');
    const p = await placement();
    const entries = [
      shift('2027-03-21', '07:00', '19:00'),
      shift('2027-03-23', '07:00', '19:00'),
      shift('2027-03-25', '07:00', '19:00'),
      // Saturday night into Sunday, the next workweek's first day.
      shift('2027-03-27', '19:00', '07:30'),
    ];
    const res = await p.w.put(`${p.base}/weeks/2027-03-21/entries`, { entries });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worked_minutes).toBe(36 * 60 + 750);
    const next = (await p.w.get(`${p.base}/weeks/2027-03-28`)).json();
    expect(next.entries).toEqual([]);
    const st = (await p.w.get(`${p.base}/weeks/2027-03-21/statement`)).json();
    const min = (code: string) =>
      st.lines
        .filter((l: { code: string }) => l.code === code)
        .reduce((s: number, l: { minutes: number }) => s + l.minutes, 0);
    expect(min('REG')).toBe(2400);
    expect(min('OT')).toBe(510);
    expect(st.gross_cents).toBe((2400 / 60) * 5000 + (510 / 60) * 7500);
  });
});

describe('the week: submit, dispute, resubmit, approve', () => {
  it('goes Draft → Submitted → Disputed → v2 → Approved through the emailed link, and is locked once approved', async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement({ auto_approve_hours: 72 });
    await t.app.db.insert(webhooks).values({
      organizationId: p.org.id,
      url: 'https://hooks.example.test/ts',
      secret: 'whsec',
      events: ['timesheet.submitted', 'timesheet.approved', 'timesheet.disputed'],
    });
    const url = `${p.base}/weeks/2027-03-14`;
    const put = await p.w.put(`${url}/entries`, {
      entries: [
        shift('2027-03-14', '07:00', '19:00', { breaks: [{ start: '12:00', end: '12:30', kind: 'meal' }] }),
        shift('2027-03-15', '07:00', '19:00'),
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const [first, second] = put.json().entries;

    const submitted = await p.w.post(`${url}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'submitted',
      version: 1,
      locked: true,
      auto_approve_at: '2027-03-19T20:00:00.000Z',
    });
    expect((await p.w.put(`${url}/entries`, { entries: [] })).statusCode).toBe(409);
    expect((await p.w.post(`${url}/approve`)).statusCode).toBe(404);

    // Another organization's recruiter is refused; the assigned recruiter disputes one line.
    const other = await buildOrgWithTeam(t.app);
    expect(
      (await injectAs(t.app, other.recruiter).post(`${url}/dispute`, { lines: [{ entry: second.id, reason: 'x' }] }))
        .statusCode,
    ).toBe(404);
    const unknown = await p.r.post(`${url}/dispute`, {
      lines: [{ entry: crypto.randomUUID(), reason: 'Which shift?' }],
    });
    expect(unknown.json().fields).toHaveProperty('lines.0.entry');
    const disputed = await p.r.post(`${url}/dispute`, { lines: [{ entry: second.id, reason: 'Left at 17:00' }] });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toMatchObject({ status: 'disputed', version: 1, locked: false });
    expect(disputed.json().entries[1].disputes).toEqual([{ version: 1, reason: 'Left at 17:00' }]);

    const fixed = await p.w.put(`${url}/entries`, {
      entries: [
        {
          ...shift('2027-03-14', '07:00', '19:00', { breaks: [{ start: '12:00', end: '12:30', kind: 'meal' }] }),
          id: first.id,
        },
        { ...shift('2027-03-15', '07:00', '17:00'), id: second.id },
      ],
    });
    expect(fixed.json().entries.map((e: { id: string }) => e.id)).toEqual([first.id, second.id]);
    const v2 = await p.w.post(`${url}/submit`);
    expect(v2.json()).toMatchObject({ status: 'submitted', version: 2 });

    const mail = await newestMailTo(t.app, p.recruiter.email);
    const token = /\/timesheet-approval\/([\w-]+)/.exec(mail!.text)![1];
    const link = await t.app.inject({ method: 'GET', url: `/api/timesheet-approval/${token}` });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ valid: true, week: { version: 2, status: 'submitted' } });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/timesheet-approval/${token}/approve`,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/timesheet-approval/${token}/approve`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/timesheet-approval/${token}` })).json()).toMatchObject({
      valid: false,
      reason: 'used',
    });

    const week = (await p.w.get(url)).json();
    expect(week).toMatchObject({ status: 'approved', version: 2, locked: true });
    expect(week.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [1, 'disputed'],
      [2, 'approved'],
    ]);
    expect(week.history.map((h: { action: string }) => h.action)).toEqual([
      'entered',
      'submitted',
      'disputed',
      'entered',
      'submitted',
      'approved',
    ]);

    // An approved week cannot change: entries, punches in it, another submission, another decision.
    const locked = await p.w.put(`${url}/entries`, { entries: [] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This week is approved and locked.');
    expect(
      (await p.w.post(`${p.base}/punches`, { kind: 'in', at: '2027-03-16T15:00:00Z', reason: 'Late entry' }))
        .statusCode,
    ).toBe(409);
    expect((await p.w.post(`${url}/submit`)).statusCode).toBe(409);
    expect((await p.r.post(`${url}/approve`)).statusCode).toBe(409);

    const st = (await p.w.get(`${url}/statement`)).json();
    expect(st).toMatchObject({ final: true, version: 2, worked_minutes: 690 + 600 });
    expect(st.lines.reduce((s: number, l: { amount_cents: number }) => s + l.amount_cents, 0)).toBe(st.gross_cents);
    // Laid out in the decode pool (issue 41): one task of the pool, the statement's lines in its text.
    const laidOut = decodePool().completed;
    const pdf = await p.w.get(`${url}/statement.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(decodePool().completed).toBe(laidOut + 1);
    const pdfFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), 'statement.pdf');
    fs.writeFileSync(pdfFile, pdf.rawPayload);
    const pdfText = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pdfText).toContain('Week of 2027-03-14 (v2)');
    expect(pdfText).toContain('REG: 21:30 × $50.00 = $1,075.00');
    const csv = await injectAs(t.app, p.orgUser).get('/api/timesheets.csv?status=approved');
    expect(csv.body.split('\n')[0]).toBe(
      'worker,gw_job_id,application_id,week_start,version,code,minutes,rate_cents,amount_cents,rule,clause',
    );
    expect(csv.body).toContain(`${p.id},2027-03-14,2,REG,1290,5000,107500`);

    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, p.worker.id));
    expect(told.map((n) => [n.kind, (n.data as { timesheet: string }).timesheet])).toEqual(
      expect.arrayContaining([
        ['timesheet', 'disputed'],
        ['timesheet', 'approved'],
      ]),
    );
    const recruiterTold = await t.app.db.select().from(notifications).where(eq(notifications.userId, p.recruiter.id));
    expect(recruiterTold.filter((n) => n.kind === 'timesheet')).toHaveLength(2);
    const events = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id);
    const mine = events
      .map((e) => e.payload as { event: string; data: { application_id: string } })
      .filter((e) => e.data.application_id === p.id);
    expect(mine.map((e) => e.event)).toEqual([
      'timesheet.submitted',
      'timesheet.disputed',
      'timesheet.submitted',
      'timesheet.approved',
    ]);
  });

  it('lists the organization’s submitted weeks oldest first, paged, and never another organization’s', async () => {
    at('2027-03-25T20:00:00Z');
    const a = await placement();
    const b = await placement();
    const team = { orgUser: a.orgUser };
    for (const [p, day] of [
      [a, '2027-03-08'],
      [a, '2027-03-15'],
    ] as const) {
      at(day === '2027-03-08' ? '2027-03-25T20:00:00Z' : '2027-03-25T21:00:00Z');
      const week = day === '2027-03-08' ? '2027-03-07' : '2027-03-14';
      await p.w.put(`${p.base}/weeks/${week}/entries`, { entries: [shift(day, '07:00', '19:00')] });
      expect((await p.w.post(`${p.base}/weeks/${week}/submit`)).statusCode).toBe(200);
    }
    await b.w.put(`${b.base}/weeks/2027-03-07/entries`, { entries: [shift('2027-03-08', '07:00', '19:00')] });
    await b.w.post(`${b.base}/weeks/2027-03-07/submit`);
    const page1 = (await injectAs(t.app, team.orgUser).get('/api/timesheets?status=submitted&limit=1')).json();
    expect(page1.items.map((i: { week_start: string }) => i.week_start)).toEqual(['2027-03-07']);
    const page2 = (
      await injectAs(t.app, team.orgUser).get(`/api/timesheets?status=submitted&limit=1&cursor=${page1.next_cursor}`)
    ).json();
    expect(page2.items.map((i: { week_start: string }) => i.week_start)).toEqual(['2027-03-14']);
    expect(page2.next_cursor).toBeNull();
    expect(page2.items[0]).toMatchObject({ application_id: a.id, worked_minutes: 720 });
  });
});

describe('correcting an approved week (issue 44/45)', () => {
  it('reopens it as the next version with the reason in History; the approved v1 and its statement never change', async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement();
    await t.app.db.insert(webhooks).values({
      organizationId: p.org.id,
      url: 'https://hooks.example.test/fix',
      secret: 'whsec',
      events: ['timesheet.disputed'],
    });
    const url = `${p.base}/weeks/2027-03-14`;
    const reason = 'Monday ended at 17:00, not 19:00 (facility sign-out sheet).';
    // A week not approved yet (here none at all) is refused, naming the rule.
    const early = await p.r.post(`${url}/correction`, { reason, version: 1 });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Only an approved week can be reopened for a correction.');
    await p.w.put(`${url}/entries`, {
      entries: [shift('2027-03-14', '07:00', '19:00'), shift('2027-03-15', '07:00', '19:00')],
    });
    await p.w.post(`${url}/submit`);
    expect((await p.r.post(`${url}/correction`, { reason, version: 1 })).statusCode).toBe(422);
    expect((await p.r.post(`${url}/approve`)).statusCode).toBe(200);
    const v1 = (await p.w.get(url)).json().versions[0];
    const v1Statement = (await p.w.get(`${url}/statement`)).json();
    expect(v1Statement).toMatchObject({ final: true, version: 1 });

    // Only the organization's side asks, with a reason and the version it saw.
    expect((await p.w.post(`${url}/correction`, { reason, version: 1 })).statusCode).toBe(404);
    const other = await buildOrgWithTeam(t.app);
    expect((await injectAs(t.app, other.recruiter).post(`${url}/correction`, { reason, version: 1 })).statusCode).toBe(
      404,
    );
    const blank = await p.r.post(`${url}/correction`, { reason: '  ', version: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Say what needs correcting.');
    const stale = await p.r.post(`${url}/correction`, { reason, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This week has changed since you opened it. Reload it and try again.');

    const reopened = await p.r.post(`${url}/correction`, { reason, version: 1 });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const week = reopened.json();
    expect(week).toMatchObject({ status: 'disputed', version: 1, locked: false, approved_at: null });
    expect(week.versions).toEqual([v1]);
    expect(week.history.at(-1)).toMatchObject({
      action: 'reopened',
      text: 'Reopened approved v1 for a correction (the corrected week is v2)',
      by: expect.any(String),
      notes: reason,
    });
    const [note] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, p.worker.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note).toMatchObject({ kind: 'timesheet', data: expect.objectContaining({ timesheet: 'reopened' }) });
    const hooks = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')))
      .map((e) => e.payload as { event: string; data: { application_id: string; correction?: unknown } })
      .filter((e) => e.data.application_id === p.id);
    expect(hooks.map((e) => e.event)).toEqual(['timesheet.disputed']);
    expect(hooks[0].data).toMatchObject({
      status: 'disputed',
      version: 1,
      correction: { reason, approved_version: 1 },
    });
    // Asked twice: the week is no longer approved.
    expect((await p.r.post(`${url}/correction`, { reason, version: 1 })).statusCode).toBe(422);

    // The worker corrects Monday and resubmits: v2; approved, its statement is v2's and v1's stays as stored.
    const fixed = await p.w.put(`${url}/entries`, {
      entries: [shift('2027-03-14', '07:00', '19:00'), shift('2027-03-15', '07:00', '17:00')],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await p.w.post(`${url}/submit`)).json()).toMatchObject({ status: 'submitted', version: 2 });
    expect((await p.r.post(`${url}/approve`)).statusCode).toBe(200);
    const after = (await p.w.get(url)).json();
    expect(after.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [1, 'approved'],
      [2, 'approved'],
    ]);
    expect(after.versions[0]).toEqual(v1);
    const st = (await p.w.get(`${url}/statement`)).json();
    expect(st).toMatchObject({ final: true, version: 2, worked_minutes: 720 + 600 });
    expect(v1Statement.worked_minutes).toBe(720 + 720);
  });

  it('is refused once the placement no longer records time', async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement();
    const url = `${p.base}/weeks/2027-03-14`;
    await p.w.put(`${url}/entries`, { entries: [shift('2027-03-14', '07:00', '19:00')] });
    await p.w.post(`${url}/submit`);
    await p.r.post(`${url}/approve`);
    await t.app.db.update(applications).set({ status: 'Done' }).where(eq(applications.id, p.id));
    const closed = await p.r.post(`${url}/correction`, { reason: 'Late fix', version: 1 });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(
      'The placement is no longer cleared or working: its approved weeks are final and can only be credited by invoice.',
    );
  });
});

describe('the guarantee and the call-off allowance', () => {
  it('across a 13-week assignment: three call-offs come out of the allowance, the fourth is paid as guarantee', async () => {
    at('2027-06-10T20:00:00Z');
    const p = await placement();
    const weeks = Array.from({ length: 13 }, (_, i) => {
      const d = new Date(Date.UTC(2027, 2, 7 + i * 7));
      return d.toISOString().slice(0, 10);
    });
    const day = (week: string, n: number) =>
      new Date(Date.parse(`${week}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    for (const [i, week] of weeks.entries()) {
      const calledOff = i >= 1 && i <= 4;
      const entries = [
        shift(day(week, 1), '07:00', '19:00'),
        shift(day(week, 3), '07:00', '19:00'),
        calledOff
          ? shift(day(week, 5), '07:00', '19:00', {
              kind: 'facility_cancelled',
              announced_at: `${day(week, 2)}T12:00:00Z`,
            })
          : shift(day(week, 5), '07:00', '19:00'),
      ];
      const res = await p.w.put(`${p.base}/weeks/${week}/entries`, { entries });
      expect(res.statusCode, `${week}: ${res.body}`).toBe(200);
    }
    const ledger = (await p.w.get(`${p.base}/ledger`)).json();
    expect(ledger).toMatchObject({ call_offs_used: 3, call_offs_left: 0, guarantee_paid_minutes: 720 });
    expect(ledger.events).toHaveLength(4);
    expect(ledger.weeks.map((w: { call_offs_left: number }) => w.call_offs_left).slice(0, 6)).toEqual([
      3, 2, 1, 0, 0, 0,
    ]);
    const fifth = (await p.w.get(`${p.base}/weeks/${weeks[4]}/statement`)).json();
    expect(fifth.lines.find((l: { code: string }) => l.code === 'GUARANTEE')).toMatchObject({
      minutes: 720,
      amount_cents: 60000,
    });
    const second = (await p.w.get(`${p.base}/weeks/${weeks[1]}/statement`)).json();
    expect(second.lines.find((l: { code: string }) => l.code === 'GUARANTEE')).toBeUndefined();
  });

  it('previews what entries would pay, week by week, saving nothing', async () => {
    at('2027-03-10T20:00:00Z');
    const p = await placement();
    const res = await p.w.post(`${p.base}/pay-preview`, {
      entries: [shift('2027-03-15', '07:00', '19:00'), shift('2027-03-22', '07:00', '19:00')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().weeks.map((w: { week_start: string; worked_minutes: number }) => [w.week_start, w.worked_minutes]),
    ).toEqual([
      ['2027-03-14', 720],
      ['2027-03-21', 720],
    ]);
    expect((await p.w.get(`${p.base}/weeks/2027-03-07`)).json().entries).toEqual([]);
  });
});

describe('another worker or organization', () => {
  it('sees nothing and records nothing on a placement that is not theirs', async () => {
    at('2027-03-10T20:00:00Z');
    const p = await placement();
    const otherWorker = injectAs(t.app, await buildWorker(t.app));
    const other = await buildOrgWithTeam(t.app);
    for (const who of [otherWorker, injectAs(t.app, other.recruiter), injectAs(t.app, other.orgUser)]) {
      expect((await who.get(p.base)).statusCode).toBe(404);
      expect((await who.get(`${p.base}/weeks/2027-03-07`)).statusCode).toBe(404);
      expect((await who.get(`${p.base}/ledger`)).statusCode).toBe(404);
      expect((await who.post(`${p.base}/punches`, { kind: 'in' })).statusCode).toBe(404);
    }
  });
});
