// Apply rules (spec sections 4 and 5): requiredToApply, the button state, and what blocks applying.
import { compareJobToProfile, isUnmet } from '../jobs/comparison';
import type { DialogKind } from '../profile/profile-dialogs';
import { MESSAGES } from '../shared/messages';
import type { Job } from '../jobs/job-schema';
import type { WorkerProfile } from '../profile/worker-profile-schema';

/** A field that must match before applying: its row key, title and the editor it opens. */
export interface RequiredMismatch {
  key: string;
  title: string;
  component: DialogKind;
}

/**
 * The organization's requiredToApply rows that do not match the profile (unknown keys and rows that do not apply are
 * skipped).
 */
export function requiredToApplyMismatches(
  requiredKeys: readonly string[],
  job: Partial<Job>,
  profile: Partial<WorkerProfile>,
): RequiredMismatch[] {
  const wanted = new Set(requiredKeys);
  return compareJobToProfile(job, profile)
    .filter((c) => wanted.has(c.row.key) && isUnmet(c.state))
    .map(({ row }) => ({ key: row.key, title: row.title, component: row.component }));
}

/** The apply button: Applying... while applying, Already Applied if applied (both disabled), else Apply Now. */
export function applyButtonState(p: { applying: boolean; alreadyApplied: boolean }): {
  label: 'Applying...' | 'Already Applied' | 'Apply Now';
  disabled: boolean;
} {
  if (p.applying) return { label: 'Applying...', disabled: true };
  if (p.alreadyApplied) return { label: 'Already Applied', disabled: true };
  return { label: 'Apply Now', disabled: false };
}

/** Why applying is blocked (an unverified email holds the application instead, see applyHolds). */
export type ApplyBlock = 'already-applied' | 'job-closed' | 'email-unverified' | 'required-mismatch';

/**
 * The first reason applying is not submitted at once, checked in this order; null when the worker may apply. The
 * unverified email comes last: every other block is shown (and fixed) before the application is held for it.
 */
export function canApply(p: {
  emailVerified: boolean;
  jobOpen: boolean;
  alreadyApplied: boolean;
  mismatches: readonly unknown[];
}): ApplyBlock | null {
  if (p.alreadyApplied) return 'already-applied';
  if (!p.jobOpen) return 'job-closed';
  if (p.mismatches.length > 0) return 'required-mismatch';
  if (!p.emailVerified) return 'email-unverified';
  return null;
}

/**
 * True when pressing Apply holds the application rather than refusing it (spec section 5): the worker's email is
 * unverified, the verification link is sent at once and the application is sent on (status New) after verification.
 */
export function applyHolds(block: ApplyBlock | null): boolean {
  return block === 'email-unverified';
}

/** The message for an apply block (the unverified case shows the verification banner). */
export function applyBlockMessage(block: ApplyBlock, email?: string): string {
  switch (block) {
    case 'already-applied':
      return MESSAGES.alreadyApplied;
    case 'job-closed':
      return MESSAGES.errors.jobClosed;
    case 'email-unverified':
      return email ? MESSAGES.verificationBanner(email) : MESSAGES.verificationBannerGeneric;
    case 'required-mismatch':
      return MESSAGES.requiredFieldsMismatch;
  }
}
