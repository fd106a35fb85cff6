// Settings: the organization's profile and the signed-in user's own name, phone and password (use cases in
// own-settings.ts); dashboard numbers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { changePasswordInput, organizationProfileInput, ownSettingsInput } from '@/domain/organizations';
import { dashboardSummarySchema, orgProfileSchema, ownSettingsSchema } from '@/domain/organizations';
import { okResponse } from '@/domain/shared';
import { authorize, authorizeOrg, requireUser, assignedRecruiterOf } from '../../policies';
import { organizations, users } from '../../db/schema';
import { assignedApplications, dashboardSummary } from './analytics';
import { changeOwnPassword, saveOrganizationProfile, saveOwnSettings } from './own-settings';

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
      const o = await saveOrganizationProfile(app, user.organizationId, request.body);
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
      const u = await saveOwnSettings(app, user, request.body);
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
      await changeOwnPassword(app, user, request.ip, request.body);
      return { ok: true as const };
    },
  );
};

export default settingsRoutes;
