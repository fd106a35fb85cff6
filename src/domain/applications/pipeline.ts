// The application pipeline: the 11 statuses, their order, and their URL/API spellings (spec section 4).

/** Every application status in API form (first letter capitalised), main order first, then side states. */
export const APPLICATION_STATUSES = [
  'New',
  'Screening',
  'Submitted',
  'Offered',
  'Onboarding',
  'Cleared',
  'Working',
  'Done',
  'Rejected',
  'Blocked',
  'Hold',
] as const;

/** An application status in API form. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A status as it appears in URLs (lowercase). */
export type UrlStatus = Lowercase<ApplicationStatus>;

/** The main pipeline order: New … Done. */
export const MAIN_ORDER = [
  'New',
  'Screening',
  'Submitted',
  'Offered',
  'Onboarding',
  'Cleared',
  'Working',
  'Done',
] as const satisfies readonly ApplicationStatus[];

/** Terminal or side states outside the main order. */
export const SIDE_STATUSES = ['Rejected', 'Blocked', 'Hold'] as const satisfies readonly ApplicationStatus[];

/** The order used by the decision-maker "one step forward" rule: submitted … done. */
export const FORWARD_STEP_ORDER = [
  'Submitted',
  'Offered',
  'Onboarding',
  'Cleared',
  'Working',
  'Done',
] as const satisfies readonly ApplicationStatus[];

/** Every status in URL form, same order as APPLICATION_STATUSES. */
export const URL_STATUSES = APPLICATION_STATUSES.map((s) => s.toLowerCase()) as readonly UrlStatus[];

const BY_LOWER = new Map<string, ApplicationStatus>(APPLICATION_STATUSES.map((s) => [s.toLowerCase(), s]));

/** True when `value` is a status in exact API form. */
export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Parses untrusted input in any letter case (trimmed) to a status; null for anything else. */
export function parseStatus(input: unknown): ApplicationStatus | null {
  if (typeof input !== 'string') return null;
  return BY_LOWER.get(input.trim().toLowerCase()) ?? null;
}

/** The URL (lowercase) form of a status. */
export function toUrlStatus(status: ApplicationStatus): UrlStatus {
  return status.toLowerCase() as UrlStatus;
}

/**
 * The API form of a status given in URL or API form; throws on an unknown status (use parseStatus for untrusted input).
 */
export function toApiStatus(status: UrlStatus | ApplicationStatus): ApplicationStatus {
  const parsed = parseStatus(status);
  if (!parsed) throw new Error(`Unknown application status: ${String(status)}`);
  return parsed;
}

/** True for New … Done. */
export function isMainStatus(status: ApplicationStatus): boolean {
  return (MAIN_ORDER as readonly string[]).includes(status);
}

/** True for Rejected, Blocked, Hold. */
export function isSideStatus(status: ApplicationStatus): boolean {
  return (SIDE_STATUSES as readonly string[]).includes(status);
}

/** The status one step after `status` in FORWARD_STEP_ORDER, or null. */
export function nextForwardStep(status: ApplicationStatus): ApplicationStatus | null {
  const i = (FORWARD_STEP_ORDER as readonly string[]).indexOf(status);
  return i >= 0 && i < FORWARD_STEP_ORDER.length - 1 ? FORWARD_STEP_ORDER[i + 1] : null;
}
