// Emailed single-use tokens (verification, invitations) are stored only as their SHA-256.
import crypto from 'node:crypto';

/** The stored form of an emailed token. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
