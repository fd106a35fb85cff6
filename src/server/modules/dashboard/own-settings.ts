// Use cases of Settings: the organization's profile (organization.manage, authorized by the route through
// policies.ts), and the signed-in user's own name, phone and password. A changed password ends the user's other
// sessions and voids the reset links mailed before it.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  DASHBOARD_MESSAGES,
  type changePasswordInput,
  type organizationProfileInput,
  type ownSettingsInput,
} from '@/domain/organizations';
import { organizations, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { announceSessionsChanged, announceSessionsRevoked } from '../../queue/session-events';
import { voidResetLinks } from '../../data/reset-links';
import { hashPassword, verifyPassword } from '../../security/passwords';

/** Saves the organization's profile; returns the row as saved. */
export async function saveOrganizationProfile(
  app: Pick<FastifyInstance, 'db'>,
  organizationId: string,
  b: z.output<typeof organizationProfileInput>,
) {
  return app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(organizations)
      .set({
        name: b.name,
        contactEmail: b.contact_email || null,
        contactPhone: b.contact_phone || null,
        logo: b.logo || null,
      })
      .where(eq(organizations.id, organizationId))
      .returning();
    return updated;
  });
}

/** Saves the user's own name and phone, and tells every instance's session cache. */
export async function saveOwnSettings(app: FastifyInstance, user: SessionUser, b: z.output<typeof ownSettingsInput>) {
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ firstName: b.first_name, lastName: b.last_name, phone: b.phone || null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return row;
  });
  await announceSessionsChanged(app, user.id);
  return updated;
}

/**
 * Changes the user's password: the current one checked (slowed like a login, per account and address; 400 when
 * wrong), the new hash and the void of earlier reset links in one transaction, then every other session ended.
 */
export async function changeOwnPassword(
  app: FastifyInstance,
  user: SessionUser,
  ip: string,
  b: z.output<typeof changePasswordInput>,
): Promise<void> {
  await app.loginThrottle.guard({ action: 'password-change', ip, subject: user.id }, async () => {
    const [u] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    if (!(await verifyPassword(b.current_password, u.passwordHash))) {
      throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.wrongPassword, {
        current_password: DASHBOARD_MESSAGES.errors.wrongPassword,
      });
    }
  });
  const passwordHash = await hashPassword(b.new_password);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    // A reset link mailed before the change must not set the password back (issue 34).
    await voidResetLinks(tx, user.id);
  });
  // Other sessions end: a changed password signs out every other device.
  await app.db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
  await announceSessionsRevoked(app, user.id, user.sessionId);
}
