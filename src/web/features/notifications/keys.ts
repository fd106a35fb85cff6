// Query keys of the feature, apart from its client: the app's live events (app/live-events.ts) name them without
// bringing the feature's hooks and schemas along.

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  list: (limit: number) => ['notifications', 'list', limit] as const,
  settings: () => ['notifications', 'settings'] as const,
};
