// Query keys of the feature, apart from its client: the app's live events (app/live-events.ts) name them without
// bringing the feature's hooks and schemas along.

export const webhooksQueryKey = ['org', 'webhooks'] as const;

/** The organization's jobs (the Opportunities Manager's pages). */
export const orgJobsQueryKey = ['org', 'jobs'] as const;

/** The organization's apply requirements (/dashboard/preferences). */
export const orgPreferencesQueryKey = ['org', 'preferences'] as const;
