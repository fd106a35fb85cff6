// Throttling of password-guessing operations (login, signup, invitation accept, password change, password reset).
// Failures count under two keys: the client address alone, and the subject (an email, a token) from that address.
// After a few free failures a key is blocked for a delay that doubles with each further failure, up to a cap; attempts
// in the meantime get 429 with Retry-After and cost no password hash. There is no account-wide lockout: failures from
// address X never block the account's owner at address Y. The counters live in the database (`auth_throttle`), so every
// instance shares them, and expired rows are pruned.
import crypto from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../errors';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';
import { knownDeviceHashLimit, passwordHashLimit } from './passwords';

export type ThrottledAction = 'login' | 'signup' | 'invite-accept' | 'password-change' | 'password-reset';

/** How one kind of key grows its delay. */
export interface ThrottlePolicy {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key is forgotten this long after its last failure (or the end of its delay, if later). */
  forgetAfterMs: number;
}

export const THROTTLE_POLICIES: { subject: ThrottlePolicy; address: ThrottlePolicy; account: ThrottlePolicy } = {
  // One subject from one address: the owner who mistypes a few times waits seconds, a guesser minutes.
  subject: { freeFailures: 5, baseDelayMs: 5_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  // One address, any subject: room for a shared office connection, then the same doubling.
  address: { freeFailures: 20, baseDelayMs: 5_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  // One account's logins from every address (issue 34): a distributed guesser is slowed by a wait before each answer,
  // never a refusal, so the owner is never locked out (and a known device does not count here at all).
  account: { freeFailures: 15, baseDelayMs: 250, maxDelayMs: 3_000, forgetAfterMs: 60 * 60_000 },
};

/** Expired rows are deleted at most this often per instance, on the next recorded failure. */
const PRUNE_EVERY_MS = 60_000;

export interface ThrottleAttempt {
  action: ThrottledAction;
  /** The client address (request.ip: TRUST_PROXY decides whose X-Forwarded-For counts). */
  ip: string;
  /** What is being guessed at: the email, the token, the user id. Stored only as a hash. */
  subject?: string;
  /**
   * The request carries a valid known-device cookie for the account it signs in to (security/known-device.ts): its
   * failures count under the account's known devices only (not the address, not the account-wide key), and its hash
   * uses the reserved capacity.
   */
  knownDevice?: boolean;
}

/** How a key slows attempts: a refusal (429) until its delay ends, or a wait before the attempt is answered. */
export type ThrottleMode = 'block' | 'delay';

/** The delay after `failures` failures under `policy` (0 while failures are still free). */
export function throttleDelayMs(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(30, failures - policy.freeFailures));
}

/** A timestamp parameter for raw SQL (typed, so both drivers bind it the same way). */
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

const digest = (s: string) => crypto.createHash('sha256').update(s).digest('base64url').slice(0, 32);

/** The keys an attempt counts under, with their policies. */
export function throttleKeys(a: ThrottleAttempt): { key: string; policy: ThrottlePolicy; mode: ThrottleMode }[] {
  const subject = a.subject?.trim().toLowerCase();
  if (a.knownDevice && subject)
    return [{ key: `${a.action}:device:${digest(subject)}`, policy: THROTTLE_POLICIES.subject, mode: 'block' }];
  const keys: { key: string; policy: ThrottlePolicy; mode: ThrottleMode }[] = [
    { key: `${a.action}:ip:${a.ip}`, policy: THROTTLE_POLICIES.address, mode: 'block' },
  ];
  if (subject)
    keys.push({ key: `${a.action}:who:${digest(subject)}:${a.ip}`, policy: THROTTLE_POLICIES.subject, mode: 'block' });
  if (subject && a.action === 'login')
    keys.push({ key: `login:account:${digest(subject)}`, policy: THROTTLE_POLICIES.account, mode: 'delay' });
  return keys;
}

/** Failures that count: wrong credentials, invalid tokens, taken emails. Busy (503) or deactivated (403) do not. */
const countsAsFailure = (err: unknown) =>
  err instanceof AppError && (err.code === 'UNAUTHENTICATED' || err.code === 'BAD_REQUEST' || err.code === 'CONFLICT');

export interface LoginThrottle {
  /**
   * Refuses with 429 (Retry-After) while any blocking key of the attempt is blocked; otherwise resolves with how long
   * the attempt should wait before it is answered (the account-wide delay, 0 mostly).
   */
  assertAllowed: (a: ThrottleAttempt) => Promise<number>;
  /** Counts a failure under every key of the attempt, blocking a key past its free failures. */
  recordFailure: (a: ThrottleAttempt) => Promise<void>;
  /** Forgets the subject-and-address key (the address key stays: one good account must not launder an address). */
  recordSuccess: (a: ThrottleAttempt) => Promise<void>;
  /**
   * Runs `work` under the throttle: refused while hashing is saturated (503) or a key is blocked (429); its credential
   * failures are counted, its success clears the subject key.
   */
  guard: <T>(a: ThrottleAttempt, work: () => Promise<T>) => Promise<T>;
  /** Deletes the rows past their expiry; returns how many. */
  prune: () => Promise<number>;
}

/** The throttle of one app instance over the shared database; `now` is injectable for tests. */
export function createLoginThrottle(db: Db, now: () => number = Date.now): LoginThrottle {
  let lastPrune = 0;

  const prune = async () => {
    lastPrune = now();
    const gone = await db
      .delete(authThrottle)
      .where(lt(authThrottle.expiresAt, new Date(now())))
      .returning({ key: authThrottle.key });
    return gone.length;
  };

  const assertAllowed = async (a: ThrottleAttempt) => {
    const keys = throttleKeys(a);
    const rows = await db
      .select({
        key: authThrottle.key,
        failures: authThrottle.failures,
        blockedUntil: authThrottle.blockedUntil,
        expiresAt: authThrottle.expiresAt,
      })
      .from(authThrottle)
      .where(
        inArray(
          authThrottle.key,
          keys.map((k) => k.key),
        ),
      );
    const t = now();
    const live = rows.filter((r) => r.expiresAt.getTime() > t);
    const until = Math.max(0, ...live.map((r) => r.blockedUntil?.getTime() ?? 0));
    if (until > t) throw new AppError('RATE_LIMITED', MESSAGES.errors.rateLimited, undefined, (until - t) / 1000);
    let wait = 0;
    for (const { key, policy, mode } of keys) {
      const row = mode === 'delay' ? live.find((r) => r.key === key) : undefined;
      if (row) wait = Math.max(wait, throttleDelayMs(policy, row.failures));
    }
    return wait;
  };

  const recordFailure = async (a: ThrottleAttempt) => {
    const t = now();
    const at = ts(t);
    for (const { key, policy, mode } of throttleKeys(a)) {
      const forgetAt = new Date(t + policy.forgetAfterMs);
      const forget = ts(forgetAt.getTime());
      // One atomic increment per key; a forgotten (expired, not yet pruned) row starts again from one.
      const [row] = await db
        .insert(authThrottle)
        .values({ key, failures: 1, expiresAt: forgetAt })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: sql`case when ${authThrottle.expiresAt} <= ${at} then 1 else ${authThrottle.failures} + 1 end`,
            blockedUntil: sql`case when ${authThrottle.expiresAt} <= ${at} then null
              else ${authThrottle.blockedUntil} end`,
            expiresAt: sql`greatest(${authThrottle.expiresAt}, ${forget})`,
          },
        })
        .returning({ failures: authThrottle.failures });
      const delay = throttleDelayMs(policy, row.failures);
      if (delay === 0 || mode === 'delay') continue; // a delaying key is read by assertAllowed, never blocks

      // Concurrent failures may finish in any order: the block only ever moves later.
      await db
        .update(authThrottle)
        .set({
          blockedUntil: sql`greatest(${authThrottle.blockedUntil}, ${ts(t + delay)})`,
          expiresAt: sql`greatest(${authThrottle.expiresAt}, ${ts(t + delay + policy.forgetAfterMs)})`,
        })
        .where(eq(authThrottle.key, key));
    }
    if (t - lastPrune >= PRUNE_EVERY_MS) await prune();
  };

  const recordSuccess = async (a: ThrottleAttempt) => {
    // The account-wide key stays: one success must not reset a distributed guesser's delay.
    const subjectKeys = throttleKeys(a)
      .filter((k) => k.mode === 'block' && !k.key.startsWith(`${a.action}:ip:`))
      .map((k) => k.key);
    if (subjectKeys.length) await db.delete(authThrottle).where(inArray(authThrottle.key, subjectKeys));
  };

  const guard = async <T>(a: ThrottleAttempt, work: () => Promise<T>): Promise<T> => {
    // Every guarded operation hashes a password: when hashing is saturated, refuse (503) before any database work, so
    // a flood's refused requests stay cheap. A known device's login checks (and later uses) its reserved capacity.
    const hashing = a.knownDevice ? knownDeviceHashLimit : passwordHashLimit;
    hashing.assertRoom();
    const wait = await assertAllowed(a);
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      hashing.assertRoom(); // still cheap to refuse after the wait, before the account is read
    }
    let result: T;
    try {
      result = await work();
    } catch (err) {
      if (countsAsFailure(err)) await recordFailure(a);
      throw err;
    }
    await recordSuccess(a);
    return result;
  };

  return { assertAllowed, recordFailure, recordSuccess, guard, prune };
}
