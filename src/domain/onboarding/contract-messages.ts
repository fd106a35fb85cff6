// User-facing words of the assignment contract (drafting, signing, countersigning, voiding) (issue 31). Part of the one catalogue: MESSAGES.contract in src/domain/shared/messages.ts.
import type { ContractStatus } from './placement-states';

/** Messages of the assignment contract (drafting, signing, countersigning, voiding). */
export const CONTRACT_MESSAGES = {
  title: 'Assignment contract',
  /** What each status means to the person looking at it. */
  status: {
    awaiting_worker: 'Waiting for the worker to sign',
    awaiting_countersign: 'Signed by the worker, waiting for the countersignature',
    signed: 'Signed by both sides',
    void: 'Void',
  } satisfies Record<ContractStatus, string>,
  /** The short badge of each status. */
  badge: {
    awaiting_worker: 'Waiting for worker',
    awaiting_countersign: 'Waiting for countersignature',
    signed: 'Signed',
    void: 'Void',
  } satisfies Record<ContractStatus, string>,
  none: 'No contract yet. It is drafted when an offer is accepted.',
  voidExplained: (reason: string) =>
    `This contract is void: ${reason} A new contract is drafted when the new offer is accepted.`,
  voidReasonNewOffer: 'a new offer was made after it was drafted.',
  voidReasonReaccepted: 'different terms were accepted after it was drafted.',
  /** The cancellation policy when the agreed terms do not let the facility cancel shifts (issue 42). */
  facilityMayNotCancel:
    'The facility may not cancel a scheduled shift. A scheduled shift the worker is not given is paid at the guaranteed hours.',
  reviewAndSign: 'Review and sign',
  countersign: 'Countersign',
  download: 'Download PDF',
  downloadSigned: 'Download signed PDF',
  openPdf: 'Open the contract as PDF',
  signedOn: (who: string, when: string) => `Signed by ${who} on ${when}`,
  weeklyPay: (amount: string) => `Weekly pay ${amount}`,
  // The dialog.
  dialogTitleWorker: 'Review and sign your contract',
  dialogTitleOrg: 'Countersign the contract',
  consentLabel:
    'I agree to sign this contract electronically, and that my electronic signature is as binding as a handwritten one.',
  fullNameLabel: 'Your full name',
  fullNameHint: (name: string) => `Type it as it is on your account: ${name}`,
  signatureKindLabel: 'Signature',
  signatureTyped: 'Type my signature',
  signatureDrawn: 'Draw my signature',
  typedSignatureLabel: 'Typed signature',
  drawnSignatureLabel: 'Draw your signature in the box with a finger, pen or mouse',
  clearDrawing: 'Clear',
  drawHint: 'Using a keyboard? Choose “Type my signature”.',
  submitSign: 'Sign the contract',
  submitCountersign: 'Countersign the contract',
  cancel: 'Cancel',
  signedToast: 'Contract signed',
  countersignedToast: 'Contract countersigned',
  /** A signed contract whose sealed PDF the server is still laying out (issue 43: after the countersignature). */
  sealPending: 'The signed PDF is being prepared. It appears here in a moment.',
  // Validation and refusals.
  consentRequired: 'Tick the box to agree to sign electronically.',
  fullNameRequired: 'Type your full name.',
  fullNameMismatch: (name: string) => `The name must match the name on your account: ${name}.`,
  signatureRequired: 'Add your signature: type it or draw it.',
  drawingRequired: 'Draw your signature in the box, or choose to type it.',
  drawingTooLarge: 'The drawn signature is too large. Clear it and draw it again.',
  drawingInvalid: 'The drawn signature could not be read. Clear it and draw it again.',
  drawingTooBig: (w: number, h: number) =>
    `The drawn signature is larger than ${w} × ${h} pixels. Clear it and draw it again.`,
  notFound: 'This application has no contract yet.',
  isVoid: 'This contract is void. A new contract is drafted when the new offer is accepted.',
  alreadySigned: 'This contract is already signed.',
  workerFirst: 'The worker signs first; countersign once they have signed.',
  workerAlreadySigned: 'You have already signed this contract.',
  changedWhileSigning: 'The contract changed while you were signing it. Review the new contract and sign again.',
  notTheWorker: 'Only the worker of this application signs here.',
  notCountersigner: 'Only an organization user or the assigned recruiter countersigns the contract.',
  // The PDF.
  pdf: {
    parties: 'Parties',
    organization: 'Organization',
    worker: 'Worker',
    job: 'Assignment',
    facility: 'Facility',
    location: 'Location',
    datesAndHours: 'Dates and hours',
    pay: 'Pay',
    cancellation: 'Cancellation policy',
    termination: 'Termination policy',
    clauses: 'Further terms',
    offerVersion: (v: number | null) => (v === null ? 'Posted terms of the job' : `Offer version ${v}`),
    drafted: (when: string) => `Drafted ${when}`,
    signaturePage: 'Signatures',
    auditTrail: 'Audit trail',
    side: { worker: 'Worker', organization: 'For the organization' },
    signedAt: 'Signed at',
    fullName: 'Full name',
    ip: 'IP address',
    userAgent: 'User agent',
    documentHash: 'SHA-256 of the document signed',
    draftHash: 'SHA-256 of the contract as drafted',
    typedSignature: 'Typed signature',
    drawnSignature: 'Drawn signature',
    signatureUnreadable: 'The drawn signature stored for this signer could not be drawn; it is kept as received.',
    consent: 'Consent',
    sealNote:
      'This document is sealed with the platform’s digital signature. Any change after sealing shows as an invalid signature in a PDF reader.',
    sealReason: 'Assignment contract signed by both parties',
  },
  // Notifications and History.
  history: {
    workerSigned: (name: string) => `Contract signed by ${name}`,
    countersigned: (name: string) => `Contract countersigned by ${name} and sealed`,
    voided: (reason: string) => `Contract void: ${reason}`,
  },
  notify: {
    drafted: (job: string) => `Your contract for ${job} is ready to sign.`,
    worker_signed: (who: string, job: string) => `${who} signed the contract for ${job}. It is ready to countersign.`,
    signed: (who: string, job: string) => `${who} countersigned the contract for ${job}. It is signed by both sides.`,
    void: (job: string) => `The contract for ${job} is void: a new offer was made.`,
  },
  notificationKind: 'Assignment contract',
} as const;
