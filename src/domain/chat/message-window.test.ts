import { describe, expect, it } from 'vitest';
import { mergeChatMessages, withNewestPage, withNewMessages, withOlderPage } from './message-window';

describe('mergeChatMessages', () => {
  it('keeps each id once, oldest first, newest copy wins', () => {
    const a = [
      { id: 3, v: 'a' },
      { id: 1, v: 'a' },
    ];
    const b = [
      { id: 2, v: 'b' },
      { id: 3, v: 'b' },
    ];
    expect(mergeChatMessages(a, b)).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
      { id: 3, v: 'b' },
    ]);
  });
  it('is idempotent', () => {
    const a = [{ id: 1 }, { id: 2 }];
    expect(mergeChatMessages(mergeChatMessages(a, a), a)).toEqual(a);
  });
});

describe('a conversation’s window of messages', () => {
  const m = (...ids: number[]) => ids.map((id) => ({ id }));

  it('a newest page that begins at a message the window holds is merged with it; the older part is kept', () => {
    const held = { messages: m(10, 11, 12, 13, 14), hasMore: true };
    expect(withNewestPage(held, { messages: m(13, 14, 15, 16), hasMore: true })).toEqual({
      messages: m(10, 11, 12, 13, 14, 15, 16),
      hasMore: true,
    });
    // Beginning exactly at the held newest is an overlap too.
    expect(withNewestPage(held, { messages: m(14, 15), hasMore: true }).messages).toEqual(m(10, 11, 12, 13, 14, 15));
  });

  it('a newest page that does not reach the window held replaces it: messages between may be missing', () => {
    const held = { messages: m(10, 11, 12), hasMore: false };
    expect(withNewestPage(held, { messages: m(40, 41), hasMore: true })).toEqual({
      messages: m(40, 41),
      hasMore: true,
    });
    // A live message that came while the page was on its way is newer than it: kept, the gap before the page is not.
    expect(
      withNewestPage({ messages: m(10, 11, 12, 90), hasMore: false }, { messages: m(40, 41), hasMore: true }),
    ).toEqual({ messages: m(40, 41, 90), hasMore: true });
  });

  it('a newest page with nothing before it is the whole chat up to its newest; nothing held is the page', () => {
    const whole = { messages: m(3, 4), hasMore: false };
    expect(withNewestPage({ messages: m(1, 2, 3, 4), hasMore: true }, whole)).toEqual(whole);
    expect(withNewestPage(undefined, whole)).toEqual(whole);
    expect(withNewestPage({ messages: [], hasMore: false }, { messages: m(5), hasMore: true })).toEqual({
      messages: m(5),
      hasMore: true,
    });
    // An empty chat when fetched, a message since: the message stays.
    expect(withNewestPage({ messages: m(7), hasMore: true }, { messages: [], hasMore: false })).toEqual({
      messages: m(7),
      hasMore: false,
    });
  });

  it('an older page goes before the window and says whether still older ones exist', () => {
    expect(withOlderPage({ messages: m(20, 21), hasMore: true }, { messages: m(18, 19), hasMore: false })).toEqual({
      messages: m(18, 19, 20, 21),
      hasMore: false,
    });
  });

  it('live and sent messages join the window once each; before the first page they start it and are kept', () => {
    expect(withNewMessages({ messages: m(1, 2), hasMore: false }, m(3, 2))).toEqual({
      messages: m(1, 2, 3),
      hasMore: false,
    });
    const early = withNewMessages(undefined, m(9));
    expect(early).toEqual({ messages: m(9), hasMore: true });
    // The first page, written before that message was, comes after it: the message is not lost.
    expect(withNewestPage(early, { messages: m(7, 8), hasMore: true })).toEqual({
      messages: m(7, 8, 9),
      hasMore: true,
    });
    expect(withNewestPage(early, { messages: m(7, 8), hasMore: false })).toEqual({
      messages: m(7, 8, 9),
      hasMore: false,
    });
  });
});
