// Use case: an organization user clears a placement although the Cleared rule still finds items missing, giving a
// reason. The move goes through Change Status's guards and the one writer, which records what was missing and the
// reason in History (and the application.cleared webhook says it was overridden).
import { can, MESSAGES } from '@/domain/shared';
import type { ClearOverrideInput } from '@/domain/onboarding';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import type { Db } from '../../db/client';
import { clearanceBlockersOf } from '../../data/onboarding';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { isOrgMember } from '../../policies';
import type { MoveDeps } from '../../pipeline/move-application';
import { applicationRow } from './queries';
import { changeApplicationStatus, type StatusChanged } from './change-application-status';

/** Throws 403 (not an organization user), 404 (another organization's), 422 (not in Onboarding, nothing missing). */
export async function clearOverride(
  db: Db,
  deps: MoveDeps,
  user: SessionUser,
  applicationId: string,
  input: ClearOverrideInput,
): Promise<StatusChanged> {
  const app = await applicationRow(db, applicationId);
  if (!app || !isOrgMember(user, app)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  if (!can(user.role, 'applications.overrideClearance'))
    throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.clearance.overrideForbidden);
  if (app.status !== 'Onboarding')
    throw new AppError('UNPROCESSABLE', ONBOARDING_MESSAGES.clearance.onlyFromOnboarding);
  if ((await clearanceBlockersOf(db, app.id)).length === 0)
    throw new AppError('UNPROCESSABLE', ONBOARDING_MESSAGES.clearance.nothingToOverride);
  return changeApplicationStatus(
    db,
    deps,
    user,
    {
      applicationId: app.id,
      status: 'Cleared',
      ...(input.version !== undefined ? { version: input.version } : {}),
      decision: { decision_maker: 'Organization', decision_reason: input.reason, decision_notes: '' },
    },
    { clearanceOverride: { reason: input.reason } },
  );
}
