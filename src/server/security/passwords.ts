// Password hashing with scrypt (memory-hard), constant-time comparison. Every hash goes through a small concurrency
// limit: scrypt runs on libuv's thread pool (4 threads), which file reads, DNS and compression share, so a flood of
// logins must not take all of it. Past the limit and its short queue the request gets 503 with Retry-After.
import crypto from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../errors';
import { createWorkLimit } from './work-limit';

const scryptRaw = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * At most two hashes at a time per instance (half the thread pool), and one core always left to the event loop (one at
 * a time on a two-core machine); eight more may wait (under a second), the rest get 503.
 */
export const passwordHashLimit = createWorkLimit({
  concurrency: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  queue: 8,
  full: () => new AppError('UNAVAILABLE', MESSAGES.errors.unavailable, undefined, 1),
});

/**
 * Hashing capacity reserved for sign-ins from a known device (security/known-device.ts): one hash at a time and a
 * short queue of its own, so a distributed flood of wrong passwords, which fills passwordHashLimit, never reaches it.
 */
export const knownDeviceHashLimit = createWorkLimit({
  concurrency: 1,
  queue: 16,
  full: () => new AppError('UNAVAILABLE', MESSAGES.errors.unavailable, undefined, 1),
});

/** Which capacity a hash uses: everyone's, or the known devices' reserve. */
export type HashLane = 'shared' | 'known-device';
const laneLimit = (lane: HashLane) => (lane === 'known-device' ? knownDeviceHashLimit : passwordHashLimit);

const scrypt = (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions, lane: HashLane = 'shared') =>
  laneLimit(lane).run(() => scryptRaw(pw, salt, len, opts));
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Hashes a password as `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a password against a stored hash (`lane`: whose hashing capacity it uses). */
export async function verifyPassword(password: string, stored: string, lane: HashLane = 'shared'): Promise<boolean> {
  const [algo, n, r, p, saltB64, hashB64] = stored.split('$');
  if (algo !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(saltB64, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    },
    lane,
  );
  return crypto.timingSafeEqual(actual, expected);
}
