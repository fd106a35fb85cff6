// What closing an account does, a rule the account page reads on its first view (apart from the payloads' schemas in
// account-schemas.ts, which bring zod: decision 0032).
import type { Role } from './roles';

/**
 * What closing an account does: a worker's private data is deleted (history organizations keep is anonymised);
 * recruiters, organization users and admins are deactivated, so their organization keeps its records.
 */
export const ACCOUNT_CLOSURES = ['deleted', 'deactivated'] as const;
export type AccountClosure = (typeof ACCOUNT_CLOSURES)[number];

/** How an account of `role` is closed at its owner's request. */
export function accountClosureFor(role: Role): AccountClosure {
  return role === 'worker' ? 'deleted' : 'deactivated';
}
