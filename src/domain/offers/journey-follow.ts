// The worker's open Work Journey list follows a placement that moves on (issue 42, item 8): when the list she is on
// (say Onboarding) loses the applications it showed because they moved to another status (the recruiter cleared the
// placement), and nothing is left to show, the page goes to the tile the first of them moved to instead of emptying.
import type { ApplicationStatus } from '../applications/pipeline';

/**
 * The status to follow to, or null: `shown` were the ids the list showed before, `now` the ids it shows, and
 * `everywhere` where each of the worker's applications is now. Only when the list has emptied and a vanished one is
 * found under another status.
 */
export function journeyFollowStatus(
  listStatus: ApplicationStatus,
  shown: readonly string[],
  now: readonly string[],
  everywhere: readonly { applicationId: string; status: ApplicationStatus }[],
): ApplicationStatus | null {
  if (now.length > 0) return null;
  for (const id of shown) {
    const moved = everywhere.find((a) => a.applicationId === id);
    if (moved && moved.status !== listStatus) return moved.status;
  }
  return null;
}
