// Mail a user causes is capped per recipient and per sender (issue 41). A worker who edited a referee's email to a
// stranger's and pressed resend sent 20 emails in one second, each carrying text the sender chose; resend-verification
// after signing up with someone else's address, invitations and password resets were limited per IP only. Now every
// such email passes the outbox's limits (domain MAIL_LIMITS): past one, a 429 that says when it can be sent again, and
// nothing queued. The first email of a kind to an address is never delayed. The clock is set (Date only).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MAIL_LIMITS, mailRefusalMessage } from '@/domain/notifications';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApplication, buildOrgWithTeam, buildUser, buildWorker, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { createSession } from '../test/session';
import { onboardingItems, outbox, referees } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  // Each request may come from another client address (X-Forwarded-For), as an attacker spreading over many would.
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const T0 = new Date('2026-11-28T15:00:00Z');
const MINUTE = 60_000;
const at = (ms: number) => vi.setSystemTime(T0.getTime() + ms);
const setClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
};

/** The emails queued to `to` (the outbox's mail rows), whatever their state. */
async function mailTo(to: string) {
  const rows = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
  return rows.filter((r) => (r.payload as { to?: string }).to === to);
}
const stranger = () => `stranger-${Math.random().toString(36).slice(2, 10)}@example.test`;
let ip = 1;
const fromAnotherAddress = () => ({ 'x-forwarded-for': `203.0.113.${(ip++ % 250) + 1}` });

/** A worker's application in Onboarding with a references item. */
async function onboarding() {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const application = await buildApplication(t.app, worker.id, team.job, { status: 'Onboarding' });
  await t.app.db.insert(onboardingItems).values({
    applicationId: application.id,
    kind: 'references',
    key: 'references',
    label: 'References',
    needsDocument: false,
    requiredCount: 2,
  });
  return { team, worker, application };
}

const nameReferee = (worker: TestUser, applicationId: string, email: string) =>
  injectAs(t.app, worker).post(`/api/applications/${applicationId}/referees`, {
    name: 'Pat Doe',
    email,
    relationship: 'Charge nurse',
    workplace: 'Grady ICU',
  });

describe('reference requests', () => {
  it('sends the first request at once; 20 resends in one second queue nothing more, each refused with when', async () => {
    setClock();
    const { worker, application } = await onboarding();
    const to = stranger();
    const first = await nameReferee(worker, application.id, to);
    expect(first.statusCode, first.body).toBe(201);
    expect(await mailTo(to)).toHaveLength(1);
    // The first email is due at once: never delayed.
    expect((await mailTo(to))[0]!.runAt.getTime()).toBeLessThanOrEqual(T0.getTime());
    const [r] = await t.app.db.select().from(referees).where(eq(referees.email, to));
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await injectAs(t.app, worker).post(`/api/referees/${r!.id}/resend`, undefined, {
        headers: fromAnotherAddress(),
      });
      codes.push(res.statusCode);
      if (i === 0) {
        expect(res.json().message).toBe(
          mailRefusalMessage({
            rule: 'cooldown',
            retryAt: new Date(T0.getTime() + MAIL_LIMITS.cooldownMinutes * MINUTE),
          }),
        );
        expect(res.json().message).toBe(
          'This email was sent a moment ago. It can be sent again after Nov 28, 2026 3:01 PM UTC.',
        );
        expect(res.headers['retry-after']).toBe('60');
      }
    }
    expect(codes).toEqual(Array(20).fill(429));
    expect(await mailTo(to)).toHaveLength(1);
  });

  it('allows a resend after the cooldown, up to the daily limit per address, then says when (a day after the first)', async () => {
    setClock();
    const { worker, application } = await onboarding();
    const to = stranger();
    expect((await nameReferee(worker, application.id, to)).statusCode).toBe(201);
    const [r] = await t.app.db.select().from(referees).where(eq(referees.email, to));
    const resend = () => injectAs(t.app, worker).post(`/api/referees/${r!.id}/resend`);
    at(2 * MINUTE);
    expect((await resend()).statusCode).toBe(200);
    at(4 * MINUTE);
    expect((await resend()).statusCode).toBe(200);
    at(6 * MINUTE);
    const [before] = await t.app.db.select().from(referees).where(eq(referees.id, r!.id));
    const capped = await resend();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(
      'This email has already been sent to this address as often as we allow in a day. It can be sent again after Nov 29, 2026 3:00 PM UTC.',
    );
    expect(await mailTo(to)).toHaveLength(MAIL_LIMITS.perRecipientPerDay['reference-request']);
    // The link of record is still the last one sent: the refused resend kept nothing.
    const [after] = await t.app.db.select().from(referees).where(eq(referees.id, r!.id));
    expect(after!.tokenHash).toBe(before!.tokenHash);
    at(24 * 60 * MINUTE + MINUTE);
    // A day later (signed in again: the test session lasts a day) the address may be sent to again.
    const later = await injectAs(t.app, await createSession(t.app, worker.id)).post(`/api/referees/${r!.id}/resend`);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('caps the worker account across addresses: a daily budget, whoever the referees are', async () => {
    setClock();
    const { worker, application } = await onboarding();
    // Replacing a referee who has not answered with address after address is the same road to strangers.
    expect((await nameReferee(worker, application.id, stranger())).statusCode).toBe(201);
    const [r] = await t.app.db
      .select()
      .from(referees)
      .where(and(eq(referees.applicationId, application.id)));
    const codes: number[] = [];
    for (let i = 1; i <= MAIL_LIMITS.perAccountPerDay; i++) {
      at(i * 2 * MINUTE);
      const res = await injectAs(t.app, worker).put(`/api/referees/${r!.id}`, {
        name: 'Pat Doe',
        email: stranger(),
        relationship: 'Charge nurse',
        workplace: 'Grady ICU',
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toBe(
          'You have sent as many emails today as we allow. You can send more after Nov 29, 2026 3:00 PM UTC.',
        );
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(MAIL_LIMITS.perAccountPerDay - 1);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('verification', () => {
  it('the first verification at sign-up goes at once; resends to the same address are capped', async () => {
    setClock();
    const email = stranger();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { role: 'worker', email, password: 'a-long-password-1', first_name: 'Sam', last_name: 'Roe' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
    expect(await mailTo(email)).toHaveLength(1);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { cookie, ...fromAnotherAddress() },
      });
    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^This email was sent a moment ago\. It can be sent again after /);
    const codes: number[] = [];
    for (let i = 1; i <= 20; i++) {
      at(i * 2 * MINUTE);
      codes.push((await resend()).statusCode);
    }
    const allowed = MAIL_LIMITS.perRecipientPerDay.verification - 1;
    expect(codes).toEqual([...Array(allowed).fill(200), ...Array(20 - allowed).fill(429)]);
    expect(await mailTo(email)).toHaveLength(MAIL_LIMITS.perRecipientPerDay.verification);
  });
});

describe('invitations', () => {
  it('an organization invites an address at most a few times a day, and its team within a daily budget', async () => {
    setClock();
    const team = await buildOrgWithTeam(t.app);
    const to = stranger();
    const invite = (email: string) => injectAs(t.app, team.orgUser).post('/api/org/invitations', { email });
    expect((await invite(to)).statusCode).toBe(201);
    expect((await invite(to)).statusCode).toBe(429);
    for (let i = 1; i < MAIL_LIMITS.perRecipientPerDay.invitation; i++) {
      at(i * 2 * MINUTE);
      expect((await invite(to)).statusCode).toBe(201);
    }
    at(60 * MINUTE);
    const capped = await invite(to);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(
      'This email has already been sent to this address as often as we allow in a day. It can be sent again after Nov 29, 2026 3:00 PM UTC.',
    );
    expect(await mailTo(to)).toHaveLength(MAIL_LIMITS.perRecipientPerDay.invitation);
  });

  it("counts every member's invitations against the organization's budget", async () => {
    setClock();
    const team = await buildOrgWithTeam(t.app);
    const admins = [team.orgUser];
    for (let i = 0; i < 4; i++) admins.push(await buildUser(t.app, 'organization', { organizationId: team.org.id }));
    let sent = 0;
    let last = 0;
    for (let i = 0; i <= MAIL_LIMITS.perOrganizationPerDay; i++) {
      // Each member within their own budget; together past the organization's.
      const who = admins[Math.floor(i / (MAIL_LIMITS.perAccountPerDay - 1))]!;
      const res = await injectAs(t.app, who).post('/api/org/invitations', { email: stranger() });
      last = res.statusCode;
      if (res.statusCode === 201) sent++;
      else
        expect(res.json().message).toBe(
          'Your organization has sent as many emails today as we allow. It can send more after Nov 29, 2026 3:00 PM UTC.',
        );
    }
    expect(sent).toBe(MAIL_LIMITS.perOrganizationPerDay);
    expect(last).toBe(429);
  });
});

describe('password resets', () => {
  it('20 requests for one address from 20 client addresses queue at most the daily limit, the same for an unknown one', async () => {
    setClock();
    const worker = await buildWorker(t.app);
    for (const email of [worker.email, stranger()]) {
      const codes: number[] = [];
      for (let i = 0; i < 20; i++) {
        at(i * 2 * MINUTE);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
          headers: fromAnotherAddress(),
        });
        codes.push(res.statusCode);
      }
      const allowed = MAIL_LIMITS.perRecipientPerDay['password-reset'];
      // The answer does not tell a known address from an unknown one.
      expect(codes, email).toEqual([...Array(allowed).fill(200), ...Array(20 - allowed).fill(429)]);
      const jobs = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'))).filter(
        (j) => (j.payload as { email: string }).email === email,
      );
      expect(jobs).toHaveLength(allowed);
    }
  });
});
