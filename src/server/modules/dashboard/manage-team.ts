// Use cases of team management: deactivate/reactivate a member, reassign a recruiter's applications, change roles,
// and the organization's apply requirements.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@/domain/shared';
import { DASHBOARD_MESSAGES, type OrganizationPreferences } from '@/domain/organizations';
import type { Role } from '@/domain/shared';
import { AppError } from '../../errors';
import type { Db, DbOrTx } from '../../db/client';
import { applications, organizations, sessions, users } from '../../db/schema';
import { announceSessionsRevoked } from '../../queue/session-events';
import { announceApplyRequirements } from '../../queue/live-changes';
import { moveApplication, moveDeps } from '../../pipeline/move-application';
import { isWorker } from '../../policies';

/** A recruiter or organization user of the organization, or 404. */
export async function findMember(db: DbOrTx, organizationId: string, userId: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, organizationId),
        inArray(users.role, ['recruiter', 'organization']),
      ),
    )
    .limit(1);
  if (!u) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return u;
}

/** Deactivates (signs out everywhere; login then refused) or reactivates a member. */
export async function setMemberActive(
  app: FastifyInstance,
  organizationId: string,
  actorId: string,
  userId: string,
  active: boolean,
) {
  if (userId === actorId) throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.ownAccount);
  const result = await app.db.transaction(async (tx) => {
    const member = await findMember(tx, organizationId, userId);
    await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, member.id));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, member.id));
    return { id: member.id, active };
  });
  await announceSessionsRevoked(app, result.id);
  return result;
}

/**
 * Moves every application assigned to one recruiter to another active recruiter of the same organization. Each
 * reassignment goes through the one writer of moves (kind 'assign'): the version is bumped and History records the
 * new recruiter's name and who reassigned, as for a single assignment.
 */
export async function reassignApplications(
  app: FastifyInstance,
  actor: { id: string; role: Role },
  organizationId: string,
  fromId: string,
  toId: string,
) {
  if (fromId === toId)
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.sameRecruiter, {
      toRecruiterId: DASHBOARD_MESSAGES.errors.sameRecruiter,
    });
  return app.db.transaction(async (tx) => {
    await findMember(tx, organizationId, fromId);
    const [to] = await tx
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.id, toId),
          eq(users.organizationId, organizationId),
          eq(users.role, 'recruiter'),
          eq(users.active, true),
        ),
      )
      .limit(1);
    if (!to)
      throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.recruiterNotInOrganization, {
        toRecruiterId: DASHBOARD_MESSAGES.errors.recruiterNotInOrganization,
      });
    const assigned = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.organizationId, organizationId), eq(applications.recruiterId, fromId)))
      .orderBy(asc(applications.id));
    const recruiterName = `${to.first} ${to.last}`.trim();
    for (const a of assigned) {
      await moveApplication(tx, moveDeps(app), {
        target: { applicationId: a.id },
        kind: 'assign',
        to: a.status,
        actor,
        set: { recruiterId: to.id },
        historyNotes: recruiterName,
      });
    }
    return { moved: assigned.length };
  });
}

/** An admin grants or removes the organization and admin roles (workers stay workers; own role is fixed). */
export async function changeRole(app: FastifyInstance, actorId: string, userId: string, role: Exclude<Role, 'worker'>) {
  if (userId === actorId) throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.ownRole);
  const [u] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  if (isWorker(u)) throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.workerRole);
  if (role !== 'admin' && !u.organizationId)
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.roleNeedsOrganization);
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, u.id)).returning();
    return row;
  });
  await announceSessionsRevoked(app, u.id);
  return updated;
}

/** Sets what the organization requires of a worker to apply (preferences.manage, authorized by the route). */
export async function setApplyRequirements(
  db: Db,
  organizationId: string,
  requiredToApply: OrganizationPreferences['requiredToApply'],
): Promise<OrganizationPreferences> {
  const preferences = { requiredToApply };
  await db.transaction(async (tx) => {
    await tx.update(organizations).set({ preferences }).where(eq(organizations.id, organizationId));
    await announceApplyRequirements(tx, organizationId);
  });
  return preferences;
}
