// Checking jobs' credential requirements against workers' wallets (the worker's view and recruiters' badges).
import {
  checkJobCredentials,
  credentialAlerts,
  credentialBadge,
  type CredentialDoc,
  type RequirementCheck,
} from '@/domain/profile';
import type { CredentialAlerts } from '@/domain/profile';

type Requirements = Parameters<typeof checkJobCredentials>[0];

/** The requirements group of a job's details jsonb. */
export const requirementsOf = (details: Record<string, unknown>): Requirements =>
  (details.requirements ?? {}) as Requirements;

/** One application's alerts for recruiters: required credentials that are expiring or expired, and the badge. */
export function alertsFor(
  applicationId: string,
  details: Record<string, unknown>,
  docs: CredentialDoc[],
  licenceStates: string[],
  today: string,
): CredentialAlerts {
  const alerts: RequirementCheck[] = credentialAlerts(
    checkJobCredentials(requirementsOf(details), docs, today, licenceStates),
  );
  return { applicationId, badge: credentialBadge(alerts), alerts };
}
