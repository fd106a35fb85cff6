// A used or expired emailed link says so when its page opens (issue 32): POST /api/auth/check-link.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildWorker } from '../../test/factories';
import { emailTokens, sentEmails } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const check = async (token: string, purpose: string) => {
  const res = await post('/api/auth/check-link', { token, purpose });
  expect(res.statusCode).toBe(200);
  return (res.json() as { status: string }).status;
};
async function resetToken(email: string): Promise<string> {
  await post('/api/auth/forgot-password', { email });
  await t.app.outbox.drain();
  const [mail] = await t.app.db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.to, email))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  return /\/reset-password\?token=([\w-]+)/.exec(mail!.text)?.[1] ?? '';
}

describe('check-link', () => {
  it('tells a usable reset link from a used one, without using it up', async () => {
    const worker = await buildWorker(t.app);
    const token = await resetToken(worker.email);
    expect(await check(token, 'password-reset')).toBe('valid');
    expect(await check(token, 'password-reset')).toBe('valid');
    expect((await post('/api/auth/reset-password', { token, password: 'a-new-password' })).statusCode).toBe(200);
    expect(await check(token, 'password-reset')).toBe('used');
  });

  it('says expired for a link past its time, and invalid for an unknown token or another purpose', async () => {
    const worker = await buildWorker(t.app);
    const token = await resetToken(worker.email);
    expect(await check(token, 'email-change')).toBe('invalid');
    const [row] = await t.app.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, worker.id), eq(emailTokens.purpose, 'password-reset')));
    // The link, opened a minute after it stops working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(row.expiresAt.getTime() + 60_000);
    expect(await check(token, 'password-reset')).toBe('expired');
    vi.useRealTimers();
    expect(await check('no-such-token-at-all', 'verify')).toBe('invalid');
  });

  it('refuses an unknown purpose', async () => {
    expect((await post('/api/auth/check-link', { token: 'x', purpose: 'invite' })).statusCode).toBe(400);
  });
});
