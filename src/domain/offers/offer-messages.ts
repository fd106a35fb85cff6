// The words of the offer panels and the worker's offer actions.
// (CONVENTIONS.md: user-facing words come from the domain's message catalogue; eslint-rules/no-literal-words.js.)
export const OFFER_MESSAGES = {
  /** The answers to an offer, on the recruiter's and the worker's side. */
  actions: {
    group: 'Offer actions',
    accept: 'Accept',
    decline: 'Decline',
    withdraw: 'Withdraw',
    close: 'Close',
  },
  /** "Accept with eyes open": the confirmation before an offer is accepted. */
  acceptConfirm: {
    intro: 'You are accepting these terms. The application then moves to Onboarding.',
    terms: 'Terms you accept',
    confirm: 'Confirm and accept',
  },
  /** The old and new offer side by side. */
  compare: {
    label: 'Offer comparison',
    changed: 'Changed',
    /** The column of each term's name. */
    term: 'Term',
    /** The old side of a first offer: the job's posted terms. */
    posted: 'Posted',
    oldOffer: (version: number, kind: string) => `Old offer (v${version}, ${kind})`,
    newOffer: (version: number, kind: string) => `New offer (v${version}, ${kind})`,
    /** The pay breakdown's title: "Pay of the new offer (v2, counter offer)". */
    payOf: (head: string) => `Pay of the ${head.toLowerCase()}`,
  },
  /** The offer form of both sides. */
  form: {
    label: 'Offer form',
    derivedHint: 'Worked out from the hourly rate, hours and stipend',
  },
  /** The decline / withdraw dialog. */
  reasonDialog: {
    reason: 'Reason',
    notes: 'Notes',
  },
  /** The recruiter's offer panel. */
  panel: {
    detail: 'Offer detail',
    title: 'Offer',
    none: 'No offer has been made on this application.',
    acceptCounter: 'Accept Counter Offer',
    declineCounter: 'Decline Counter Offer',
    /** The submit button of the Make Offer form. */
    sendOffer: 'Send Offer',
  },
  /** The worker's offer and its answers. */
  worker: {
    title: 'Your offer',
    none: 'No offer yet.',
    counterSent: 'Your counter offer was sent. The recruiter will answer it.',
    acceptOffer: 'Accept Offer',
    declineOffer: 'Decline Offer',
    withdrawApplication: 'Withdraw Application',
    /** The toast once a counter offer is sent. */
    counterSentToast: 'Counter offer sent',
    /** The submit button of the counter dialog: "Send Counter Offer", "Send Re Counter". */
    sendCounter: (action: string) => `Send ${action}`,
  },
} as const;
