// Extensions (issue 45) on the real server: the proposal refused before the window and with an end date not after the
// current one (naming end_date), another organization's and another worker's callers refused, the proposal answered
// through the offer flow (counter, accept) while the assignment stays Working, the amendment drafted, signed by both
// sides and sealed (pdfsig), `assignment.extended` queued, and a week after the effective date paid at the amended rate
// while an earlier week keeps the contract's. The clock is set by each test.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ContractResponse } from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { createSession } from '../../test/session';
import { acceptedApplication, signContractForTest } from '../../test/contract-factory';
import { clearPrerequisitesForTest } from '../../test/placement-factory';
import { applications, notifications, outbox, webhooks } from '../../db/schema';
import { scanExtensionReminders } from './extension-reminders';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-amendment-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

/** The terms the contract does not state, completed by the organization (federal, Los Angeles, weeks from Sunday). */
const COMPLETED = {
  rule_set: 'federal',
  workweek_starts_on: 0,
  time_zone: 'America/Los_Angeles',
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
  stipend_prorated: false,
  classification: 'w2',
  auto_approve_hours: null,
};

/**
 * A Working placement on the contract factory's signed contract: 2027-03-01 to 2027-05-31 at $52/h (its window opens
 * on 2027-04-20: 50 of its 92 days, 7/13, and closes on 2027-05-10).
 */
async function workingPlacement() {
  at('2027-02-01T12:00:00Z');
  const { team, job, worker, applicationId } = await acceptedApplication(t.app);
  await signContractForTest(t.app, applicationId);
  await clearPrerequisitesForTest(t.app, applicationId);
  const view = (await injectAs(t.app, team.orgUser).get(`/api/assignments/${applicationId}`)).json();
  const rest = Object.fromEntries(Object.entries(COMPLETED).filter(([k]) => view.missing.includes(k)));
  const done = await injectAs(t.app, team.orgUser).put(`/api/assignments/${applicationId}/terms`, rest);
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().complete).toBe(true);
  at('2027-03-02T18:00:00Z');
  const sessions = async () => ({
    w: injectAs(t.app, { ...worker, cookie: await createSession(t.app, worker.id) }),
    o: injectAs(t.app, { ...team.orgUser, cookie: await createSession(t.app, team.orgUser.id) }),
    r: injectAs(t.app, { ...team.recruiter, cookie: await createSession(t.app, team.recruiter.id) }),
  });
  const s = await sessions();
  const moved = await s.o.patch('/api/application-journey', { applicationId, status: 'Working' });
  expect(moved.statusCode, moved.body).toBe(200);
  return { team, job, worker, applicationId, sessions };
}

const extensionUrl = (id: string) => `/api/applications/${id}/extension`;

describe('proposing an extension', () => {
  it(
    'is refused before the window, with an end date not after the current one (on end_date), and to strangers',
    { timeout: 120_000 },
    async () => {
      const p = await workingPlacement();
      at('2027-04-19T18:00:00Z');
      let s = await p.sessions();
      const early = await s.o.post(extensionUrl(p.applicationId), { end_date: '2027-08-29' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(MESSAGES.extension.windowNotOpen('2027-04-20'));

      at('2027-04-20T18:00:00Z');
      s = await p.sessions();
      for (const end_date of ['2027-05-31', '2027-05-01']) {
        const bad = await s.o.post(extensionUrl(p.applicationId), { end_date });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().fields.end_date).toBe(MESSAGES.extension.endDateNotLater('2027-05-31'));
      }
      const notADate = await s.o.post(extensionUrl(p.applicationId), { end_date: '31/08/2027' });
      expect(notADate.statusCode).toBe(400);
      expect(notADate.json().fields).toHaveProperty('end_date');

      const other = await buildOrgWithTeam(t.app);
      const otherWorker = await buildWorker(t.app);
      for (const stranger of [other.recruiter, other.orgUser, otherWorker]) {
        const cookie = await createSession(t.app, stranger.id);
        const res = await injectAs(t.app, { ...stranger, cookie }).post(extensionUrl(p.applicationId), {
          end_date: '2027-08-29',
        });
        expect(res.statusCode).toBe(404);
      }
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, p.applicationId));
      expect(row).toMatchObject({ status: 'Working', offerStatus: null });
    },
  );
});

describe('an extension through the offer flow', () => {
  it(
    'is countered, accepted, amended, signed and sealed, and a later week is paid at the amended rate',
    { timeout: 120_000 },
    async () => {
      const p = await workingPlacement();
      await t.app.db.insert(webhooks).values({
        organizationId: p.team.org.id,
        url: 'https://hooks.example.test/ext',
        secret: 'whsec',
        events: ['assignment.extended'],
      });
      // An early week on the contract's terms, recorded before the extension.
      at('2027-03-10T18:00:00Z');
      let s = await p.sessions();
      const base = `/api/assignments/${p.applicationId}`;
      const early = await s.w.put(`${base}/weeks/2027-03-07/entries`, {
        entries: [{ date: '2027-03-08', start: '07:00', end: '15:00', kind: 'worked', breaks: [] }],
      });
      expect(early.statusCode, early.body).toBe(200);

      at('2027-04-21T18:00:00Z');
      s = await p.sessions();
      const proposed = await s.o.post(extensionUrl(p.applicationId), {
        end_date: '2027-08-29',
        terms: { pay: { hourly_rate: 60 } },
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      expect(proposed.json().application).toMatchObject({ status: 'Working', offer_status: 'Offered' });
      expect(proposed.json().offer.resolved_terms.schedule).toMatchObject({
        start_date: '2027-03-01',
        end_date: '2027-08-29',
      });
      // A second proposal while this one waits is refused.
      expect((await s.w.post(extensionUrl(p.applicationId), { end_date: '2027-09-30' })).statusCode).toBe(409);

      // The worker counters through the existing offer route; the signed contract stays in force meanwhile.
      const countered = await s.w.post('/api/offers', {
        applicationId: p.applicationId,
        terms: { pay: { hourly_rate: 65 } },
      });
      expect(countered.statusCode, countered.body).toBe(201);
      expect(countered.json().application).toMatchObject({ status: 'Working', offer_status: 'Counter Offer' });
      let contract = ((await s.w.get(`/api/applications/${p.applicationId}/contract`)).json() as ContractResponse)
        .contract!;
      expect(contract).toMatchObject({ status: 'signed' });
      expect(contract.content.amendment).toBeUndefined();

      // The organization accepts through the existing response route: still Working, the amendment drafted.
      const accepted = await s.o.post('/api/offers/respond', { applicationId: p.applicationId, action: 'Accept' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().application).toMatchObject({
        status: 'Working',
        offer_status: null,
        accepted_offer_version: 3,
      });
      contract = ((await s.w.get(`/api/applications/${p.applicationId}/contract`)).json() as ContractResponse)
        .contract!;
      expect(contract).toMatchObject({ status: 'awaiting_worker', can_sign: true, offer_version: 3 });
      expect(contract.content.amendment).toEqual({ effectiveDate: '2027-06-01', endDate: '2027-08-29' });
      expect(contract.content.title.startsWith(MESSAGES.extension.amendmentTitle)).toBe(true);

      const hooks = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id))
        .map((e) => e.payload as { event: string; data: Record<string, unknown> })
        .filter((e) => e.data.application_id === p.applicationId);
      expect(hooks.map((e) => e.event)).toEqual(['assignment.extended']);
      // API v1 tells an integration the live contract is the amendment, and from when.
      const key = (await (await p.sessions()).o.post('/api/org/api-keys', { name: 'extension' })).json() as {
        key: string;
      };
      const v1 = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/${p.applicationId}/contract`,
        headers: { authorization: `Bearer ${key.key}` },
      });
      expect(v1.json()).toMatchObject({
        contract: { kind: 'amendment', effective_date: '2027-06-01', status: 'awaiting_worker', offer_version: 3 },
      });
      expect(hooks[0].data).toMatchObject({
        previous_end_date: '2027-05-31',
        end_date: '2027-08-29',
        effective_date: '2027-06-01',
        offer_version: 3,
      });

      // Both sign the amendment like the contract: sealed, and pdfsig finds the platform's signature valid.
      const { recruiter } = await signContractForTest(t.app, p.applicationId);
      contract = ((await s.w.get(`/api/applications/${p.applicationId}/contract`)).json() as ContractResponse)
        .contract!;
      expect(contract.status).toBe('signed');
      expect(contract.signatures.map((x) => x.side)).toEqual(['worker', 'organization']);
      const pdf = await injectAs(t.app, { ...recruiter, cookie: await createSession(t.app, recruiter.id) }).get(
        contract.pdf_url,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toContain('Amendment_');
      const file = path.join(dir, 'amendment.pdf');
      fs.writeFileSync(file, pdf.rawPayload);
      let report: string;
      try {
        report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
      } catch (err) {
        const e = err as { stdout?: string; stderr?: string };
        report = `${e.stdout ?? ''}${e.stderr ?? ''}`;
      }
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(MESSAGES.extension.amendmentTitle);
      expect(text).toContain('$65.00');

      // No gap: a week after the old end date is recorded, submitted and approved at the amended rate.
      at('2027-06-16T18:00:00Z');
      s = await p.sessions();
      const later = `${base}/weeks/2027-06-13`;
      const put = await s.w.put(`${later}/entries`, {
        entries: [{ date: '2027-06-14', start: '07:00', end: '15:00', kind: 'worked', breaks: [] }],
      });
      expect(put.statusCode, put.body).toBe(200);
      expect((await s.w.post(`${later}/submit`)).statusCode).toBe(200);
      const approved = await s.r.post(`${later}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      const regular = (st: { lines: { code: string; rate_cents: number; minutes: number }[] }) =>
        st.lines.find((l) => l.code === 'REG')!;
      const lateStatement = (await s.w.get(`${later}/statement`)).json();
      expect(regular(lateStatement)).toMatchObject({ rate_cents: 6500, minutes: 480 });
      const earlyStatement = (await s.w.get(`${base}/weeks/2027-03-07/statement`)).json();
      expect(regular(earlyStatement)).toMatchObject({ rate_cents: 5200, minutes: 480 });
      // The assignment runs to the amended end date.
      expect((await s.w.get(`${base}/weeks/2027-06-13`)).statusCode).toBe(200);
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, p.applicationId));
      expect(row.status).toBe('Working');
    },
  );

  it('a declined extension leaves the assignment Working on its contract', { timeout: 120_000 }, async () => {
    const p = await workingPlacement();
    at('2027-05-03T18:00:00Z');
    const s = await p.sessions();
    // The worker proposes: a counter offer the organization answers.
    const proposed = await s.w.post(extensionUrl(p.applicationId), { end_date: '2027-07-31' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json().application).toMatchObject({ status: 'Working', offer_status: 'Counter Offer' });
    const noReason = await s.o.post('/api/offers/respond', { applicationId: p.applicationId, action: 'Decline' });
    expect(noReason.statusCode).toBe(400);
    const declined = await s.o.post('/api/offers/respond', {
      applicationId: p.applicationId,
      action: 'Decline',
      reason: 'Census is down after May',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().application).toMatchObject({
      status: 'Working',
      offer_status: 'Declined',
      accepted_offer_version: 1,
    });
    const contract = ((await s.w.get(`/api/applications/${p.applicationId}/contract`)).json() as ContractResponse)
      .contract!;
    expect(contract).toMatchObject({ status: 'signed', offer_version: 1 });
  });
});

describe('the extension-window reminder', () => {
  it('tells the worker and the recruiter once, when the window opens', { timeout: 120_000 }, async () => {
    const p = await workingPlacement();
    const told = async () =>
      (await t.app.db.select().from(notifications))
        .filter((n) => (n.data as { event?: string; gwJobId?: string }).event === 'extension_window')
        .filter((n) => n.userId === p.worker.id || n.userId === p.team.recruiter.id);
    await scanExtensionReminders(t.app, new Date('2027-04-19T18:00:00Z'));
    expect(await told()).toHaveLength(0);
    await scanExtensionReminders(t.app, new Date('2027-04-20T18:00:00Z'));
    await scanExtensionReminders(t.app, new Date('2027-04-21T18:00:00Z'));
    const items = await told();
    expect(items.map((n) => n.userId).sort()).toEqual([p.worker.id, p.team.recruiter.id].sort());
    const s = await p.sessions();
    const bell = (await s.w.get('/api/notifications')).json() as { items: { text: string }[] };
    expect(bell.items.map((i) => i.text)).toContain(
      MESSAGES.extension.reminderText(`${p.job.title} (${items[0].data.gwJobId as string})`, '2027-05-10'),
    );
  });
});
