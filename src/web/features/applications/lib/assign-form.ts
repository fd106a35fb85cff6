// The bulk Assign recruiter dialog's check (assign-dialog.tsx), shared with the parity test (form-catalogue): the
// chosen recruiter for the selected rows, checked by the bulk route's own schema (bulkActionInput).
import { bulkActionInput } from '@/domain/applications';
import type { DomainFormCheck } from '../../../lib/domain-form-check';

/** What the dialog holds: the recruiter chosen ('' before a choice). */
export interface AssignValues extends Record<string, unknown> {
  recruiterId: string;
}

/** One selected row with the version the list showed. */
export interface AssignTarget {
  applicationId: string;
  version: number;
}

/** The dialog's schema: the bulk route's. */
export const assignFormSchema = bulkActionInput;

/** The payload for `applications` and where a refusal shows: the recruiter's on the select, the rows' above it. */
export function assignFormCheck(applications: readonly AssignTarget[]): DomainFormCheck<AssignValues> {
  return {
    toInput: (v) => ({ action: 'assign', newRecruiterId: v.recruiterId, applications }),
    fieldOf: (path) => (path === 'newRecruiterId' ? 'recruiterId' : '_form'),
  };
}
