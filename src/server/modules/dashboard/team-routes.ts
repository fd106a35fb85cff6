// Team routes: organization preferences, recruiter management and invitations, roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  organizationPreferencesSchema,
  acceptInvitationInput,
  changeRoleInput,
  inviteRecruiterInput,
  reassignInput,
  setActiveInput,
} from '@/domain/organizations';
import { ROLES, okResponse } from '@/domain/shared';
import {
  invitationInfoSchema,
  invitationSentSchema,
  orgPreferencesSchema,
  reassignedSchema,
  staffUserPage,
  teamSchema,
} from '@/domain/organizations';
import { authorize, authorizeOrg, authorizeVerifiedOrg } from '../../policies';
import { organizations, users } from '../../db/schema';
import { acceptInvitation, inviteRecruiter, pendingInvitations, readInvitation } from './invite-recruiter';
import { changeRole, reassignApplications, setApplyRequirements, setMemberActive } from './manage-team';

const ok = okResponse;
const idParams = z.object({ id: z.uuid() });

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/org/preferences',
    {
      schema: {
        summary: "The organization's apply requirements",
        tags: ['organization'],
        response: { 200: orgPreferencesSchema },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'preferences.manage');
      const [org] = await app.db
        .select({ preferences: organizations.preferences })
        .from(organizations)
        .where(eq(organizations.id, user.organizationId))
        .limit(1);
      return { requiredToApply: org?.preferences.requiredToApply ?? [] };
    },
  );

  app.put(
    '/api/org/preferences',
    {
      schema: {
        summary: "Set the organization's apply requirements",
        tags: ['organization'],
        body: organizationPreferencesSchema,
        response: { 200: orgPreferencesSchema },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'preferences.manage');
      return setApplyRequirements(app.db, user.organizationId, request.body.requiredToApply);
    },
  );

  app.get(
    '/api/org/members',
    {
      schema: {
        summary: "List the organization's members",
        tags: ['organization'],
        response: {
          200: teamSchema,
        },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'recruiters.manage');
      const rows = await app.db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          role: users.role,
          active: users.active,
          assigned: sql<number>`(select count(*) from applications ap where ap.recruiter_id = users.id)`.mapWith(
            Number,
          ),
        })
        .from(users)
        .where(and(eq(users.organizationId, user.organizationId), inArray(users.role, ['recruiter', 'organization'])))
        .orderBy(asc(users.lastName), asc(users.firstName))
        .limit(500);
      const invitations = await pendingInvitations(app.db, user.organizationId);
      return {
        members: rows,
        invitations: invitations.map((i) => ({ email: i.email ?? '', expiresAt: i.expiresAt.toISOString() })),
      };
    },
  );

  app.post(
    '/api/org/invitations',
    {
      schema: {
        summary: 'Invite a recruiter',
        tags: ['organization'],
        body: inviteRecruiterInput,
        response: { 201: invitationSentSchema },
      },
    },
    async (request, reply) => {
      const user = authorizeVerifiedOrg(request, 'recruiters.manage');
      const { email } = await inviteRecruiter(app, user.organizationId, user, request.body.email);
      return reply.code(201).send({ email });
    },
  );

  app.post(
    '/api/org/members/:id/active',
    {
      schema: {
        summary: 'Activate or deactivate a member',
        tags: ['organization'],
        params: idParams,
        body: setActiveInput,
        response: { 200: z.object({ id: z.string(), active: z.boolean() }) },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'recruiters.manage');
      return setMemberActive(app, user.organizationId, user.id, request.params.id, request.body.active);
    },
  );

  app.post(
    '/api/org/members/:id/reassign',
    {
      schema: {
        summary: "Reassign a member's applications",
        tags: ['organization'],
        params: idParams,
        body: reassignInput,
        response: { 200: reassignedSchema },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'recruiters.manage');
      return reassignApplications(app, user, user.organizationId, request.params.id, request.body.toRecruiterId);
    },
  );

  // Public: the invitation page reads and accepts an invitation.
  app.get(
    '/api/invitations/:token',
    {
      schema: {
        summary: 'An invitation by its token',
        tags: ['auth'],
        params: z.object({ token: z.string().min(10).max(200) }),
        response: { 200: invitationInfoSchema },
      },
    },
    async (request) => readInvitation(app, request.params.token),
  );

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        summary: 'Accept an invitation and create the account',
        tags: ['auth'],
        body: acceptInvitationInput,
        response: { 201: ok },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const attempt = { action: 'invite-accept' as const, ip: request.ip, subject: request.body.token };
      const user = await app.loginThrottle.guard(attempt, () => acceptInvitation(app, request.body));
      await app.createSession(reply, user.id);
      return reply.code(201).send({ ok: true as const });
    },
  );

  // Roles: admins list staff users and grant or remove the organization and admin roles.
  app.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'List users (admin)',
        tags: ['admin'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: staffUserPage },
      },
    },
    async (request) => {
      authorize(request, 'roles.manage');
      const where = inArray(users.role, ['recruiter', 'organization', 'admin']);
      const [items, [{ total }]] = await Promise.all([
        app.db
          .select({
            id: users.id,
            first_name: users.firstName,
            last_name: users.lastName,
            email: users.email,
            role: users.role,
            organization_name: organizations.name,
          })
          .from(users)
          .leftJoin(organizations, eq(organizations.id, users.organizationId))
          .where(where)
          .orderBy(asc(organizations.name), asc(users.lastName), asc(users.id))
          .limit(request.query.pageSize)
          .offset((request.query.page - 1) * request.query.pageSize),
        app.db.select({ total: count() }).from(users).where(where),
      ]);
      return { items, total };
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      schema: {
        summary: "Change a user's role (admin)",
        tags: ['admin'],
        params: idParams,
        body: changeRoleInput,
        response: { 200: z.object({ id: z.string(), role: z.enum(ROLES) }) },
      },
    },
    async (request) => {
      const actor = authorize(request, 'roles.manage');
      const u = await changeRole(app, actor.id, request.params.id, request.body.role);
      return { id: u.id, role: u.role };
    },
  );
};

export default teamRoutes;
