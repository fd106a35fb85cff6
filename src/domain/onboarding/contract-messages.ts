// User-facing words of the assignment contract (drafting, signing, countersigning, voiding) (issue 31). Part of the one catalogue: MESSAGES.contract in src/domain/shared/messages.ts.

/** Messages of the assignment contract (drafting, signing, countersigning, voiding). */
export const CONTRACT_MESSAGES = {} as const;
