// Chat rules shared by server and web: message length, paging, notification quiet period and the WebSocket frames the
// server sends. The payloads' schemas are in chat-schemas.ts (the chat list draws its previews without zod).
import { MESSAGES } from '../shared/messages';
import type { ChatMessage } from './chat-schemas';

/** Longest message, in characters, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a conversation. */
export const CHAT_PAGE_SIZE = 30;
/** Chats per page of the chat list. */
export const CHAT_LIST_PAGE_SIZE = 50;
/** Messages one user may send per minute (all chats together). */
export const CHAT_SEND_PER_MINUTE = 20;
/** An unread message is emailed after this delay (when it is still unread). */
export const CHAT_NOTIFY_DELAY_MS = 60_000;
/** At most one email per chat and recipient within this period. */
export const CHAT_NOTIFY_QUIET_MS = 15 * 60_000;
/** Most missed messages sent per chat on a reconnect (the rest load by scrolling). */
export const CHAT_CATCH_UP_LIMIT = 200;

// Control characters other than tab and newline have no place in plain text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Normalizes a typed message and checks its length: the stored text, or the message to show. */
export function parseChatMessageBody(raw: string): { ok: true; text: string } | { ok: false; message: string } {
  const text = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  if (!text) return { ok: false, message: MESSAGES.chat.empty };
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, message: MESSAGES.chat.tooLong };
  return { ok: true, text };
}

/** Characters of a message shown in the chat list's preview. */
export const CHAT_PREVIEW_LENGTH = 90;

/**
 * The chat list's preview of a message: on one line, shortened at a word to about CHAT_PREVIEW_LENGTH characters with
 * an ellipsis (the list shows the words it chose, never text cut by its box).
 */
export function chatPreview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= CHAT_PREVIEW_LENGTH) return line;
  const cut = line.slice(0, CHAT_PREVIEW_LENGTH);
  const word = cut.lastIndexOf(' ');
  return `${(word > CHAT_PREVIEW_LENGTH / 2 ? cut.slice(0, word) : cut).trimEnd()}…`;
}

/** Is a new email allowed for this chat, given when the recipient was last emailed about it? */
export function chatNotificationDue(lastNotifiedAt: Date | null, now: Date): boolean {
  return !lastNotifiedAt || now.getTime() - lastNotifiedAt.getTime() >= CHAT_NOTIFY_QUIET_MS;
}

/**
 * A resource whose data changed, by id only (no content): every open page showing it refetches what its reader may see
 * (the web app's one map of resources to queries, src/web/app/live-events.ts).
 */
export type LiveResource =
  | { kind: 'application'; id: string }
  | { kind: 'documents'; workerId: string }
  | { kind: 'credentials'; workerId: string }
  /** The referees of an application (issue 31): named, sent, reminded, answered. */
  | { kind: 'references'; applicationId: string }
  /** An organization's webhooks (one paused by the circuit breaker, or resumed). */
  | { kind: 'webhooks' }
  /** An assignment's hours and pay (issue 44): its clock, weeks, statements and ledger. */
  | { kind: 'timesheet'; applicationId: string }
  /** An organization's invoices (issue 45): one issued; shown only to its organization users. */
  | { kind: 'invoices' }
  /** A placement's close-out reviews (issue 45): a review given, a reply, a do-not-return mark. */
  | { kind: 'reviews'; applicationId: string }
  /** A job's posting: edited, paused, reopened or closed (to every worker, and to its organization's staff). */
  | { kind: 'job'; id: string }
  /** A job open to applications that was not (posted, or reopened): boards it matches may show it (to every worker). */
  | { kind: 'job-opened'; id: string }
  /** What an organization requires to match before applying (to every worker, and to its staff). */
  | { kind: 'apply-requirements'; organizationId: string };

/** Frames the server sends on /api/ws. */
export type ChatServerFrame =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'message'; chatId: string; message: ChatMessage }
  | { type: 'read'; chatId: string; userId: string; lastReadMessageId: number }
  | { type: 'chat'; chatId: string }
  /** The person's notification-centre items changed (a new item, or items read on another tab): refetch them. */
  | { type: 'notifications' }
  /** A resource the person can see changed (an application's status or offer, a worker's documents or credentials). */
  | { type: 'changed'; resource: LiveResource };
