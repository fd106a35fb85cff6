// Settings: the organization's profile and the signed-in user's own name, phone and password; dashboard numbers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import {
  changePasswordInput,
  organizationProfileInput,
  ownSettingsInput,
  DASHBOARD_MESSAGES,
} from '@/domain/organizations';
import { dashboardSummarySchema, orgProfileSchema, ownSettingsSchema } from '@/domain/organizations';
import { okResponse } from '@/domain/shared';
import { authorize, authorizeOrg, requireUser, assignedRecruiterOf } from '../../policies';
import { AppError } from '../../errors';
import { organizations, sessions, users } from '../../db/schema';
import { announceSessionsChanged, announceSessionsRevoked } from '../../queue/session-events';
import { voidResetLinks } from '../../data/reset-links';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { assignedApplications, dashboardSummary } from './analytics';

const ok = okResponse;

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/summary',
    { schema: { summary: 'Dashboard figures', tags: ['dashboard'], response: { 200: dashboardSummarySchema } } },
    async (request) => {
      const user = authorize(request, 'dashboard.view');
      const recruiterId = assignedRecruiterOf(user);
      if (recruiterId) {
        const s = await dashboardSummary(app.db, { recruiterId });
        return { scope: 'recruiter' as const, ...s, assigned: await assignedApplications(app.db, recruiterId) };
      }
      const s = await dashboardSummary(
        app.db,
        user.organizationId ? { organizationId: user.organizationId } : { all: true },
      );
      return { scope: user.organizationId ? ('organization' as const) : ('all' as const), ...s, assigned: [] };
    },
  );

  app.get(
    '/api/org/profile',
    { schema: { summary: "The organization's profile", tags: ['organization'], response: { 200: orgProfileSchema } } },
    async (request) => {
      const user = authorizeOrg(request, 'organization.manage');
      const [o] = await app.db.select().from(organizations).where(eq(organizations.id, user.organizationId)).limit(1);
      return {
        name: o.name,
        contact_email: o.contactEmail ?? '',
        contact_phone: o.contactPhone ?? '',
        logo: o.logo ?? '',
      };
    },
  );

  app.put(
    '/api/org/profile',
    {
      schema: {
        summary: "Update the organization's profile",
        tags: ['organization'],
        body: organizationProfileInput,
        response: { 200: orgProfileSchema },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'organization.manage');
      const b = request.body;
      const o = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(organizations)
          .set({
            name: b.name,
            contactEmail: b.contact_email || null,
            contactPhone: b.contact_phone || null,
            logo: b.logo || null,
          })
          .where(eq(organizations.id, user.organizationId))
          .returning();
        return updated;
      });
      return {
        name: o.name,
        contact_email: o.contactEmail ?? '',
        contact_phone: o.contactPhone ?? '',
        logo: o.logo ?? '',
      };
    },
  );

  app.get(
    '/api/me/settings',
    { schema: { summary: "The signed-in user's settings", tags: ['account'], response: { 200: ownSettingsSchema } } },
    async (request) => {
      const user = requireUser(request);
      const [u] = await app.db.select().from(users).where(eq(users.id, user.id)).limit(1);
      return { first_name: u.firstName, last_name: u.lastName, phone: u.phone ?? '', email: u.email };
    },
  );

  app.put(
    '/api/me/settings',
    {
      schema: {
        summary: "Update the signed-in user's settings",
        tags: ['account'],
        body: ownSettingsInput,
        response: { 200: ownSettingsSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      const u = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ firstName: b.first_name, lastName: b.last_name, phone: b.phone || null, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        return updated;
      });
      await announceSessionsChanged(app, user.id);
      return { first_name: u.firstName, last_name: u.lastName, phone: u.phone ?? '', email: u.email };
    },
  );

  app.post(
    '/api/me/password',
    {
      schema: { summary: 'Change the password', tags: ['account'], body: changePasswordInput, response: { 200: ok } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      // A stolen session guessing the current password is slowed like a login (per account and address).
      await app.loginThrottle.guard({ action: 'password-change', ip: request.ip, subject: user.id }, async () => {
        const [u] = await app.db
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, user.id))
          .limit(1);
        if (!(await verifyPassword(request.body.current_password, u.passwordHash))) {
          throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.wrongPassword, {
            current_password: DASHBOARD_MESSAGES.errors.wrongPassword,
          });
        }
      });
      const passwordHash = await hashPassword(request.body.new_password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        // A reset link mailed before the change must not set the password back (issue 34).
        await voidResetLinks(tx, user.id);
      });
      // Other sessions end: a changed password signs out every other device.
      await app.db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
      await announceSessionsRevoked(app, user.id, user.sessionId);
      return { ok: true as const };
    },
  );
};

export default settingsRoutes;
