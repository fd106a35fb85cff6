// The "known device" cookie (issue 34, logins that survive a distributed wrong-password flood): set at each successful
// sign-in, it names the account that signed in on this browser, signed with the server secret (HMAC-SHA256). A login
// that presents a valid one for the account it signs in to has its own throttle budget and hashing capacity
// (login-throttle.ts, passwords.ts): a flood of wrong passwords from many addresses, which has no such cookie, then
// cannot crowd the account's owner out. The cookie proves only that this browser signed in to the account before; it
// never signs anyone in (the password is still checked).
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const KNOWN_DEVICE_COOKIE = 'kd';
/** How long a device stays known after its last sign-in. */
export const KNOWN_DEVICE_DAYS = 365;

const mac = (secret: string, userId: string, issued: string) =>
  crypto.createHmac('sha256', secret).update(`known-device:${userId}:${issued}`).digest('base64url');

/** The cookie's value for `userId`: `<user id>.<issued, seconds>.<HMAC>`. */
export function signKnownDevice(secret: string, userId: string, now = Date.now()): string {
  const issued = String(Math.floor(now / 1000));
  return `${userId}.${issued}.${mac(secret, userId, issued)}`;
}

/** The user id a cookie value was signed for, or null when it is forged, malformed or expired. */
export function verifyKnownDevice(secret: string, value: string | undefined, now = Date.now()): string | null {
  if (!value || value.length > 200) return null;
  const [userId, issued, signature, ...rest] = value.split('.');
  if (rest.length || !userId || !/^\d{1,12}$/.test(issued ?? '') || !signature) return null;
  const expected = Buffer.from(mac(secret, userId, issued));
  const got = Buffer.from(signature);
  if (expected.length !== got.length || !crypto.timingSafeEqual(expected, got)) return null;
  if (now - Number(issued) * 1000 > KNOWN_DEVICE_DAYS * 86_400_000) return null;
  return userId;
}

/** The account a request's known-device cookie vouches for (signature checked), or null. */
export const knownDeviceOf = (request: FastifyRequest, secret: string) =>
  verifyKnownDevice(secret, request.cookies?.[KNOWN_DEVICE_COOKIE]);

/** Sets (or renews) the cookie after a successful sign-in; it is sent only to the sign-in routes. */
export function setKnownDevice(reply: FastifyReply, secret: string, userId: string, secure: boolean) {
  reply.setCookie(KNOWN_DEVICE_COOKIE, signKnownDevice(secret, userId), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/auth',
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
}
