// Issue 34 "caps on what one actor can hold": one session holds at most MAX_SOCKETS_PER_SESSION chat sockets and one
// user MAX_SOCKETS_PER_USER; each one past the cap closes the oldest (CHAT_CLOSE_TOO_MANY_SOCKETS), and another user's
// sockets are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_TOO_MANY_SOCKETS } from '@/domain/chat';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildWorker } from '../test/factories';
import { createSession } from '../test/session';
import { openTestSocket, type TestSocket } from '../test/test-socket';
import { MAX_SOCKETS_PER_SESSION, MAX_SOCKETS_PER_USER } from '../modules/messages/chat-sockets';

let t: TestApp;
let base: string;
const opened: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t.close();
});

async function open(cookie: string) {
  const s = await openTestSocket(base, cookie);
  opened.push(s);
  return s;
}

describe('WebSocket caps', () => {
  it('a session past its cap loses its oldest socket; the others and another user stay open', async () => {
    const worker = await buildWorker(t.app);
    const other = await buildWorker(t.app);
    const bystander = await open(other.cookie);
    const mine: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) mine.push(await open(worker.cookie));
    expect(mine.some((s) => s.isClosed())).toBe(false);
    const newest = await open(worker.cookie);
    expect((await mine[0].closed).code).toBe(CHAT_CLOSE_TOO_MANY_SOCKETS);
    const next = await open(worker.cookie);
    expect((await mine[1].closed).code).toBe(CHAT_CLOSE_TOO_MANY_SOCKETS);
    for (const s of [...mine.slice(2), newest, next, bystander]) expect(s.isClosed()).toBe(false);
    // The survivors still answer.
    next.send({ type: 'ping' });
    await next.next((f) => f.type === 'pong');
  });

  it('a user past the cap across sessions loses the oldest socket of all their sessions', async () => {
    const worker = await buildWorker(t.app);
    const sessions = [worker.cookie, await createSession(t.app, worker.id), await createSession(t.app, worker.id)];
    const all: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) all.push(await open(sessions[i % sessions.length]));
    expect(all.some((s) => s.isClosed())).toBe(false);
    await open(sessions[2]);
    expect((await all[0].closed).code).toBe(CHAT_CLOSE_TOO_MANY_SOCKETS);
    expect(all.slice(1).some((s) => s.isClosed())).toBe(false);
  });
});
