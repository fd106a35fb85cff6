// @vitest-environment jsdom
// The web reads every answer through the zod schema its endpoint declares in src/domain: in tests api() parses the
// answer with it (a drifting fixture or type fails), and a scan of src/web keeps hand-typed answers from coming back.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  NOTIFICATION_KINDS,
  notificationSettingsInput,
  notificationSettingsSchema,
  notificationUnreadSchema,
} from '@/domain/notifications';
import { formRefusal, formRefusals } from '@/domain/shared';
import { api, AnswerMismatchError, ApiError, checkedBody } from './api';
import { server } from '../test/msw';
import { jobDetailQuery } from '../features/jobs/queries';

/** Every source file of src/web (tests and test helpers aside), as text, by its path under src/web. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Calls that read an answer as a hand-written type (`api<T>(…)`), per file: none. The ratchet shrank to nothing (the
 * dashboard's summary was the last) and `api` lost its type parameter, so such a call no longer type-checks; this
 * test keeps the count at zero for code the type checker does not see (a cast through `any`).
 */
const HAND_TYPED: Record<string, number> = {};

describe('api() answers', () => {
  it('parses an answer with its schema in tests and throws when it does not match', async () => {
    server.use(http.get('/api/notifications/unread', () => HttpResponse.json({ unread: 'three' })));
    await expect(api('/api/notifications/unread', { schema: notificationUnreadSchema })).rejects.toThrow(
      AnswerMismatchError,
    );
  });

  it("a call's schema reaches api() in tests (`import.meta.env.DEV && schema`; a build drops it): a drift fails", async () => {
    expect(import.meta.env.DEV).toBe(true);
    server.use(http.get('/api/jobs/job-1', () => HttpResponse.json({ title: 3 })));
    const queryFn = jobDetailQuery('job-1').queryFn as (c: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).rejects.toThrow(AnswerMismatchError);
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

describe('checkedBody', () => {
  it('refuses a body its route’s schema refuses before anything is sent, as the server would answer (400)', async () => {
    let calls = 0;
    server.use(
      http.put('/api/notifications/settings', () => {
        calls++;
        return HttpResponse.json({ settings: [] });
      }),
    );
    const body = { settings: [] };
    const send = () =>
      api('/api/notifications/settings', {
        method: 'PUT',
        body: checkedBody(notificationSettingsInput, body),
        schema: notificationSettingsSchema,
      });
    const refused = (() => {
      try {
        send();
        return null;
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).message).toBe(formRefusal(notificationSettingsInput, body));
    expect((refused as ApiError).body.fields).toEqual(formRefusals(notificationSettingsInput, body));
    expect(calls).toBe(0);
    const good = { settings: [{ kind: NOTIFICATION_KINDS[0], email: true }] };
    expect(checkedBody(notificationSettingsInput, good)).toBe(good);
  });
});
