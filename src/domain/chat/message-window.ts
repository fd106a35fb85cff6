// What an open chat shows and how it grows: message lists merged by id, and the window of messages (its newest page,
// older pages, live and sent messages). Pure and without zod, so the web's first view can hold it (the conversation's
// query, web/features/messages/queries.ts, is in the router's prefetch table).

/** Merges message lists by id: each message once, oldest first (live, catch-up and older pages meet here). */
export function mergeChatMessages<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * What a conversation shows: a run of the chat's messages with no gap, oldest first, ending at the newest the page
 * knows, and whether older ones exist before it. It grows back by older pages and forward by live, caught-up and sent
 * messages; it is what the query cache holds for a chat (web: messages/queries.ts chatMessagesQuery).
 */
export interface MessageWindow<T extends { id: number } = { id: number }> {
  messages: T[];
  hasMore: boolean;
}

/**
 * The chat's newest page (fetched again: the chat opened once more, a refetch) over the window held. Where the page
 * begins at a message the window holds, the two overlap and no message between them can be missing: they are merged
 * and the older part loaded before is kept. Otherwise messages may have come between them unseen: the page, its older
 * part loaded again on scroll. Either way a message the window holds that is newer than the page (it arrived live
 * while the page was on its way) is kept. A page with nothing before it is the whole chat up to its newest.
 */
export function withNewestPage<T extends { id: number }>(
  held: MessageWindow<T> | undefined,
  page: MessageWindow<T>,
): MessageWindow<T> {
  if (!held || held.messages.length === 0) return page;
  const pageNewest = page.messages.length ? page.messages[page.messages.length - 1]!.id : 0;
  const newer = held.messages.filter((x) => x.id > pageNewest);
  const first = page.messages[0];
  if (page.hasMore && first && held.messages.some((x) => x.id === first.id))
    return { messages: mergeChatMessages(held.messages, page.messages), hasMore: held.hasMore };
  return { messages: mergeChatMessages(page.messages, newer), hasMore: page.hasMore };
}

/** An older page (loaded on scroll) before the window: merged, and whether still older ones exist is the page's. */
export function withOlderPage<T extends { id: number }>(
  held: MessageWindow<T> | undefined,
  page: MessageWindow<T>,
): MessageWindow<T> {
  return held ? { messages: mergeChatMessages(held.messages, page.messages), hasMore: page.hasMore } : page;
}

/**
 * Messages that arrived one by one (live, caught up after a reconnect, or just sent) after the window: merged. Before
 * the first page has come they start the window, older ones assumed (the page, when it comes, overlaps them).
 */
export function withNewMessages<T extends { id: number }>(
  held: MessageWindow<T> | undefined,
  incoming: readonly T[],
): MessageWindow<T> {
  return { messages: mergeChatMessages(held?.messages ?? [], incoming), hasMore: held ? held.hasMore : true };
}
