// Use case: assign a recruiter of the hiring organization to an application (organization users and admins).
// The assignment goes through the one writer of moves, so it bumps the version and is recorded in History.
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { AssignRecruiterInput } from '@/domain/applications';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess } from '../../policies';
import { moveApplication, type MoveDeps } from '../../pipeline/move-application';
import { applicationRow, isUuid } from './queries';

/** Sets the application's recruiter; the recruiter must be an active recruiter of the application's organization. */
export async function assignRecruiter(db: Db, deps: MoveDeps, user: SessionUser, input: AssignRecruiterInput) {
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
  const recruiterName = `${recruiter.first} ${recruiter.last}`.trim();
  const status = app.status;
  const moved = await moveApplication(db, deps, {
    target: { applicationId: app.id },
    kind: 'assign',
    to: status,
    actor: { id: user.id, role: user.role },
    set: { recruiterId: recruiter.id },
    historyNotes: recruiterName,
  });
  return {
    applicationId: app.id,
    recruiter_id: recruiter.id,
    recruiter_name: recruiterName,
    status,
    version: moved.application.version,
  };
}
