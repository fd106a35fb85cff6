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
