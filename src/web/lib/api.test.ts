// @vitest-environment jsdom
// The web reads every answer through the zod schema its endpoint declares in src/domain: in tests api() parses the
// answer with it (a drifting fixture or type fails), and a scan of src/web keeps hand-typed answers from coming back.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { notificationUnreadSchema } from '@/domain/notifications';
import { api, AnswerMismatchError } from './api';
import { server } from '../test/msw';

const WEB = join(__dirname, '..');

/**
 * Calls that still read an answer as a hand-written type (`api<T>(…)`), per file: a ratchet that may only shrink.
 * Each needs a response schema in src/domain used by its route (messages' and the dashboard's routes declare theirs
 * inline in the server today). Remove a line once its calls pass `schema:`.
 */
const HAND_TYPED: Record<string, number> = {
  'features/dashboard/api.ts': 23,
  'features/dashboard/components/job-form-modal.tsx': 1,
  'features/dashboard/pages/invite-page.tsx': 1,
  'features/documents/api.ts': 4,
  'features/messages/api.ts': 6,
  'features/profile/api.ts': 1,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

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
    for (const file of sourceFiles(WEB)) {
      const rel = relative(WEB, file).split('\\').join('/');
      if (rel === 'lib/api.ts') continue;
      const count = (readFileSync(file, 'utf8').match(/\bapi<[^>(]/g) ?? []).length;
      if (count > 0) found[rel] = count;
    }
    expect(found).toEqual(HAND_TYPED);
  });
});
