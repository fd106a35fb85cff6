// A chat socket (/api/ws) lives no longer than its session: logout, deactivation, role change, password change and
// password reset close it with CHAT_CLOSE_SESSION_REVOKED, and nothing reaches it afterwards. The revoking request goes
// through instance A and the sockets are connected to instance B: with TEST_DATABASE_URL they are separate pools on one
// PostgreSQL (the announcement travels by LISTEN/NOTIFY); without it A and B are the same embedded-PGlite instance.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_SESSION_REVOKED } from '@/domain/chat';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { sentEmails, users } from '../db/schema';
import { createLocalStorage } from '../storage/local';
import { buildApp } from '../app';
import { HUB_RESYNC } from '../queue/hub';
import { openTestDatabase } from '../test/test-app';
import { buildOrgWithTeam, buildUser, buildWorker, TEST_PASSWORD, type TestUser } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { createSession } from '../test/session';
import { openTestSocket, type TestSocket } from '../test/test-socket';

const TWO_INSTANCES = Boolean(process.env.TEST_DATABASE_URL);

let drop: () => Promise<void>;
let second: Database | null = null;
let a: FastifyInstance;
let b: FastifyInstance;
let baseB = '';
let dir: string;

beforeAll(async () => {
  const first = await openTestDatabase();
  drop = first.drop;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-session-sockets-'));
  // A session cache (off by default) so that an instance can still believe a revoked session: the sockets must not.
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'test-secret' }),
    sessionCacheTtlMs: 5000,
  };
  const storage = createLocalStorage(path.join(dir, 'files'));
  a = await buildApp({ config, database: first.database, storage });
  if (TWO_INSTANCES) {
    second = await openPostgres(await databaseUrlOf(first.database));
    b = await buildApp({ config, database: second, storage });
  } else b = a;
  for (const app of new Set([a, b])) await app.ready();
  baseB = await b.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  for (const app of new Set([b, a])) await app?.close();
  await second?.close();
  await drop?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A chat between a worker and a recruiter, and a socket of the worker on instance B (it sees every message). */
async function chatWithObserver() {
  const team = await buildOrgWithTeam(a);
  const worker = await buildWorker(a);
  const res = await injectAs(a, worker).post('/api/ask-recruiter', {
    organization_id: team.job.organizationId,
    job_id: team.job.id,
    gw_job_id: team.job.gwJobId,
    // A chat is created with its first message.
    message: 'Hello',
  });
  expect(res.statusCode).toBe(200);
  const chatId = res.json().chatId as string;
  const observer = await openTestSocket(baseB, worker.cookie);
  return { ...team, worker, chatId, observer };
}

/** Sends a message as `from` and waits until `observer` has it: any open socket of the chat has it by then too. */
async function say(from: TestUser | string, chatId: string, observer: TestSocket, body: string) {
  const res = await injectAs(a, from).post(`/api/chats/${chatId}/messages`, { body });
  expect(res.statusCode).toBe(201);
  const id = res.json().message.id as number;
  await observer.next((f) => f.type === 'message' && f.message.id === id);
  return id;
}

const messageIds = (socket: TestSocket) => socket.frames.flatMap((f) => (f.type === 'message' ? [f.message.id] : []));

/** The socket was closed as revoked, and a message sent afterwards never reached it. */
async function expectRevoked(socket: TestSocket, send: () => Promise<number>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillOpen = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still open after 5 s'), 5000)));
  expect(await Promise.race([socket.closed, stillOpen])).toEqual({
    code: CHAT_CLOSE_SESSION_REVOKED,
    reason: 'session revoked',
  });
  clearTimeout(timer);
  const later = await send();
  expect(messageIds(socket)).not.toContain(later);
}

describe('chat sockets end with the session', () => {
  it('logout closes the sockets of that session only; the other session keeps receiving', async () => {
    const { recruiter, worker, chatId, observer } = await chatWithObserver();
    const otherCookie = await createSession(a, recruiter.id);
    const socket = await openTestSocket(baseB, recruiter.cookie);
    const other = await openTestSocket(baseB, otherCookie);
    const before = await say(worker, chatId, observer, 'before logout');
    await socket.next((f) => f.type === 'message' && f.message.id === before);

    expect((await injectAs(a, recruiter).post('/api/auth/logout')).statusCode).toBe(200);
    await expectRevoked(socket, async () => {
      const id = await say(worker, chatId, observer, 'after logout');
      await other.next((f) => f.type === 'message' && f.message.id === id);
      return id;
    });
    expect(other.isClosed()).toBe(false);
    await expect(openTestSocket(baseB, recruiter.cookie)).rejects.toThrow('upgrade refused: 401');
    for (const s of [other, observer]) s.close();
  });

  it('deactivating a recruiter closes every socket of theirs', async () => {
    const { recruiter, orgUser, worker, chatId, observer } = await chatWithObserver();
    const sockets = [
      await openTestSocket(baseB, recruiter.cookie),
      await openTestSocket(baseB, await createSession(a, recruiter.id)),
    ];
    const res = await injectAs(a, orgUser).post(`/api/org/members/${recruiter.id}/active`, { active: false });
    expect(res.json()).toEqual({ id: recruiter.id, active: false });
    for (const socket of sockets) await expectRevoked(socket, () => say(worker, chatId, observer, 'still there?'));
    await expect(openTestSocket(baseB, recruiter.cookie)).rejects.toThrow('upgrade refused: 401');
    observer.close();
  });

  it('a role change closes the sockets; the still valid session may open a new one with the new role', async () => {
    const { recruiter, worker, chatId, observer } = await chatWithObserver();
    const admin = await buildUser(a, 'admin');
    const socket = await openTestSocket(baseB, recruiter.cookie);
    const res = await injectAs(a, admin).patch(`/api/admin/users/${recruiter.id}/role`, { role: 'organization' });
    expect(res.json()).toEqual({ id: recruiter.id, role: 'organization' });
    await expectRevoked(socket, () => say(worker, chatId, observer, 'after the role change'));
    const again = await openTestSocket(baseB, recruiter.cookie);
    expect(again.isClosed()).toBe(false);
    for (const s of [again, observer]) s.close();
  });

  it('a password change closes the sockets of the other sessions and keeps the one that changed it', async () => {
    const { recruiter, worker, chatId, observer } = await chatWithObserver();
    const otherCookie = await createSession(a, recruiter.id);
    const kept = await openTestSocket(baseB, recruiter.cookie);
    const other = await openTestSocket(baseB, otherCookie);
    const res = await injectAs(a, recruiter).post('/api/me/password', {
      current_password: TEST_PASSWORD,
      new_password: 'a-brand-new-password',
    });
    expect(res.json()).toEqual({ ok: true });
    await expectRevoked(other, async () => {
      const id = await say(worker, chatId, observer, 'after the password change');
      await kept.next((f) => f.type === 'message' && f.message.id === id);
      return id;
    });
    expect(kept.isClosed()).toBe(false);
    for (const s of [kept, observer]) s.close();
  });

  it('a password reset closes every socket of the account', async () => {
    const { recruiter, worker, chatId, observer } = await chatWithObserver();
    const socket = await openTestSocket(baseB, recruiter.cookie);
    const forgot = await a.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: recruiter.email },
    });
    expect(forgot.statusCode).toBe(200);
    await a.outbox.drain();
    const [mail] = await a.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.to, recruiter.email))
      .orderBy(desc(sentEmails.id))
      .limit(1);
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toMatch(/^[\w-]{20,}$/);
    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-reset-password' },
    });
    expect(res.statusCode).toBe(200);
    await expectRevoked(socket, () => say(worker, chatId, observer, 'after the reset'));
    observer.close();
  });

  it('a socket whose revocation was not announced to it is closed when its session is read again', async () => {
    const { recruiter, worker, chatId, observer } = await chatWithObserver();
    const socket = await openTestSocket(baseB, recruiter.cookie);
    // Deactivated behind the hub's back (as if its announcement was lost while the hub reconnected): the socket stays
    // until the hub's resync makes instance B read every socket's session again.
    await a.db.update(users).set({ active: false }).where(eq(users.id, recruiter.id));
    await say(worker, chatId, observer, 'before the resync');
    expect(socket.isClosed()).toBe(false);
    await b.hub.publish(HUB_RESYNC, {});
    await expectRevoked(socket, () => say(worker, chatId, observer, 'after the resync'));
    observer.close();
  });

  it('a socket opened by a session revoked while the upgrade was under way is closed before it is ready', async () => {
    const { recruiter } = await buildOrgWithTeam(a);
    // Instance B has the session cached (its HTTP check passes for a few seconds), but the account is already off.
    expect((await injectAs(b, recruiter).get('/api/auth/me')).statusCode).toBe(200);
    await a.db.update(users).set({ active: false }).where(eq(users.id, recruiter.id));
    await expect(openTestSocket(baseB, recruiter.cookie)).rejects.toThrow(
      `closed before ready: ${CHAT_CLOSE_SESSION_REVOKED}`,
    );
  });
});

/** The URL of the database a handle points at (the pool's connection string). */
async function databaseUrlOf(database: Database): Promise<string> {
  const res = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${res.rows[0].name}`;
  return u.toString();
}
