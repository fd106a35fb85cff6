// User-facing words of the onboarding checklist and the Cleared rule (issue 31). Part of the one catalogue:
// MESSAGES.onboarding in src/domain/shared/messages.ts.
import type { ContractStatus, OnboardingItemStatus } from './placement-states';

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

  /** The checklist card. */
  checklistTitle: 'Onboarding checklist',
  checklistEmpty: 'Nothing to do on the checklist for this assignment.',
  nextStep: 'Do next',
  allDone: 'Every required item is verified.',
  optional: 'Optional',
  due: (date: string) => `Due ${date}`,
  overdue: 'Overdue',
  expires: (date: string) => `Expires ${date}`,
  expiresDuringAssignment: 'expires during the assignment',
  expiresDuringAssignmentLong: (expiresOn: string, endDate: string) =>
    `This document expires on ${expiresOn}, before the assignment ends on ${endDate}: it expires during the assignment. Renew it and upload the new one.`,
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  status: {
    missing: 'Missing',
    submitted: 'Submitted',
    verified: 'Verified',
    rejected: 'Rejected',
  } satisfies Record<OnboardingItemStatus, string>,
  /** Item labels derived from the job's requirements. */
  itemLabel: {
    licence: (state: string) => `Professional licence (${state})`,
    licenceDescription: (state: string) =>
      `A licence valid in ${state}. A multistate (compact) licence counts only when ${state} is a compact state.`,
    certification: (name: string) => name,
    vaccination: (name: string) => `${name} vaccination`,
    skillsChecklist: 'Skills checklist',
    references: (n: number) => `${n} reference${n === 1 ? '' : 's'}`,
    referencesDescription: 'Name your referees; each answers a short form sent by email.',
    diploma: 'Diploma',
    driversLicence: "Driver's licence",
    resume: 'Resume',
  },
  /** Actions. */
  chooseFromProfile: 'Choose from profile',
  uploadNew: 'Upload new',
  useThisDocument: 'Use this document',
  noMatchingDocuments: 'No document of this kind in your profile yet. Upload one.',
  verify: 'Verify',
  reject: 'Reject',
  rejectTitle: 'Reject this item',
  rejectReason: 'Reason (the worker sees it)',
  reasonRequired: 'Give a reason.',
  submitted: 'Submitted for review',
  verified: 'Verified',
  rejected: 'Rejected and sent back to the worker',
  itemChanged: (label: string) => `“${label}” changed since you loaded it. The checklist now shows its current state.`,
  /** Refusals. */
  notFulfillable: 'This item is filled in another way (references are answered by the referees).',
  documentNotYours: 'Choose one of your own documents.',
  cannotSubmitNow: 'This item is verified already.',
  cannotReviewNow: 'Only a submitted item can be verified or rejected.',
  /** What an item still needs before it may be Verified (verify-rules.ts), and the Verify button's question. */
  verifyMissing: {
    document: 'the document',
    number: 'the licence number',
    expiry: 'the expiry date',
    referees: (needed: number, named: number) => `${needed} referee${needed === 1 ? '' : 's'} named (${named} so far)`,
    references: (needed: number, received: number) =>
      `${needed} reference${needed === 1 ? '' : 's'} received (${received} so far)`,
  },
  cannotVerifyYet: (label: string, missing: string[]) =>
    `${label} cannot be verified yet. Missing: ${missing.join('; ')}.`,
  verifyMissingHint: (missing: string[]) => `Missing: ${missing.join('; ')}`,
  openDocument: (name: string) => `Open ${name}`,
  /** The checklist's upload of a dated credential (a licence asks its number too), issue 42. */
  uploadDetailsTitle: (label: string) => `Upload: ${label}`,
  licenceNumber: 'Licence number',
  expiryDate: 'Expiry date',
  chooseFile: 'Choose the file and submit',
  numberRequired: 'Enter the licence number.',
  expiryRequired: 'Enter the expiry date.',
  verifyConfirmTitle: 'Verify this item?',
  verifyConfirm: (label: string) =>
    `${label} will be marked Verified. It counts towards clearing the placement; check the document first.`,
  /** The Cleared rule. */
  clearance: {
    notReadyTitle: 'Not ready for Cleared',
    refused: (missing: string[]) => `Not ready for Cleared. Still missing: ${missing.join('; ')}.`,
    contractNotSigned: 'The contract is not signed by both sides',
    contractMissing: 'There is no contract yet',
    itemNotVerified: (label: string, status: string) => `${label} (${status.toLowerCase()})`,
    overrideTitle: 'Clear anyway',
    overrideHint: 'Only an organization user can clear a placement with items missing. The reason is kept in History.',
    overrideReason: 'Why is this placement cleared anyway?',
    overrideButton: 'Clear anyway',
    overrideDone: 'Cleared with items missing; the reason is in History.',
    overrideNotes: (reason: string, missing: string[]) => `Cleared anyway: ${reason}. Missing: ${missing.join('; ')}.`,
    overrideForbidden: 'Only an organization user can clear a placement with items missing.',
    nothingToOverride: 'Nothing is missing: use Change Status to move it to Cleared.',
    onlyFromOnboarding: 'Only a placement in Onboarding can be cleared.',
  },
  /** History and notifications. */
  history: {
    submitted: (label: string) => `${label}: submitted`,
    verified: (label: string) => `${label}: verified`,
    rejected: (label: string, reason: string) => `${label}: rejected (${reason})`,
  },
  notification: (label: string, status: string, job: string, reason?: string | null) =>
    `Onboarding for ${job}: ${label} is ${status.toLowerCase()}${reason?.trim() ? ` (reason: ${reason.trim()})` : ''}.`,
  /** Templates (settings and the job). */
  templates: {
    title: 'Onboarding items',
    allJobsHint: 'Items every placement of your organization needs (background check, drug screen, I-9 …).',
    jobHint: 'Items placements of this job need on top of the organization’s items.',
    add: 'Add item',
    label: 'Item',
    description: 'Description',
    needsDocument: 'Needs a document',
    dueDays: 'Due days before the start',
    archive: 'Remove',
    saved: 'Onboarding item saved',
    removed: 'Onboarding item removed',
    empty: 'No items yet.',
    forAllJobs: 'All jobs',
    job: 'Job',
  },
  /** What a page or card says while it loads. */
  loadingChecklist: 'Loading checklist',
  loadingDocuments: 'Loading documents',
  loadingReferences: 'Loading references',
  /** The referee's page while its emailed link is checked. */
  checkingLink: 'Checking the link',
} as const;
