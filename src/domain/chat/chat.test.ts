import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PREVIEW_LENGTH,
  chatPreview,
  CHAT_NOTIFY_QUIET_MS,
  chatNotificationDue,
  parseChatMessageBody,
} from './chat';
import { MESSAGES } from '../shared/messages';

describe('parseChatMessageBody', () => {
  it.each([
    ['  hello  ', { ok: true, text: 'hello' }],
    ['a\r\nb', { ok: true, text: 'a\nb' }],
    ['x\u0000y\u0007', { ok: true, text: 'xy' }],
    ['   \n\t ', { ok: false, message: MESSAGES.chat.empty }],
    ['', { ok: false, message: MESSAGES.chat.empty }],
    ['a'.repeat(CHAT_MESSAGE_MAX_LENGTH), { ok: true, text: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH) }],
    ['a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), { ok: false, message: MESSAGES.chat.tooLong }],
    [`  ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)}  `, { ok: true, text: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH) }],
    ['<script>alert(1)</script>', { ok: true, text: '<script>alert(1)</script>' }],
  ])('%j', (raw, expected) => {
    expect(parseChatMessageBody(raw)).toEqual(expected);
  });
});

describe('chatNotificationDue', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('allows the first email and one per quiet period', () => {
    expect(chatNotificationDue(null, now)).toBe(true);
    expect(chatNotificationDue(new Date(now.getTime() - CHAT_NOTIFY_QUIET_MS + 1), now)).toBe(false);
    expect(chatNotificationDue(new Date(now.getTime() - CHAT_NOTIFY_QUIET_MS), now)).toBe(true);
  });
});

describe('chatPreview', () => {
  it('keeps a short message whole, on one line', () => {
    expect(chatPreview('Hello\n  there')).toBe('Hello there');
  });
  it('shortens a long message at a word, with an ellipsis', () => {
    const long = `${'word '.repeat(40)}end`;
    const p = chatPreview(long);
    expect(p.endsWith('word…')).toBe(true);
    expect(p.length).toBeLessThanOrEqual(CHAT_PREVIEW_LENGTH + 1);
  });
  it('cuts a long run without spaces at the limit', () => {
    expect(chatPreview('x'.repeat(200))).toBe(`${'x'.repeat(CHAT_PREVIEW_LENGTH)}…`);
  });
});
