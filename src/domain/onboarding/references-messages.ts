// User-facing words of references collected by email (issue 31). Part of the one catalogue: MESSAGES.references in src/domain/shared/messages.ts.

/** Messages of references collected by email. */
export const REFERENCE_MESSAGES = {} as const;
