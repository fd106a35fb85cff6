// API keys: created once (the caller sees the key only then), stored as a sha256 hash with a display prefix, revocable.
import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyPrefix, DASHBOARD_MESSAGES } from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { apiKeys } from '../../db/schema';

/** sha256 of a key: what the database keeps. */
export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** Creates a key for the organization and returns it in clear, once. */
export async function createApiKey(app: FastifyInstance, organizationId: string, createdBy: string, name: string) {
  const key = `clk_${crypto.randomBytes(4).toString('hex')}_${crypto.randomBytes(24).toString('base64url')}`;
  const [row] = await app.db
    .insert(apiKeys)
    .values({ organizationId, name, prefix: apiKeyPrefix(key), keyHash: hashApiKey(key), createdBy })
    .returning();
  return { row, key };
}

/** The organization's keys, newest first (revoked ones included, marked). */
export function listApiKeys(app: FastifyInstance, organizationId: string) {
  return app.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt))
    .limit(200);
}

/** Renames a key of the organization, or 404. */
export async function renameApiKey(app: FastifyInstance, organizationId: string, id: string, name: string) {
  const [row] = await app.db
    .update(apiKeys)
    .set({ name })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return row;
}

/** Revokes a key of the organization (idempotent), or 404. */
export async function revokeApiKey(app: FastifyInstance, organizationId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  if (row.revokedAt) return row;
  const [updated] = await app.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id)).returning();
  return updated;
}

/** The organization of the request's `Authorization: Bearer <key>`, or 401 for a missing, unknown or revoked key. */
export async function authenticateApiKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  if (!match) throw new AppError('UNAUTHENTICATED', DASHBOARD_MESSAGES.errors.invalidApiKey);
  const [row] = await app.db
    .select({ id: apiKeys.id, organizationId: apiKeys.organizationId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(match[1])), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', DASHBOARD_MESSAGES.errors.invalidApiKey);
  await app.db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.id));
  return row.organizationId;
}
