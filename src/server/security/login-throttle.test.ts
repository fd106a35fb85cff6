// Issue 20 finding #3: ten wrong passwords locked any account for 15 minutes (an in-process map, per instance, never
// pruned). Now failures slow down the (email, address) pair and the address with growing delays kept in the database:
// an attacker never locks out the owner, every instance sees the same counters, and old rows are pruned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@/domain/shared';
import { createSecondInstance, createTestApp, type TestApp } from '../test/test-app';
import { buildMember, buildOrg, buildUser, TEST_PASSWORD } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { authThrottle } from '../db/schema';
import { createLoginThrottle, THROTTLE_POLICIES, throttleDelayMs, throttleKeys } from './login-throttle';

let t: TestApp;
let second: { app: FastifyInstance; close: () => Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  second = await createSecondInstance(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const PROXY = '10.0.0.2';
const login = (app: FastifyInstance, client: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client },
    payload: { email, password },
  });

/** The delay of every throttle row of `action` has passed (as if the client waited). */
const letDelaysPass = (action: string) =>
  t.app.db
    .update(authThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(like(authThrottle.key, `${action}:%`));

/** A 429 of the database throttle (not of the per-instance route limit, which would show 0 requests remaining). */
function expectThrottled(res: LightMyRequestResponse, retryAfter: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
  expect(res.headers['retry-after']).toBe(String(retryAfter));
  expect(res.headers['x-ratelimit-remaining']).not.toBe('0');
}

describe('login throttle', () => {
  it("an attacker's wrong passwords from one address never stop the owner signing in from another", async () => {
    const owner = await buildUser(t.app, 'worker');
    const attacker = '203.0.113.10';
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await login(t.app, attacker, owner.email, `guess-${i}-xx`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Even the right password waits out the attacker's delay from the attacker's address…
    expect((await login(t.app, attacker, owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    // …but the owner, elsewhere, is not affected at all.
    const own = await login(t.app, '198.51.100.20', owner.email, TEST_PASSWORD);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().email).toBe(owner.email);
  });

  it('failures spread over many addresses never lock the account (no account-wide lockout)', async () => {
    const owner = await buildUser(t.app, 'worker');
    for (let ip = 1; ip <= 3; ip++)
      for (let i = 0; i < 5; i++)
        expect((await login(t.app, `192.0.2.${ip}`, owner.email, `guess-${ip}-${i}`)).statusCode).toBe(401);
    expect((await login(t.app, '198.51.100.30', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('repeated failures on one (email, address) get a Retry-After that doubles, and success clears it', async () => {
    const owner = await buildUser(t.app, 'worker');
    const client = '203.0.113.20';
    for (let i = 0; i < 5; i++) expect((await login(t.app, client, owner.email, `bad-${i}-xx`)).statusCode).toBe(401);
    expectThrottled(await login(t.app, client, owner.email, 'bad-5-xx'), 5);
    await letDelaysPass('login');
    expect((await login(t.app, client, owner.email, 'bad-6-xx')).statusCode).toBe(401);
    expectThrottled(await login(t.app, client, owner.email, 'bad-7-xx'), 10);
    // The next steps go through the other instance (its own per-instance route limit; the same counters).
    await letDelaysPass('login');
    expect((await login(second.app, client, owner.email, 'bad-8-xx')).statusCode).toBe(401);
    expectThrottled(await login(second.app, client, owner.email, 'bad-9-xx'), 20);
    // The owner comes back after the delay with the right password: in, and the pair's counter is gone.
    await letDelaysPass('login');
    expect((await login(second.app, client, owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    const pair = throttleKeys({ action: 'login', ip: client, subject: owner.email })[1].key;
    expect(await t.app.db.select().from(authThrottle).where(eq(authThrottle.key, pair))).toEqual([]);
  });

  it('one address failing on many emails is slowed for every email, other addresses are not', async () => {
    const client = '203.0.113.30';
    for (let i = 0; i < THROTTLE_POLICIES.address.freeFailures; i++)
      await t.app.loginThrottle.recordFailure({ action: 'login', ip: client, subject: `spray-${i}@test.example` });
    const owner = await buildUser(t.app, 'worker');
    expectThrottled(await login(t.app, client, owner.email, TEST_PASSWORD), 5);
    expect((await login(t.app, '198.51.100.40', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('is shared by every instance: failures on one are refused by the other', async () => {
    const owner = await buildUser(t.app, 'worker');
    const client = '203.0.113.40';
    for (let i = 0; i < 5; i++) expect((await login(t.app, client, owner.email, `bad-${i}-xx`)).statusCode).toBe(401);
    expectThrottled(await login(second.app, client, owner.email, TEST_PASSWORD), 5);
  });
});

describe('the same throttle on the other password and token operations', () => {
  it('signup: probing a taken email from one address is slowed', async () => {
    const owner = await buildUser(t.app, 'worker');
    const body = { role: 'worker', email: owner.email, password: 'another-pass', first_name: 'A', last_name: 'B' };
    const signup = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.50' },
        payload: body,
      });
    for (let i = 0; i < 5; i++) expect((await signup()).statusCode).toBe(409);
    expectThrottled(await signup(), 5);
  });

  it('password change: guessing the current password with a session is slowed', async () => {
    const user = await buildUser(t.app, 'worker');
    const change = (current: string) =>
      injectAs(t.app, user).post(
        '/api/me/password',
        { current_password: current, new_password: 'brand-new-password' },
        { remoteAddress: PROXY, headers: { 'x-forwarded-for': '203.0.113.60' } },
      );
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    expectThrottled(await change(TEST_PASSWORD), 5);
    await letDelaysPass('password-change');
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('invitation accept: token guesses from one address on one instance are refused on the other', async () => {
    const accept = (app: FastifyInstance, i: number, client = '203.0.113.70') =>
      app.inject({
        method: 'POST',
        url: '/api/invitations/accept',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': client },
        payload: { token: `made-up-token-${i}`, first_name: 'A', last_name: 'B', password: 'some-password' },
      });
    for (let i = 0; i < THROTTLE_POLICIES.address.freeFailures; i++)
      expect((await accept(t.app, i)).statusCode).toBe(400);
    expectThrottled(await accept(second.app, 99), 5);
    expect((await accept(second.app, 100, '198.51.100.70')).statusCode).toBe(400);
  });

  it('password reset: token guesses from one address are slowed', async () => {
    const client = '203.0.113.80';
    for (let i = 0; i < THROTTLE_POLICIES.address.freeFailures; i++)
      await t.app.loginThrottle.recordFailure({ action: 'password-reset', ip: client, subject: `guess-token-${i}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
      payload: { token: 'yet-another-guess', password: 'some-password' },
    });
    expectThrottled(res, 5);
  });

  it("a deactivated account's right password is not counted as a failure", async () => {
    const org = await buildOrg(t.app);
    const member = await buildMember(t.app, 'recruiter', org.id);
    const client = '203.0.113.90';
    await t.app.db.execute(sql`update users set active = false where id = ${member.id}`);
    for (let i = 0; i < 7; i++) expect((await login(t.app, client, member.email, TEST_PASSWORD)).statusCode).toBe(403);
    const keys = throttleKeys({ action: 'login', ip: client, subject: member.email }).map((k) => k.key);
    expect(await t.app.db.select().from(authThrottle).where(eq(authThrottle.key, keys[0]))).toEqual([]);
  });
});

describe('throttle rows', () => {
  it('are pruned once forgotten: explicitly, and on the next recorded failure', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const throttle = createLoginThrottle(t.app.db, () => clock);
    await throttle.recordFailure({ action: 'login', ip: '192.0.2.200', subject: 'old@test.example' });
    const rows = () => t.app.db.select().from(authThrottle).where(like(authThrottle.key, `%192.0.2.20%`));
    expect(await rows()).toHaveLength(2);
    clock += THROTTLE_POLICIES.subject.forgetAfterMs + 1;
    // The next failure (another address) prunes the forgotten rows of the first.
    await throttle.recordFailure({ action: 'login', ip: '192.0.2.201' });
    expect((await rows()).map((r) => r.key)).toEqual(['login:ip:192.0.2.201']);
    clock += THROTTLE_POLICIES.address.forgetAfterMs + 1;
    expect(await throttle.prune()).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it('a forgotten key starts again from one failure', async () => {
    let clock = Date.parse('2031-01-01T00:00:00Z');
    const throttle = createLoginThrottle(t.app.db, () => clock);
    const attempt = { action: 'login' as const, ip: '192.0.2.210', subject: 'again@test.example' };
    for (let i = 0; i < 5; i++) await throttle.recordFailure(attempt);
    await expect(throttle.assertAllowed(attempt)).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfter: 5 });
    clock += 5_000 + THROTTLE_POLICIES.subject.forgetAfterMs + 1;
    await expect(throttle.assertAllowed(attempt)).resolves.toBe(0);
    await throttle.recordFailure(attempt);
    const [row] = await t.app.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, throttleKeys(attempt)[1].key));
    expect(row.failures).toBe(1);
    expect(row.blockedUntil).toBeNull();
  });

  it('delays double from the first blocked failure up to the cap', () => {
    const p = THROTTLE_POLICIES.subject;
    const delays = [4, 5, 6, 7, 8, 50].map((n) => throttleDelayMs(p, n));
    expect(delays).toEqual([0, 5_000, 10_000, 20_000, 40_000, p.maxDelayMs]);
  });
});
