// Signed-in roles and decision-maker options (spec section 6).

/** Every role a user account can have; `admin` is the spec's unnamed "admin-like" role. */
export const ROLES = ['worker', 'recruiter', 'organization', 'admin'] as const;

/** A user role. */
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when signing up (admin accounts are created by operators). */
export const SIGNUP_ROLES = ['worker', 'recruiter', 'organization'] as const satisfies readonly Role[];

/** Display labels for roles. */
export const ROLE_LABELS: Record<Role, string> = {
  worker: 'Worker',
  recruiter: 'Recruiter',
  organization: 'Organization',
  admin: 'Admin',
};

/** Who made a status decision; MSP and Facility appear only here, never as roles. */
export const DECISION_MAKERS = ['Worker', 'Recruiter', 'Organization', 'MSP', 'Facility', 'Not Specified'] as const;

/** A decision-maker option. */
export type DecisionMaker = (typeof DECISION_MAKERS)[number];

/** True when `value` is one of ROLES. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `value` is one of DECISION_MAKERS. */
export function isDecisionMaker(value: unknown): value is DecisionMaker {
  return typeof value === 'string' && (DECISION_MAKERS as readonly string[]).includes(value);
}

/**
 * The decision maker preselected for a signed-in role: recruiter → Recruiter, organization → Organization, else Not
 * Specified.
 */
export function defaultDecisionMaker(role: Role): DecisionMaker {
  if (role === 'recruiter') return 'Recruiter';
  if (role === 'organization') return 'Organization';
  return 'Not Specified';
}

/**
 * Who decided a move made by `role` when nobody named it (the writer of moves records it): a worker decides their own
 * moves (a counter offer, an acceptance); staff get the preselect of defaultDecisionMaker.
 */
export function moveDecisionMaker(role: Role): DecisionMaker {
  return role === 'worker' ? 'Worker' : defaultDecisionMaker(role);
}
