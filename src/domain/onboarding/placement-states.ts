// The states of a placement after an accepted offer (issue 31): the assignment contract, the onboarding checklist's
// items and the references collected by email. Stored as text columns (schema.ts); these lists are the only values.

/** An assignment contract's life: drafted → worker signs → organization countersigns; a new offer voids it. */
export const CONTRACT_STATUSES = ['awaiting_worker', 'awaiting_countersign', 'signed', 'void'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Which side a contract signature is from. */
export const CONTRACT_SIDES = ['worker', 'organization'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];

/** An onboarding checklist item: Missing → Submitted → Verified, or Rejected with a reason (back to the worker). */
export const ONBOARDING_ITEM_STATUSES = ['missing', 'submitted', 'verified', 'rejected'] as const;
export type OnboardingItemStatus = (typeof ONBOARDING_ITEM_STATUSES)[number];

/** Where a checklist item comes from: the job's requirements, or an item the organization added. */
export const ONBOARDING_ITEM_KINDS = [
  'licence',
  'certification',
  'vaccination',
  'skills_checklist',
  'references',
  'diploma',
  'drivers_licence',
  'resume',
  'custom',
] as const;
export type OnboardingItemKind = (typeof ONBOARDING_ITEM_KINDS)[number];
