// Use cases of recruiter invitations: invite by email, read an invitation, accept it.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { AppError } from '../../errors';
import type { DbOrTx } from '../../db/client';
import { emailTokens, organizations, users } from '../../db/schema';
import { hashToken } from '../../security/tokens';
import { hashPassword } from '../../security/passwords';

const INVITE_DAYS = 7;

/** Queues an invitation email with a one-time link; refuses an email that already has an account. */
export async function inviteRecruiter(
  app: FastifyInstance,
  organizationId: string,
  invitedBy: { id: string; firstName: string; lastName: string },
  emailInput: string,
) {
  const email = emailInput.trim().toLowerCase();
  return app.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing)
      throw new AppError('CONFLICT', DASHBOARD_MESSAGES.errors.emailInUse, {
        email: DASHBOARD_MESSAGES.errors.emailInUse,
      });
    const [org] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .limit(1);
    const token = crypto.randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
    await tx
      .insert(emailTokens)
      .values({ purpose: 'invite', tokenHash: hashToken(token), organizationId, email, expiresAt });
    const link = `${app.config.publicUrl}/invite?token=${token}`;
    await app.mailer.queue(
      tx,
      {
        to: email,
        subject: MESSAGES.accountMail.inviteSubject(org?.name ?? null),
        text: MESSAGES.accountMail.inviteText(
          `${invitedBy.firstName} ${invitedBy.lastName}`,
          org?.name ?? null,
          link,
          INVITE_DAYS,
        ),
      },
      undefined,
      // Mail the inviter causes to an address they typed (issue 41): capped per address, inviter and organization.
      { kind: 'invitation', senderId: invitedBy.id, organizationId },
    );
    return { email, expiresAt };
  });
}

/** The pending (unused, unexpired) invitation of a token, or 400. */
async function pendingInvitation(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      id: emailTokens.id,
      email: emailTokens.email,
      organizationId: emailTokens.organizationId,
      organizationName: organizations.name,
    })
    .from(emailTokens)
    .innerJoin(organizations, eq(organizations.id, emailTokens.organizationId))
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, 'invite'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || !row.email || !row.organizationId) throw new AppError('BAD_REQUEST', MESSAGES.errors.invalidToken);
  return row as typeof row & { email: string; organizationId: string };
}

/** What the invitation page shows before accepting. */
export async function readInvitation(app: FastifyInstance, token: string) {
  const inv = await pendingInvitation(app.db, token);
  return { email: inv.email, organization_name: inv.organizationName };
}

/** Creates the invitee's verified recruiter account in the organization; the token works once. */
export async function acceptInvitation(
  app: FastifyInstance,
  input: { token: string; first_name: string; last_name: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  return app.db.transaction(async (tx) => {
    const inv = await pendingInvitation(tx, input.token);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, inv.email)).limit(1);
    if (existing) throw new AppError('CONFLICT', DASHBOARD_MESSAGES.errors.emailInUse);
    await tx.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, inv.id));
    const [user] = await tx
      .insert(users)
      .values({
        role: 'recruiter',
        email: inv.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        organizationId: inv.organizationId,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    return user;
  });
}

/** Invitations of the organization not yet accepted and not expired. */
export async function pendingInvitations(db: DbOrTx, organizationId: string) {
  return db
    .select({ email: emailTokens.email, expiresAt: emailTokens.expiresAt, createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.organizationId, organizationId),
        eq(emailTokens.purpose, 'invite'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    );
}
