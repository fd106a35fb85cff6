// @vitest-environment jsdom
// The web reads every answer through the zod schema its endpoint declares in src/domain: in tests api() parses the
// answer with it (a drifting fixture or type fails), and a scan of src/web keeps hand-typed answers from coming back.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { notificationUnreadSchema } from '@/domain/notifications';
import { api, AnswerMismatchError } from './api';
import { server } from '../test/msw';

/** Every source file of src/web (tests and test helpers aside), as text, by its path under src/web. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Calls that still read an answer as a hand-written type (`api<T>(…)`), per file: a ratchet that may only shrink.
 * Each needs a response schema in src/domain used by its route (messages' and the dashboard's routes declare theirs
 * inline in the server today). Remove a line once its calls pass `schema:`.
 */
const HAND_TYPED: Record<string, number> = {
  'features/dashboard/api.ts': 1,
};

describe('api() answers', () => {
  it('parses an answer with its schema in tests and throws when it does not match', async () => {
    server.use(http.get('/api/notifications/unread', () => HttpResponse.json({ unread: 'three' })));
    await expect(api('/api/notifications/unread', { schema: notificationUnreadSchema })).rejects.toThrow(
      AnswerMismatchError,
    );
  });

  it('returns a matching answer as the server sent it', async () => {
    server.use(http.get('/api/notifications/unread', () => HttpResponse.json({ unread: 3 })));
    await expect(api('/api/notifications/unread', { schema: notificationUnreadSchema })).resolves.toEqual({
      unread: 3,
    });
  });

  it('no call in src/web reads an answer as a hand-written type beyond the shrinking list', () => {
    const found: Record<string, number> = {};
    for (const [path, text] of Object.entries(SOURCES)) {
      // Paths are relative to this folder (lib/): './x.ts' is lib/x.ts, '../features/…' the rest.
      const rel = path.startsWith('./') ? `lib/${path.slice(2)}` : path.replace(/^\.\.\//, '');
      if (rel === 'lib/api.ts') continue;
      const count = (text.match(/\bapi<[^>(]/g) ?? []).length;
      if (count > 0) found[rel] = count;
    }
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(found).toEqual(HAND_TYPED);
  });
});
