// Use case: assign a recruiter of the hiring organization to an application (organization users and admins).
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { AssignRecruiterInput } from '@/domain/applications';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess } from '../../policies';
import { applicationRow, isUuid } from './queries';

/** Sets the application's recruiter; the recruiter must be an active recruiter of the application's organization. */
export async function assignRecruiter(db: Db, user: SessionUser, input: AssignRecruiterInput) {
  const app = assertApplicationAccess(user, await applicationRow(db, input.applicationId));
  const [recruiter] = !isUuid(input.newRecruiterId)
    ? []
    : await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(
          and(
            eq(users.id, input.newRecruiterId),
            eq(users.role, 'recruiter'),
            eq(users.organizationId, app.organizationId),
            eq(users.active, true),
          ),
        )
        .limit(1);
  if (!recruiter)
    throw new AppError('UNPROCESSABLE', MESSAGES.errors.recruiterNotInOrganization, {
      newRecruiterId: MESSAGES.errors.recruiterNotInOrganization,
    });
  const [updated] = await db
    .update(applications)
    .set({ recruiterId: recruiter.id, updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
    .where(eq(applications.id, app.id))
    .returning({ version: applications.version });
  return {
    applicationId: app.id,
    recruiter_id: recruiter.id,
    recruiter_name: `${recruiter.first} ${recruiter.last}`.trim(),
    version: updated.version,
  };
}
