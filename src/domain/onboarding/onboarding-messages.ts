// User-facing words of the onboarding checklist and the Cleared rule (issue 31). Part of the one catalogue:
// MESSAGES.onboarding in src/domain/shared/messages.ts.
import type { ContractStatus } from './placement-states';

/** Messages of the onboarding checklist and the Cleared rule. */
export const ONBOARDING_MESSAGES = {
  /** A placement's checklist progress, as list rows, board cards and the worker's page show it. */
  progress: (verified: number, total: number) => `${verified} of ${total} verified`,
  /** The contract's state in a row or card ("contract: waiting for worker"). */
  contractState: {
    none: 'contract: not drafted',
    awaiting_worker: 'contract: waiting for worker',
    awaiting_countersign: 'contract: waiting for countersignature',
    signed: 'contract: signed',
    void: 'contract: void',
  } satisfies Record<ContractStatus | 'none', string>,
  /** Days until the assignment starts, as both sides see it. */
  startCountdown: (days: number) =>
    days < 0
      ? `Started ${-days} day${days === -1 ? '' : 's'} ago`
      : days === 0
        ? 'Starts today'
        : `Starts in ${days} day${days === 1 ? '' : 's'}`,
} as const;
