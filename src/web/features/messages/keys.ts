// Query keys of the feature, apart from its client: the app's live events (app/live-events.ts) name them without
// bringing the feature's hooks and schemas along.

export const chatKeys = {
  all: ['chats'] as const,
  list: () => ['chats', 'list'] as const,
  chat: (chatId: string) => ['chats', 'one', chatId] as const,
  messages: (chatId: string) => ['chats', 'messages', chatId] as const,
  unread: () => ['messages', 'unread'] as const,
};
