// Query keys of close-out reviews (issue 45), apart from its client: the app's live events (app/live-events.ts) name
// them without bringing the feature's hooks and schemas along.

export const reviewKeys = {
  all: ['reviews'] as const,
  application: (applicationId: string) => ['reviews', 'application', applicationId] as const,
  facility: (jobId: string) => ['reviews', 'facility', jobId] as const,
};
