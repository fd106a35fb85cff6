// Query keys of the feature, apart from its client: the app's live events (app/live-events.ts) name them without
// bringing the feature's hooks and schemas along.

export const documentsQueryKey = (workerId: string) => ['documents', workerId] as const;
