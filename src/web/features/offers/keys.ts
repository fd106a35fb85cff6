// Query keys of the feature, apart from its client: the app's live events (app/live-events.ts) name them without
// bringing the feature's hooks and schemas along.

export const offerKeys = {
  application: (id: string) => ['offers', 'application', id] as const,
  journey: (status?: string | null) => ['work-journey', status ?? 'all'] as const,
};
