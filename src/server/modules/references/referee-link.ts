// A referee's emailed link (issue 31). The token is an HMAC of the referee's id and the link's expiry under the
// server's secret: the database keeps only its SHA-256 (as every emailed token), and the reminder three days later can
// carry the same link without the token being stored anywhere. A new link (resend, replace) has a new expiry, so a new
// token and hash: the old link stops working.
import crypto from 'node:crypto';
import { routes } from '@/domain/shared';
import { hashToken } from '../../security/tokens';

/** The token of the link of referee `id` expiring at `expiresAt`. */
export function refereeToken(secret: string, id: string, expiresAt: Date): string {
  const key = crypto.createHash('sha256').update(`referee-link:${secret}`).digest();
  return crypto.createHmac('sha256', key).update(`${id}.${expiresAt.getTime()}`).digest('base64url');
}

/** The token and its stored hash. */
export function refereeLink(secret: string, id: string, expiresAt: Date): { token: string; tokenHash: string } {
  const token = refereeToken(secret, id, expiresAt);
  return { token, tokenHash: hashToken(token) };
}

/** The public form's address for a token. */
export function referenceFormUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${routes.reference(token)}`;
}
