// The emailed single-use approval link of a submitted week (issue 44), made like a referee's link: an HMAC of the
// week, its version and the link's expiry under the server's secret; only its SHA-256 is stored.
import crypto from 'node:crypto';
import { routes } from '@/domain/shared';
import { hashToken } from '../../security/tokens';

/** The token of the link of week `weekId`, version `version`, expiring at `expiresAt`. */
export function approvalToken(secret: string, weekId: string, version: number, expiresAt: Date): string {
  const key = crypto.createHash('sha256').update(`timesheet-link:${secret}`).digest();
  return crypto.createHmac('sha256', key).update(`${weekId}.${version}.${expiresAt.getTime()}`).digest('base64url');
}

/** The token and its stored hash. */
export function approvalLink(secret: string, weekId: string, version: number, expiresAt: Date) {
  const token = approvalToken(secret, weekId, version, expiresAt);
  return { token, tokenHash: hashToken(token) };
}

/** The approval page's address for a token. */
export const approvalUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${routes.timesheetApproval(token)}`;
