// Short-lived download links: HMAC-SHA256 over the document id and the expiry, keyed from the session secret.
// A link opens only that document and only until it expires.
import crypto from 'node:crypto';

/** How long a download link stays valid. */
export const LINK_TTL_SECONDS = 5 * 60;

const key = (secret: string) => crypto.createHash('sha256').update(`document-links:${secret}`).digest();

const mac = (secret: string, documentId: string, exp: number) =>
  crypto.createHmac('sha256', key(secret)).update(`${documentId}.${exp}`).digest('base64url');

/** A signed path to one document's file, valid for LINK_TTL_SECONDS from `now`. */
export function signDocumentLink(
  secret: string,
  documentId: string,
  now = Date.now(),
): { url: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  return {
    url: `/api/documents/${documentId}/file?exp=${exp}&sig=${mac(secret, documentId, exp)}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** True when `sig` was made for this document and `exp` has not passed. */
export function verifyDocumentLink(
  secret: string,
  documentId: string,
  exp: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 < now) return false;
  const expected = Buffer.from(mac(secret, documentId, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
