// The words of the recruiter's application pages: the lists, the detail, its cards and dialogs.
// (CONVENTIONS.md: user-facing words come from the domain's message catalogue; eslint-rules/no-literal-words.js.)
export const APPLICATION_MESSAGES = {
  /** The overview of every status with its count (/application). */
  overview: {
    title: 'Applications',
    newestActivity: 'Newest activity',
    noActivity: 'No activity yet.',
    /** When the counts could not be loaded (and the server said nothing). */
    loadFailed: 'Could not load applications.',
  },
  /** A card of the pipeline board and its grip (the drag handle). */
  boardCard: {
    /** What the grip is, read by screen readers (as @dnd-kit says it once loaded). */
    roleDescription: 'draggable',
    move: (worker: string, job: string) => `Move ${worker}, ${job}`,
  },
  /** A column of the pipeline board. */
  boardColumn: {
    empty: 'No applications',
    showMore: 'Show more',
    /** The column's count badge, read aloud. */
    count: (n: number) => `${n} applications`,
  },
  /** A status list's bulk actions over the selected rows. */
  bulk: {
    group: 'Bulk actions',
    changeStatus: 'Change status',
  },
  /** The bulk Assign recruiter dialog (and the button that opens it). */
  assign: {
    title: 'Assign recruiter',
    recruiter: 'Recruiter',
    submit: 'Assign',
  },
  /** The Change Status dialog (and the detail page's link that opens it). */
  changeStatus: {
    title: 'Change Status',
    newStatus: 'New status',
    continue: 'Continue',
    /** The empty first option of the status picker. */
    choose: 'Choose a status',
  },
  /** The decision asked before a move to Done, Rejected, Blocked or Hold. */
  decision: {
    maker: 'Who made this decision?',
    reason: 'Reason',
    notes: 'Notes',
    moveTo: (status: string) => `Move to ${status}`,
  },
  /** The job-vs-worker comparison of the detail page. */
  comparison: {
    /** The column of each row's match badge. */
    matchColumn: 'Match',
    /** The match percent with what it counts (MESSAGES.matchPercentOf). */
    match: (percentOf: string) => `Match: ${percentOf}`,
    lockedMode: 'Locked mode',
    /** The column of each row's field name. */
    fieldColumn: 'Field',
    /** Ask Worker about one row: "Ask Worker about Specialty". */
    askAbout: (ask: string, field: string) => `${ask} about ${field}`,
  },
  /** The status history and the offer versions of the detail page. */
  history: {
    title: 'History',
    empty: 'No status changes yet.',
    /** Who made the decision of a move to Done, Rejected, Blocked or Hold. */
    decidedBy: (name: string) => `decided by ${name}`,
    offers: 'Offers',
    /** One offer version: "Version 2: Counter Offer by worker". */
    offerVersion: (version: number, kind: string, side: string) => `Version ${version}: ${kind} by ${side}`,
  },
  /** The worker's card and the assigned recruiter's picker on the detail page. */
  infoCard: {
    workerCard: 'Worker',
    recruiterCard: 'Recruiter',
    email: 'Email',
    phone: 'Phone',
    assignedRecruiter: 'Assigned recruiter',
    /** The copy button of a contact line: "Copy email". */
    copy: (label: string) => `Copy ${label.toLowerCase()}`,
  },
} as const;
