// Recruiter quick-advance buttons (spec section 4 table).
import type { ApplicationStatus } from './pipeline';
import { defaultDecisionMaker, type DecisionMaker, type Role } from '../shared/roles';

/** The Make offer button label. */
export const MAKE_OFFER_LABEL = 'Make offer' as const;

/** A quick-advance button: a status move, or the make-offer flow (no status patch). */
export type QuickAdvance =
  { kind: 'status'; to: ApplicationStatus; label: string } | { kind: 'make-offer'; label: typeof MAKE_OFFER_LABEL };

/** Label of a move button ("to Screening" in the spec, capitalised as a button). */
export function quickAdvanceLabel(to: ApplicationStatus): string {
  return `To ${to}`;
}

const TABLE: Partial<Record<ApplicationStatus, ApplicationStatus | 'make-offer'>> = {
  New: 'Screening',
  Screening: 'Submitted',
  Submitted: 'make-offer',
  Offered: 'Onboarding',
  Onboarding: 'Working',
  Working: 'Done',
};

/** The section 4 table as data: current status → next status or make-offer. */
export const QUICK_ADVANCE_TABLE: Readonly<typeof TABLE> = TABLE;

/** The quick-advance button for a status, or null (Cleared, Done, Rejected, Blocked, Hold show none). */
export function quickAdvance(status: ApplicationStatus): QuickAdvance | null {
  const next = TABLE[status];
  if (!next) return null;
  if (next === 'make-offer') return { kind: 'make-offer', label: MAKE_OFFER_LABEL };
  return { kind: 'status', to: next, label: quickAdvanceLabel(next) };
}

/** The decision maker sent with a quick advance: by signed-in role. */
export function quickAdvanceDecisionMaker(role: Role): DecisionMaker {
  return defaultDecisionMaker(role);
}

/** A quick-advance button with what still stands in its way (issue 42): disabled while `missing` is not empty. */
export type QuickAdvanceButton = QuickAdvance & { missing: readonly string[] };

/** Words of the quick-advance buttons. */
export const QUICK_ADVANCE_MESSAGES = {
  /** Beside a disabled button: what must be done first, listed under it. */
  missingBefore: (label: string) => `${label} needs first:`,
} as const;

/**
 * The quick-advance buttons of a status (issue 42, item 9). At Onboarding the spec's "to Working" is honest about the
 * Cleared rule (`clearanceBlockers`, domain clearance.ts, computed by the server): while anything is missing it is
 * disabled and carries the missing items; once nothing is missing "To Cleared" comes first, so Cleared is reached by a
 * visible action and not only through Change Status. Blockers not known yet (undefined) leave the buttons as the table
 * says; the server's guard still refuses.
 */
export function quickAdvanceButtons(
  status: ApplicationStatus,
  clearanceBlockers?: readonly string[],
): QuickAdvanceButton[] {
  const quick = quickAdvance(status);
  if (!quick) return [];
  if (status !== 'Onboarding' || clearanceBlockers === undefined) return [{ ...quick, missing: [] }];
  if (clearanceBlockers.length > 0) return [{ ...quick, missing: [...clearanceBlockers] }];
  return [
    { kind: 'status', to: 'Cleared', label: quickAdvanceLabel('Cleared'), missing: [] },
    { ...quick, missing: [] },
  ];
}
