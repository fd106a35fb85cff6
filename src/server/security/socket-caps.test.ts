// Issue 34 "caps on what one actor can hold": one session holds at most MAX_SOCKETS_PER_SESSION chat sockets and one
// user MAX_SOCKETS_PER_USER; each one past the cap closes the oldest (CHAT_CLOSE_TOO_MANY_SOCKETS), and another user's
// sockets are untouched.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_TOO_MANY_SOCKETS } from '@/domain/chat';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildWorker } from '../test/factories';
import { createSession } from '../test/session';
import { openTestSocket, type TestSocket } from '../test/test-socket';
import { MAX_SOCKETS_PER_SESSION, MAX_SOCKETS_PER_USER, UPGRADES_PER_SESSION } from '../modules/messages/chat-sockets';

const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  opts: { headers: Record<string, string> },
) => { on: (event: string, fn: (...args: unknown[]) => void) => void; terminate: () => void };

/** One upgrade attempt: 'open', or the HTTP status it was refused with. */
function attempt(cookie: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie } });
    ws.on('open', () => {
      ws.terminate();
      resolve('open');
    });
    // Refused: the answer's status, once the server has closed the connection (a refused upgrade holds no socket).
    ws.on('unexpected-response', (_req, res) => {
      const r = res as { statusCode: number; socket: { once: (e: string, f: () => void) => void }; resume: () => void };
      r.resume();
      r.socket.once('close', () => resolve(r.statusCode));
    });
    ws.on('error', () => undefined);
  });
}

let t: TestApp;
let base: string;
const opened: TestSocket[] = [];
/** Every statement the app runs, while `counting`. */
let counting: string[] | null = null;
/**
 * The session lookups `work` causes: auth.ts's batched lookup (`"sessions"."id" = any(…)`), which an upgrade makes
 * before it is answered, so every one counted belongs to an attempt of `work`. (A socket's own checks, of its session
 * and chats, run after its upgrade answer: those of sockets opened before `work` ran during it on a busy machine, so
 * counting every statement on sessions or chats counted others'.)
 */
async function countSessionReads<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  counting = [];
  try {
    const result = await work();
    return { result, queries: counting.filter((q) => /from "sessions".*"sessions"\."id" = any\(/.test(q)).length };
  } finally {
    counting = null;
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (q) => counting?.push(q) });
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

  it("a session's upgrades past its budget are refused (429) before the session is looked up; another's are not", async () => {
    const worker = await buildWorker(t.app);
    const other = await buildWorker(t.app);
    // One after another until the first refusal: the burst (and what refilled meanwhile) opens, each past the cap
    // evicting the oldest.
    const started = Date.now();
    let opens = 0;
    let refused: 'open' | number = 'open';
    while (refused === 'open' && opens < UPGRADES_PER_SESSION.burst * 3) {
      refused = await attempt(worker.cookie);
      if (refused === 'open') opens++;
    }
    expect(refused).toBe(429);
    const refill = ((Date.now() - started) / 1000) * UPGRADES_PER_SESSION.perSecond;
    expect(opens).toBeGreaterThanOrEqual(UPGRADES_PER_SESSION.burst);
    expect(opens).toBeLessThanOrEqual(UPGRADES_PER_SESSION.burst + Math.ceil(refill) + 1);
    // Twenty more at once, with no cached session: the refused ones read nothing (at most one session read per
    // upgrade let through).
    t.app.sessionCache.clear();
    const batch = await countSessionReads(() => Promise.all(Array.from({ length: 20 }, () => attempt(worker.cookie))));
    const admitted = batch.result.filter((r) => r === 'open').length;
    expect(batch.result.filter((r) => r === 429).length).toBeGreaterThan(10);
    expect(batch.queries).toBeLessThanOrEqual(admitted);
    // Another user's session has its own budget (and its upgrade's lookup is counted: the count sees lookups).
    const another = await countSessionReads(() => attempt(other.cookie));
    expect(another.result).toBe('open');
    expect(another.queries).toBe(1);
  });

  it('a socket of a session that already holds a checked one follows its chats without reading the database', async () => {
    const worker = await buildWorker(t.app);
    const first = await open(worker.cookie);
    // The first socket's own setup (its session and chats read after the upgrade answer) is over before counting: a
    // ping answered proves it ran (on PostgreSQL it could still be reading when the second upgrade began).
    first.send({ type: 'ping' });
    await first.next((f) => f.type === 'pong');
    counting = [];
    const result = await open(worker.cookie);
    const reads = counting;
    counting = null;
    opened.push(result);
    // The socket's setup reads nothing (its chats come from its sibling). The upgrade's sign-in check reads the
    // session once where there is no session cache (PostgreSQL, where another instance may have revoked it).
    expect(reads.filter((q) => /chat_participants|chats/i.test(q))).toEqual([]);
    expect(reads.filter((q) => /sessions/i.test(q)).length).toBe(t.app.database.kind === 'pglite' ? 0 : 1);
    result.send({ type: 'ping' });
    await result.next((f) => f.type === 'pong');
    expect(first.isClosed()).toBe(false);
  });
});
