// Forgot password: the same answer for every email, a single-use link valid 30 minutes, every session revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildWorker, TEST_PASSWORD } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { createSession } from '../../test/session';
import { pastMailCooldown } from '../../test/clock';
import { emailTokens, sentEmails, sessions } from '../../db/schema';

let t: TestApp;
/** The SQL statements (text only) the database ran while `capturing`. */
const queries: string[] = [];
let capturing = false;
beforeAll(async () => {
  // Each test stands for another client address (X-Forwarded-For), believed from the one proxy hop the app is told of.
  t = await createTestApp({ trustProxy: 1 }, { onQuery: (q) => void (capturing && queries.push(q)) });
});
afterAll(async () => {
  await t.close();
});

let ip = 1;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': `198.51.100.${ip}`, ...headers } });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const me = (session: { cookie: string } | string) => injectAs(t.app, session).get('/api/auth/me');
async function resetLink(email: string) {
  await t.app.outbox.drain();
  const [mail] = await t.app.db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.to, email))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  expect(mail?.subject).toBe(MESSAGES.account.resetSubject);
  return /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    ip++;
    const worker = await buildWorker(t.app);
    const known = await forgot(worker.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ ok: true });
    await t.app.outbox.drain();
    expect(await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, 'nobody-here@example.test'))).toEqual([]);
    expect(await resetLink(worker.email)).toMatch(/^[\w-]{20,}$/);
  });

  it('sets the new password once, revokes every session and signs this browser in', async () => {
    ip++;
    const worker = await buildWorker(t.app);
    const otherSession = await createSession(t.app, worker.id);
    expect((await me(worker)).statusCode).toBe(200);
    await forgot(worker.email);
    const token = await resetLink(worker.email);

    const res = await post('/api/auth/reset-password', { token, password: 'a-new-password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(worker.id);
    const fresh = res.cookies.find((c) => c.name === 'sid');
    expect(fresh).toBeDefined();
    expect((await me(`sid=${fresh?.value}`)).statusCode).toBe(200);
    // Every earlier session is gone.
    expect((await me(worker)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, worker.id))).toHaveLength(1);

    // The new password works, the old one does not.
    expect((await post('/api/auth/login', { email: worker.email, password: 'a-new-password' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: worker.email, password: TEST_PASSWORD })).statusCode).toBe(401);

    // Single use.
    const again = await post('/api/auth/reset-password', { token, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MESSAGES.errors.invalidToken });
  });

  it('refuses an expired link (older than 30 minutes) and an unknown one', async () => {
    ip++;
    const worker = await buildWorker(t.app);
    await forgot(worker.email);
    const token = await resetLink(worker.email);
    const [row] = await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, worker.id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5000);
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.id, row.id));
    const res = await post('/api/auth/reset-password', { token, password: 'a-new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.errors.invalidToken });
    expect((await me(worker)).statusCode).toBe(200);
    const bogus = await post('/api/auth/reset-password', { token: 'x'.repeat(32), password: 'a-new-password' });
    expect(bogus.statusCode).toBe(400);
  });

  it('a newer link voids the older one (issue 34)', async () => {
    ip++;
    const worker = await buildWorker(t.app);
    await forgot(worker.email);
    const older = await resetLink(worker.email);
    // A minute later (the outbox holds a second email to one address back for a minute, issue 41).
    const newer = await pastMailCooldown(async () => {
      await forgot(worker.email);
      return resetLink(worker.email);
    });
    expect(newer).not.toBe(older);
    const res = await post('/api/auth/reset-password', { token: older, password: 'a-new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.errors.invalidToken });
    expect((await post('/api/auth/reset-password', { token: newer, password: 'a-new-password' })).statusCode).toBe(200);
  });

  it('a password change voids every link sent before it (issue 34)', async () => {
    ip++;
    const worker = await buildWorker(t.app);
    await forgot(worker.email);
    const token = await resetLink(worker.email);
    const change = await injectAs(t.app, worker).post(
      '/api/me/password',
      { current_password: TEST_PASSWORD, new_password: 'changed-password' },
      { headers: { 'x-forwarded-for': `198.51.100.${ip}` } },
    );
    expect(change.statusCode, change.body).toBe(200);
    const res = await post('/api/auth/reset-password', { token, password: 'back-to-something' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.errors.invalidToken });
    expect((await post('/api/auth/login', { email: worker.email, password: 'changed-password' })).statusCode).toBe(200);
  });

  it('does the same database work for a known and an unknown email (no timing oracle, issue 34)', async () => {
    ip++;
    const worker = await buildWorker(t.app);
    const statements = async (email: string) => {
      queries.length = 0;
      capturing = true;
      expect((await forgot(email)).statusCode).toBe(200);
      capturing = false;
      return [...queries];
    };
    const known = await statements(worker.email);
    const unknown = await statements('nobody-at-all@example.test');
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual(unknown);
    // The mail still goes to the known address only.
    expect(await resetLink(worker.email)).toMatch(/^[\w-]{20,}$/);
    expect(await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, 'nobody-at-all@example.test'))).toEqual([]);
  });

  it('is rate-limited per IP', async () => {
    ip++;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await forgot(`someone${i}@example.test`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
