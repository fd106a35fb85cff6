// Signed unsubscribe links: HMAC-SHA256 of the search id with SESSION_SECRET, so they work without signing in
// and cannot be forged for another worker's search.
import crypto from 'node:crypto';

const payload = (id: string) => `saved-search-unsubscribe:${id}`;

/** The signature of a saved search's unsubscribe link. */
export function signUnsubscribe(secret: string, id: string): string {
  return crypto.createHmac('sha256', secret).update(payload(id)).digest('base64url');
}

/** True when `sig` is the signature of `id` (constant-time comparison). */
export function verifyUnsubscribe(secret: string, id: string, sig: string): boolean {
  const expected = Buffer.from(signUnsubscribe(secret, id));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The absolute unsubscribe URL of a saved search. */
export function unsubscribeUrl(publicUrl: string, secret: string, id: string): string {
  return `${publicUrl}/api/saved-searches/unsubscribe?id=${encodeURIComponent(id)}&sig=${signUnsubscribe(secret, id)}`;
}
