// The words of the job board, a job's page, thanks-for-applying and saved searches.
// (CONVENTIONS.md: user-facing words come from the domain's message catalogue; eslint-rules/no-literal-words.js.)
export const JOB_MESSAGES = {
  /** The board's search form and its filters (job-filters.tsx, filters-drawer.tsx). */
  search: {
    label: 'Job search',
    placeholder: 'Title, specialty, facility or city',
    submit: 'Search',
    filters: 'Filters',
    /** The phone's Filters button, with the number of active filters. */
    filtersCount: (n: number) => (n ? `Filters (${n})` : 'Filters'),
    removeFilter: (label: string, value: string) => `Remove filter ${label}: ${value}`,
    /** Each filter's empty choice. */
    any: {
      profession: 'Any profession',
      specialty: 'Any specialty',
      state: 'Any state',
      terms: 'Any terms',
      shift: 'Any shift',
    },
    activeFilters: 'Active filters',
    clearFilters: 'Clear filters',
    showJobs: 'Show jobs',
  },
  /** One job on the board (job-card.tsx). */
  card: {
    percentMatch: (percent: number) => `${percent}% match`,
    perWeek: (amount: string) => `${amount} / week`,
    hoursPerWeek: (hours: string) => `${hours} hrs/week`,
    posted: (date: string) => `Posted ${date}`,
    alreadyApplied: 'Already Applied',
    strongMatch: 'Strong match',
    partialMatch: 'Partial match',
    weakMatch: 'Weak match',
    starts: (date: string) => `Starts ${date}`,
  },
  /** A job's page: its description, the comparison with the worker's profile and the apply panel. */
  description: {
    none: 'No description yet.',
  },
  comparison: {
    jobNotSpecified: 'Not specified',
    workerNotProvided: 'Not provided',
    /** A comparison section's table. */
    table: (section: string) => `${section} comparison`,
  },
  apply: {
    autoOfferConsent: 'Are you 100% sure you will accept this offer?',
  },
  /** /explore-jobs/thanks-for-applying/:applicationId. */
  thanks: {
    title: 'Thanks for applying!',
    sent: 'Your application has been sent to the recruiter with status New.',
    nextTitle: 'What happens next',
    nextReview: 'The recruiter reviews your profile against the job and moves your application to Screening.',
    nextSubmit: 'If you are a fit, they submit you to the facility and may make you an offer.',
    nextOffer:
      'You can accept, decline or counter an offer from your work journey, and chat with the recruiter any time.',
    reference: (applicationId: string) => `Application reference: ${applicationId}`,
    workJourney: 'Go to my work journey',
    exploreMore: 'Explore more jobs',
  },
  /** Saved searches: the Save search button and dialog on /explore-jobs, the panel on /profile. */
  savedSearches: {
    title: 'Saved searches',
    loading: 'Loading saved searches',
    loadFailed: 'Failed to load saved searches',
    /** The empty panel's sentence, around its link to Explore jobs. */
    emptyBefore: 'No saved searches. On',
    emptyLink: 'Explore jobs',
    emptyAfter: ', choose filters and press Save search to get new jobs by email.',
    list: 'Your saved searches',
    edit: 'Edit',
    delete: 'Delete',
    /** A saved search's Edit button (its accessible name) and the edit dialog's title. */
    editNamed: (name: string) => `Edit ${name}`,
    deleteNamed: (name: string) => `Delete ${name}`,
    deleted: 'Saved search deleted',
    updated: 'Saved search updated',
    save: 'Save search',
    saveTitle: 'Save this search',
    filters: (search: string) => `Filters: ${search}`,
    name: 'Name',
    frequency: 'Email me new jobs',
    /** The name suggested when the search has no words or place. */
    defaultName: 'My job search',
    submit: 'Save',
    saved: 'Search saved. We will email you new matching jobs.',
  },
} as const;

/** The job form's words for the filling group. */
export const JOB_FILLING_MESSAGES = {
  openings: 'Openings',
  openingsHint: 'The job closes once this many placements are Working or Done.',
  keepOpen: 'Keep the job open when its openings are filled',
} as const;
