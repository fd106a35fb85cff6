// Accounts: sign up, log in, log out, current user, email verification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  checkLinkInput,
  checkLinkResponse,
  meSchema,
  okResponse,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
  signupInput,
  verifyEmailResponse,
} from '@/domain/shared';
import { requireUser } from '../../policies';
import { SECURITY } from '../../plugins/openapi';
import { organizations, users } from '../../db/schema';
import { logIn, resendVerification, signUp, verifyEmail } from './service';
import { PASSWORD_RESET_JOB, requestPasswordReset, resetPassword, sendPasswordReset } from './password-reset';
import { checkEmailLink } from './check-link';
import { announceSessionsRevoked } from '../../queue/session-events';
import { knownDeviceOf } from '../../security/known-device';

export { meSchema };

const ok = okResponse;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.outbox.register(PASSWORD_RESET_JOB, async (payload) => sendPasswordReset(app, String(payload.email)));
  const me = async (userId: string) => {
    const [row] = await app.db
      .select({ user: users, orgName: organizations.name })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.id, userId))
      .limit(1);
    const u = row.user;
    return {
      id: u.id,
      role: u.role,
      email: u.email,
      email_verified: u.emailVerifiedAt !== null,
      first_name: u.firstName,
      last_name: u.lastName,
      image: u.image,
      organization: u.organizationId ? { id: u.organizationId, name: row.orgName ?? '' } : null,
    };
  };

  app.post(
    '/api/auth/signup',
    {
      schema: {
        summary: 'Create an account and sign in',
        tags: ['auth'],
        body: signupInput,
        response: { 201: meSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const attempt = { action: 'signup' as const, ip: request.ip, subject: request.body.email };
      const user = await app.loginThrottle.guard(attempt, () => signUp(app, request.body));
      await app.createSession(reply, user.id);
      return reply.code(201).send(await me(user.id));
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: loginInput,
        response: { 200: meSchema },
      },
      config: {
        rateLimit: {
          max: app.config.nodeEnv === 'test' ? 10 : 30,
          timeWindow: '1 minute',
          // A known device's logins count apart from its address (issue 34): a flood sharing the address (a proxy, an
          // office) does not use up the owner's budget. The signature is checked; the account match is checked below.
          keyGenerator: (request) => {
            const claimed = knownDeviceOf(request, app.config.sessionSecret);
            return claimed ? `known-device:${claimed}` : request.ip;
          },
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // A valid known-device cookie for this very account: its own throttle budget and reserved hashing capacity.
      const claimed = knownDeviceOf(request, app.config.sessionSecret);
      const knownDevice =
        claimed !== null &&
        (
          await app.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1)
        )[0]?.id === claimed;
      const user = await app.loginThrottle.guard({ action: 'login', ip: request.ip, subject: email, knownDevice }, () =>
        logIn(app, email, password, knownDevice ? 'known-device' : 'shared'),
      );
      await app.createSession(reply, user.id);
      return me(user.id);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out (end the session)',
        security: SECURITY.optionalSession,
        tags: ['auth'],
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      await app.destroySession(request, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { summary: 'The signed-in user', tags: ['auth'], response: { 200: meSchema } } },
    async (request) => me(requireUser(request).id),
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        summary: 'Verify an email address with its token',
        tags: ['auth'],
        body: z.object({ token: z.string().min(10).max(200) }).strict(),
        response: { 200: verifyEmailResponse },
      },
    },
    async (request) => {
      const { role } = await verifyEmail(app, request.body.token);
      return { ok: true as const, role };
    },
  );

  // The same answer whatever the email (no account enumeration), limited per IP.
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        summary: 'Send a password reset link',
        tags: ['auth'],
        body: forgotPasswordInput,
        response: { 200: ok },
      },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { ok: true as const };
    },
  );

  // A page opened from an emailed link asks first whether the link still works (used and expired are told apart).
  app.post(
    '/api/auth/check-link',
    {
      schema: {
        summary: 'Tell whether an emailed link can still be used',
        tags: ['auth'],
        body: checkLinkInput,
        response: { 200: checkLinkResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request) => ({ status: await checkEmailLink(app, request.body.token, request.body.purpose) }),
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token',
        tags: ['auth'],
        body: resetPasswordInput,
        response: { 200: meSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const userId = await app.loginThrottle.guard({ action: 'password-reset', ip: request.ip, subject: token }, () =>
        resetPassword(app, token, password),
      );
      // Every instance drops its cached sessions of this account (the rows are already gone).
      await announceSessionsRevoked(app, userId);
      // Every session was revoked with the old password; this browser gets a fresh one.
      await app.createSession(reply, userId);
      return me(userId);
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: { summary: 'Send the verification email again', tags: ['auth'], response: { 200: ok } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      await resendVerification(app, requireUser(request));
      return { ok: true as const };
    },
  );
};

export default authRoutes;
