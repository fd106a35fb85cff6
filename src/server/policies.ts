// The one authorization mechanism: every route states the permission it needs (domain PERMISSIONS)
// and, for a specific record, asks the policy of that entity. No route checks roles by hand.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can, type Permission, type Role, MESSAGES } from '@/domain/shared';
import { AppError } from './errors';
import type { SessionUser } from './plugins/auth';
import type { DbOrTx } from './db/client';
import { applications } from './db/schema';

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.errors.unauthenticated);
  return request.user;
}

/** The signed-in user holding `permission`, or 401/403. */
export function authorize(request: FastifyRequest, permission: Permission): SessionUser {
  const user = requireUser(request);
  if (!can(user.role, permission)) throw new AppError('FORBIDDEN', MESSAGES.errors.forbidden);
  return user;
}

/** A member of an organization holding `permission` (organization-scoped dashboard pages), or 401/403. */
export function authorizeOrg(
  request: FastifyRequest,
  permission: Permission,
): SessionUser & { organizationId: string } {
  const user = authorize(request, permission);
  if (!user.organizationId) throw new AppError('FORBIDDEN', MESSAGES.errors.forbidden);
  return user as SessionUser & { organizationId: string };
}

/**
 * `authorizeOrg` for actions that reach outside the account (posting a job, inviting, API keys, webhooks): the
 * account's email must be verified first, or 403.
 */
export function authorizeVerifiedOrg(
  request: FastifyRequest,
  permission: Permission,
): SessionUser & { organizationId: string } {
  const user = authorizeOrg(request, permission);
  if (!user.emailVerified) throw new AppError('FORBIDDEN', MESSAGES.errors.orgEmailNotVerified);
  return user;
}

/** Route preHandler form of `authorize`. */
export const requirePermission = (permission: Permission) => async (request: FastifyRequest) => {
  authorize(request, permission);
};

/** Route preHandler: only a signed-in user. */
export const requireSignedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

/**
 * Who the caller acts as. Every question of "which role is this?" a route or module asks is asked here, so the rules of
 * who sees and does what stay in this file (lint refuses a role compared by hand anywhere else in src/server).
 */
/** A worker: her own profile, applications, placements and moves. */
export function isWorker(user: { role: Role | null }): boolean {
  return user.role === 'worker';
}

/** The platform's administrator: every organization's records. */
export function isPlatformAdmin(user: { role: Role | null }): boolean {
  return user.role === 'admin';
}

/** A recruiter's lists and figures narrow to the applications assigned to them: their id; anyone else, null. */
export function assignedRecruiterOf(user: SessionUser): string | null {
  return user.role === 'recruiter' ? user.id : null;
}

/**
 * An organization's own view (its recruiters and organization users see the same rows of their organization): the
 * answers the response cache may share, keyed by organization. Admins and workers have views of their own.
 */
export function readsOrganizationView(user: SessionUser): boolean {
  return !isPlatformAdmin(user) && !isWorker(user) && !!user.organizationId;
}

/**
 * The applications a caller's pipeline lists: everything for the admin (only those assigned to them with `mine`); the
 * caller's organization for its users (a recruiter narrows to their own with `mine`); 403 without an organization.
 */
export function pipelineScopeOf(
  user: SessionUser,
  mine: boolean,
): { organizationId: string | null; recruiterId: string | null } {
  if (isPlatformAdmin(user)) return { organizationId: null, recruiterId: mine ? user.id : null };
  if (!user.organizationId || isWorker(user)) throw new AppError('FORBIDDEN', MESSAGES.errors.forbidden);
  return { organizationId: user.organizationId, recruiterId: mine ? assignedRecruiterOf(user) : null };
}

/**
 * The placements a caller's running lists (ending soon, extension window) cover: her own (worker), the organization's
 * or the recruiter's assigned ones; none for an admin or a user without an organization.
 */
export function placementScopeOf(
  user: SessionUser,
): { workerId: string } | { organizationId: string; recruiterId: string | null } | null {
  if (isWorker(user)) return { workerId: user.id };
  if (isPlatformAdmin(user) || !user.organizationId) return null;
  return { organizationId: user.organizationId, recruiterId: assignedRecruiterOf(user) };
}

export interface OrgScoped {
  organizationId: string;
}

/** May this user act on a record of an organization? (members of that organization, or admin) */
export function isOrgMember(user: SessionUser, record: OrgScoped): boolean {
  return (
    user.role === 'admin' ||
    ((user.role === 'recruiter' || user.role === 'organization') && user.organizationId === record.organizationId)
  );
}

/**
 * Job policy: an open job is visible to every signed-in user; a paused or closed one only to members of its
 * organization, admins, and a worker who applied to it (the work journey links to it).
 */
export function canSeeJob(user: SessionUser, job: OrgScoped & { status: string }, applied: boolean): boolean {
  return job.status === 'open' || isOrgMember(user, job) || (user.role === 'worker' && applied);
}

/** Application policy: the worker who applied, members of the hiring organization, admins. */
export function canSeeApplication(user: SessionUser, app: { workerId: string; organizationId: string }): boolean {
  return (user.role === 'worker' && app.workerId === user.id) || isOrgMember(user, app);
}

/** Throws 404 (not 403, so ids cannot be probed) when the user may not see the application. */
export function assertApplicationAccess<T extends { workerId: string; organizationId: string }>(
  user: SessionUser,
  app: T | undefined,
): T {
  if (!app || !canSeeApplication(user, app)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return app;
}

/** Worker policy: a worker sees themself; organization members see workers who applied to them. */
export async function canSeeWorker(db: DbOrTx, user: SessionUser, workerId: string): Promise<boolean> {
  if (user.role === 'admin' || user.id === workerId) return true;
  if ((user.role === 'recruiter' || user.role === 'organization') && user.organizationId) {
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.workerId, workerId), eq(applications.organizationId, user.organizationId)))
      .limit(1);
    return Boolean(row);
  }
  return false;
}

/** Throws 404 unless `canSeeWorker`. */
export async function assertWorkerAccess(db: DbOrTx, user: SessionUser, workerId: string): Promise<void> {
  if (!(await canSeeWorker(db, user, workerId))) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
}

/**
 * User-record policy (GET /api/user/:id): oneself, admins, members of the same organization, and workers the caller may
 * see.
 */
export async function canSeeUser(
  db: DbOrTx,
  user: SessionUser,
  target: { id: string; role: string; organizationId: string | null },
): Promise<boolean> {
  if (user.role === 'admin' || user.id === target.id) return true;
  if (user.organizationId && target.organizationId === user.organizationId && user.role !== 'worker') return true;
  return target.role === 'worker' && (await canSeeWorker(db, user, target.id));
}

/** Chat policy: only its participants. */
export function canSeeChat(
  user: SessionUser,
  chat: { workerId: string; recruiterId: string; organizationId: string },
): boolean {
  return (
    chat.workerId === user.id ||
    chat.recruiterId === user.id ||
    (user.role !== 'worker' && isOrgMember(user, chat) && user.role !== 'recruiter')
  );
}

/** Throws 404 (ids cannot be probed) unless `canSeeChat`. */
export function assertChatAccess<T extends { workerId: string; recruiterId: string; organizationId: string }>(
  user: SessionUser,
  chat: T | undefined,
): T {
  if (!chat || !canSeeChat(user, chat)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return chat;
}

/** Only the two people of a chat write in it (organization users may read their organization's chats). */
export function canPostInChat(user: SessionUser, chat: { workerId: string; recruiterId: string }): boolean {
  return chat.workerId === user.id || chat.recruiterId === user.id;
}

/**
 * Documents policy: a worker sees their own; organization members with documents.download those of workers who applied
 * to them.
 */
export async function canSeeWorkerDocuments(db: DbOrTx, user: SessionUser, workerId: string): Promise<boolean> {
  if (user.id === workerId) return true;
  return can(user.role, 'documents.download') && canSeeWorker(db, user, workerId);
}

/** Throws 404 unless `canSeeWorkerDocuments`. */
export async function assertWorkerDocumentsAccess(db: DbOrTx, user: SessionUser, workerId: string): Promise<void> {
  if (!(await canSeeWorkerDocuments(db, user, workerId))) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
}

/**
 * Assignment contract policy (issue 31): the worker of the application signs; an organization user of the hiring
 * organization or the assigned recruiter (the application's, else the job's) countersigns. Seeing the contract follows
 * `canSeeApplication`.
 */
export function contractSideOf(
  user: SessionUser,
  app: { workerId: string; organizationId: string; recruiterId: string | null },
  jobRecruiterId: string | null,
): 'worker' | 'organization' | null {
  if (user.role === 'worker' && app.workerId === user.id) return 'worker';
  if (user.role === 'organization' && user.organizationId === app.organizationId) return 'organization';
  if (
    user.role === 'recruiter' &&
    user.organizationId === app.organizationId &&
    user.id === (app.recruiterId ?? jobRecruiterId)
  )
    return 'organization';
  return null;
}

/**
 * References policy (issue 31): the worker names, resends and replaces the referees of their own application; the
 * answers are read by members of the hiring organization and admins only, never by the worker.
 */
export function canSeeReferenceAnswers(user: SessionUser, app: OrgScoped): boolean {
  return isOrgMember(user, app);
}

/** Throws 404 (ids cannot be probed) unless the user is the worker of the application. */
export function assertOwnApplication<T extends { workerId: string }>(user: SessionUser, app: T | undefined): T {
  if (!app || user.role !== 'worker' || app.workerId !== user.id)
    throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return app;
}

/**
 * Timesheet policy (issue 44): whoever sees the application sees its assignment, weeks, statements and ledger; the worker
 * records time on their own placement; an organization user of the hiring organization or the assigned recruiter (the
 * application's, else the job's) approves or disputes a week.
 */
export function canDecideTimesheet(
  user: SessionUser,
  app: { workerId: string; organizationId: string; recruiterId: string | null },
  jobRecruiterId: string | null,
): boolean {
  return contractSideOf(user, app, jobRecruiterId) === 'organization';
}

/**
 * Early termination policy (issue 45): the side that may end an assignment — an organization user of the hiring
 * organization or the assigned recruiter ends it; the worker of the application gives notice. Null: neither (404).
 */
export function terminationSideOf(
  user: SessionUser,
  app: { workerId: string; organizationId: string; recruiterId: string | null },
  jobRecruiterId: string | null,
): 'worker' | 'organization' | null {
  return contractSideOf(user, app, jobRecruiterId);
}

/**
 * Close-out review policy (issue 45): the worker of the placement reviews the facility ('worker'); an organization user
 * of the hiring organization or the assigned recruiter reviews the worker ('organization'); anyone else, none. Reading
 * a placement's reviews follows `canSeeApplication`; only the worker replies, to the review of her.
 */
export function reviewSideOf(
  user: SessionUser,
  app: { workerId: string; organizationId: string; recruiterId: string | null },
  jobRecruiterId: string | null,
): 'worker' | 'organization' | null {
  return contractSideOf(user, app, jobRecruiterId);
}

/** Throws 404 (ids cannot be probed) unless the user is the worker a review is about. */
export function assertReviewedWorker<T extends { workerId: string }>(user: SessionUser, review: T | undefined): T {
  if (!review || user.role !== 'worker' || review.workerId !== user.id)
    throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return review;
}

/**
 * Work record policy (issue 45): only the worker of a placement downloads its record (assertOwnApplication) and attaches
 * her own records to her own applications; anyone else is answered 404 (ids cannot be probed). Whether a record is
 * genuine is public; the records attached to an application are read by whoever sees the application.
 */
export function assertOwnWorkRecord<T extends { workerId: string }>(user: SessionUser, record: T | undefined): T {
  if (!record || user.role !== 'worker' || record.workerId !== user.id)
    throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return record;
}

/** Throws 404 (ids cannot be probed) unless the saved search (job alert) is the worker's own. */
export function assertOwnSavedSearch<T extends { workerId: string }>(user: SessionUser, search: T | undefined): T {
  if (!search || search.workerId !== user.id) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return search;
}

/**
 * Invoice policy (issue 45): rate cards, invoices and their margin are the organization's own, for its users holding
 * invoices.manage (never a worker, a recruiter or another organization).
 */
export function canManageInvoices(user: SessionUser, record: OrgScoped): boolean {
  return can(user.role, 'invoices.manage') && user.organizationId === record.organizationId;
}
