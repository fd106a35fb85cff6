// Invoices on the server (issue 45): the rate card is the organization's; an approved week issues an invoice whose
// lines are the stored statement's lines × the bill rates; the margin is only ever in the organization user's answers;
// PDF and CSV by Accept; a corrected week credits the issued invoice in full and issues a new version (never an edit).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AssignmentTermsData } from '@/domain/timesheets';
import { withMarkup } from '@/domain/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { clearPrerequisitesForTest } from '../../test/placement-factory';
import { assignments, invoices, outbox, timesheetVersions, timesheetWeeks, webhooks } from '../../db/schema';

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

/** A 13-week federal assignment from Sunday 2027-03-07 in Los Angeles: $50/h, 36 h guaranteed, $900 stipend. */
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
  stipend_weekly_cents: 90000,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: null,
};

const CARD = {
  client_name: 'Mercy General Hospital',
  client_address: '4001 J Street\nSacramento, CA 95819',
  markup_bps: 2500,
  rates: [{ code: 'REG', bill_rate_cents: 7000 }],
};

async function placement() {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const a = await buildApplication(t.app, worker.id, team.job, { status: 'Cleared' });
  await clearPrerequisitesForTest(t.app, a.id);
  await t.app.db
    .insert(assignments)
    .values({
      applicationId: a.id,
      organizationId: team.org.id,
      workerId: worker.id,
      stated: TERMS,
      terms: TERMS,
    })
    // The clearance may already have made the assignment of record: these terms replace its.
    .onConflictDoUpdate({ target: assignments.applicationId, set: { stated: TERMS, terms: TERMS } });
  return {
    ...team,
    worker,
    id: a.id,
    base: `/api/assignments/${a.id}`,
    w: injectAs(t.app, worker),
    r: injectAs(t.app, team.recruiter),
    o: injectAs(t.app, team.orgUser),
  };
}

/** minutes × cents an hour, rounded half up to the cent (the invoice's one rounding, written out). */
const amountFor = (minutes: number, rate: number) => Math.round((minutes * rate) / 60);

const shift = (date: string, start: string, end: string) => ({ date, start, end, kind: 'worked', breaks: [] });

/** Enters, submits and approves the week of 2027-03-14 with the given shifts. */
async function approveWeek(p: Awaited<ReturnType<typeof placement>>, shifts: ReturnType<typeof shift>[]) {
  const url = `${p.base}/weeks/2027-03-14`;
  const put = await p.w.put(`${url}/entries`, { entries: shifts });
  expect(put.statusCode, put.body).toBe(200);
  expect((await p.w.post(`${url}/submit`)).statusCode).toBe(200);
  const ok = await p.r.post(`${url}/approve`);
  expect(ok.statusCode, ok.body).toBe(200);
  return (await p.o.get(`${url}/statement`)).json();
}

describe('the rate card', () => {
  it('is set and read by the organization user only, and a bad field is named', async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement();
    expect((await p.o.get(`${p.base}/rate-card`)).json()).toEqual({
      application_id: p.id,
      rate_card: null,
      updated_at: null,
    });
    const bad = await p.o.put(`${p.base}/rate-card`, { ...CARD, markup_bps: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      markup_bps: 'The markup is a percentage from 0 to 1000 with at most two decimals.',
    });
    const saved = await p.o.put(`${p.base}/rate-card`, CARD);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rate_card).toEqual(CARD);
    const other = await buildOrgWithTeam(t.app);
    for (const who of [p.worker, p.recruiter, other.orgUser, other.recruiter]) {
      expect((await injectAs(t.app, who).get(`${p.base}/rate-card`)).statusCode).toBe(404);
      expect((await injectAs(t.app, who).put(`${p.base}/rate-card`, CARD)).statusCode).toBe(404);
    }
  });
});

describe('an approved week issues its invoice', () => {
  it("bills the statement's lines × the bill rates; the margin reaches only the organization user", async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement();
    await t.app.db.insert(webhooks).values({
      organizationId: p.org.id,
      url: 'https://hooks.example.test/inv',
      secret: 'whsec',
      events: ['invoice.issued'],
    });
    expect((await p.o.put(`${p.base}/rate-card`, CARD)).statusCode).toBe(200);
    const statement = await approveWeek(p, [
      shift('2027-03-14', '07:00', '19:00'),
      shift('2027-03-15', '07:00', '19:00'),
    ]);

    const list = await p.o.get('/api/invoices');
    expect(list.statusCode, list.body).toBe(200);
    const [item] = list.json().items;
    expect(item).toMatchObject({
      kind: 'invoice',
      version: 1,
      week_start: '2027-03-14',
      client_name: CARD.client_name,
    });

    const detail = (await p.o.get(`/api/invoices/${item.id}`)).json();
    // REG: 24 h at the card's $70.00; every other line at its pay rate (or amount) + 25 %.
    expect(detail.lines[0]).toEqual({
      code: 'REG',
      minutes: 1440,
      bill_rate_cents: 7000,
      amount_cents: 168_000,
      pay_amount_cents: 120_000,
    });
    const expected = statement.lines.map(
      (l: { code: string; minutes: number; rate_cents: number; amount_cents: number }) => {
        const rate = l.code === 'REG' ? 7000 : withMarkup(l.rate_cents, 2500);
        return l.minutes > 0
          ? { code: l.code, minutes: l.minutes, bill_rate_cents: rate, amount_cents: amountFor(l.minutes, rate) }
          : { code: l.code, minutes: 0, bill_rate_cents: 0, amount_cents: withMarkup(l.amount_cents, 2500) };
      },
    );
    expect(detail.lines.map(({ pay_amount_cents: _p, ...l }: Record<string, unknown>) => l)).toEqual(expected);
    expect(statement.lines.map((l: { code: string }) => l.code)).toEqual(['REG', 'GUARANTEE', 'STIPEND']);
    const total = expected.reduce((s: number, l: { amount_cents: number }) => s + l.amount_cents, 0);
    expect(detail).toMatchObject({ total_cents: total, pay_cents: statement.gross_cents });
    expect(detail.margin_cents).toBe(total - statement.gross_cents);
    expect(item.margin_cents).toBe(detail.margin_cents);

    // The webhook says an invoice was issued, without the pay or the margin.
    const hooks = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id))
      .map((e) => e.payload as { event: string; data: Record<string, unknown> })
      .filter((e) => e.data.application_id === p.id);
    expect(hooks.map((h) => [h.event, h.data.number, h.data.total_cents])).toEqual([
      ['invoice.issued', `INV-${p.job.gwJobId}-20270314-v1`, total],
    ]);
    expect(JSON.stringify(hooks)).not.toMatch(/margin|pay_/);

    // The worker, the organization's recruiter, and another organization's recruiter and user never get it.
    const other = await buildOrgWithTeam(t.app);
    for (const who of [p.worker, p.recruiter, other.recruiter, other.orgUser]) {
      const as = injectAs(t.app, who);
      const answers = [
        await as.get('/api/invoices'),
        await as.get(`/api/invoices/${item.id}`),
        await as.get(`/api/invoices/${item.id}`, { headers: { accept: 'text/csv' } }),
        await as.get(`/api/invoices/${item.id}`, { headers: { accept: 'application/pdf' } }),
        await as.get(`/api/applications/${p.id}`),
        await as.get(`${p.base}/weeks/2027-03-14/statement`),
      ];
      // Another organization's user has an invoice list of its own (empty here); everyone else is refused.
      const refused = who === other.orgUser ? answers.slice(1, 4) : answers.slice(0, 4);
      for (const a of refused) expect([403, 404]).toContain(a.statusCode);
      for (const a of answers) {
        expect(a.body).not.toMatch(/margin/i);
        expect(a.body).not.toContain(String(detail.margin_cents));
      }
      if (who === other.orgUser) expect((await as.get('/api/invoices')).json().items).toEqual([]);
    }
  });

  it('answers the PDF and the CSV the client receives by Accept, neither with the pay or the margin', async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement();
    await p.o.put(`${p.base}/rate-card`, CARD);
    await approveWeek(p, [shift('2027-03-14', '07:00', '15:00')]);
    const [item] = (await p.o.get('/api/invoices')).json().items;
    const pdf = await p.o.get(`/api/invoices/${item.id}`, { headers: { accept: 'application/pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await p.o.get(`/api/invoices/${item.id}`, { headers: { accept: 'text/csv' } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe('invoice,kind,version,week_start,client,line,minutes,bill_rate_cents,amount_cents');
    expect(rows[1]).toBe(`${item.number},invoice,1,2027-03-14,Mercy General Hospital,REG,480,7000,56000`);
    expect(csv.body).not.toMatch(/margin|pay/i);
  });

  it('issues nothing for a placement without a rate card', async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement();
    await approveWeek(p, [shift('2027-03-14', '07:00', '15:00')]);
    expect((await p.o.get('/api/invoices')).json().items).toEqual([]);
  });
});

describe('a corrected week after issue', () => {
  it('credits the issued invoice in full and issues version 2; the issued rows never change', async () => {
    at('2027-03-16T20:00:00Z');
    const p = await placement();
    await p.o.put(`${p.base}/rate-card`, CARD);
    await approveWeek(p, [shift('2027-03-14', '07:00', '19:00'), shift('2027-03-15', '07:00', '19:00')]);
    const [v1] = (await p.o.get('/api/invoices')).json().items;

    const storedV1 = async () =>
      (await t.app.db.select().from(timesheetVersions).where(eq(timesheetVersions.version, 1))).find(
        (v) => v.weekId === week0.id,
      )!;
    const [week0] = await t.app.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.applicationId, p.id));
    const v1Row = await storedV1();
    expect(v1Row.statement).not.toBeNull();

    // The organization reopens the approved week for a correction (issue 44/45); the worker corrects and resubmits
    // it, and it is approved again as version 2.
    const reopened = await p.o.post(`${p.base}/weeks/2027-03-14/correction`, {
      reason: 'The client’s sign-out sheet shows Monday ended at 17:00.',
      version: 1,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await p.o.get('/api/invoices')).json().items).toHaveLength(1);
    const approved2 = await approveWeek(p, [
      shift('2027-03-14', '07:00', '19:00'),
      shift('2027-03-15', '07:00', '17:00'),
    ]);
    expect(approved2.version).toBe(2);

    const items = (await p.o.get('/api/invoices')).json().items as Record<string, unknown>[];
    expect(items.map((i) => [i.kind, i.version, i.week_version, i.refers_to])).toEqual(
      expect.arrayContaining([
        ['invoice', 1, 1, null],
        ['credit_note', 1, 2, v1.number],
        ['invoice', 2, 2, v1.number],
      ]),
    );
    const credit = items.find((i) => i.kind === 'credit_note')!;
    expect(credit.total_cents).toBe(-v1.total_cents);
    expect(credit.margin_cents).toBe(-v1.margin_cents);
    expect((await p.o.get(`/api/invoices/${v1.id}`)).json()).toMatchObject({ total_cents: v1.total_cents, version: 1 });

    await expect(
      t.app.db.update(invoices).set({ clientName: 'Changed' }).where(eq(invoices.id, v1.id)),
    ).rejects.toThrow();
    const [week] = await t.app.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.applicationId, p.id));
    expect(week.version).toBe(2);
    // The approved v1 and its stored statement are as they were.
    expect(await storedV1()).toEqual(v1Row);
  });
});
