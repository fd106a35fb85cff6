import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_NOTIFY_DELAY_MS,
  CHAT_NOTIFY_QUIET_MS,
  CHAT_SEND_PER_MINUTE,
} from '@/domain/chat';
import { MESSAGES } from '@/domain/shared';
import { applications, chatParticipants, chats, messages, sentEmails, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrg,
  buildOrgWithTeam,
  buildWorker,
  type TestUser,
} from '../../test/factories';
import { applyAs, injectAs } from '../../test/inject-as';
import { openTestSocket } from '../../test/test-socket';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await t?.close();
});

const inject = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  method === 'GET' ? injectAs(t.app, user).get(url) : injectAs(t.app, user).post(url, payload as object | undefined);

/** Ask Recruiter / Ask Worker with a first message (pass `message: undefined` to only look the chat up). */
async function ask(
  worker: TestUser,
  job: { id: string; organizationId: string; gwJobId: string; recruiterId: string | null },
  extra: Record<string, unknown> = {},
) {
  const res = await inject(worker, 'POST', '/api/ask-recruiter', {
    organization_id: job.organizationId,
    recruiter_id: job.recruiterId,
    job_id: job.id,
    gw_job_id: job.gwJobId,
    message: 'Hello, a question about this job.',
    ...extra,
  });
  return res;
}

const chatsOfJob = (jobId: string) => t.app.db.select().from(chats).where(eq(chats.jobId, jobId));
const messagesOf = (chatId: string) => t.app.db.select().from(messages).where(eq(messages.chatId, chatId));

/** A chat between a worker and the job's recruiter, still without messages (the message tests start from it). */
async function newChat() {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const [chat] = await t.app.db
    .insert(chats)
    .values({
      workerId: worker.id,
      recruiterId: team.recruiter.id,
      organizationId: team.org.id,
      jobId: team.job.id,
      gwJobId: team.job.gwJobId,
    })
    .returning({ id: chats.id });
  await t.app.db.insert(chatParticipants).values([
    { chatId: chat.id, userId: worker.id },
    { chatId: chat.id, userId: team.recruiter.id },
  ]);
  return { ...team, worker, chatId: chat.id };
}

describe('POST /api/ask-recruiter', () => {
  it('opening without a message creates no chat; the first message creates exactly one, with that message', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const opened = await ask(worker, job, { message: undefined });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ chatId: null, message: null });
    expect(await chatsOfJob(job.id)).toHaveLength(0);
    expect((await inject(recruiter, 'GET', '/api/chats')).json().items).toEqual([]);

    const sent = await ask(worker, job, { message: '  About Preferred states: is Texas fine?  ' });
    expect(sent.statusCode).toBe(200);
    const { chatId, message } = sent.json();
    expect(message).toMatchObject({ chatId, senderId: worker.id, body: 'About Preferred states: is Texas fine?' });
    expect(await chatsOfJob(job.id)).toHaveLength(1);
    expect((await messagesOf(chatId)).map((m) => m.body)).toEqual(['About Preferred states: is Texas fine?']);
    expect((await inject(recruiter, 'GET', '/api/messages/unread')).json()).toEqual({ unread: 1 });

    // Asking again writes into the same chat; opening again finds it.
    expect((await ask(worker, job, { message: 'And Ohio?' })).json().chatId).toBe(chatId);
    expect((await ask(worker, job, { message: undefined })).json()).toEqual({ chatId, message: null });
    expect(await chatsOfJob(job.id)).toHaveLength(1);
    expect(await messagesOf(chatId)).toHaveLength(2);
  });

  it('refuses an empty or too long first message and creates nothing', async () => {
    const { job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const empty = await ask(worker, job, { message: '  \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: MESSAGES.chat.empty, fields: { body: MESSAGES.chat.empty } });
    const long = await ask(worker, job, { message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGES.chat.tooLong);
    expect(await chatsOfJob(job.id)).toHaveLength(0);
  });

  it('creates the chat with the job’s recruiter once, then returns the same chat', async () => {
    const { org, recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const first = await ask(worker, job);
    expect(first.statusCode).toBe(200);
    const { chatId } = first.json();
    const again = await ask(worker, job);
    expect(again.json().chatId).toBe(chatId);
    const [row] = await t.app.db.select().from(chats).where(eq(chats.id, chatId));
    expect(row).toMatchObject({
      workerId: worker.id,
      recruiterId: recruiter.id,
      organizationId: org.id,
      jobId: job.id,
      gwJobId: job.gwJobId,
    });
    const people = await t.app.db
      .select({ userId: chatParticipants.userId })
      .from(chatParticipants)
      .where(eq(chatParticipants.chatId, chatId));
    expect(people.map((p) => p.userId).sort()).toEqual([worker.id, recruiter.id].sort());
  });

  it('ignores a recruiter_id in the body that disagrees with the job', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const other = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const res = await ask(worker, job, { recruiter_id: other.recruiter.id });
    const [row] = await t.app.db.select().from(chats).where(eq(chats.id, res.json().chatId));
    expect(row.recruiterId).toBe(recruiter.id);
  });

  it('uses the organization’s first active recruiter when the job has none', async () => {
    const org = await buildOrg(t.app);
    const gone = await buildMember(t.app, 'recruiter', org.id);
    await t.app.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const first = await buildMember(t.app, 'recruiter', org.id);
    await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id);
    const worker = await buildWorker(t.app);
    const res = await ask(worker, job);
    const [row] = await t.app.db.select().from(chats).where(eq(chats.id, res.json().chatId));
    expect(row.recruiterId).toBe(first.id);
  });

  it('says so when the organization has nobody to chat with', async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    const res = await ask(await buildWorker(t.app), job);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'UNPROCESSABLE', message: MESSAGES.chat.noRecruiter });
  });

  it('lets a recruiter open the same chat with a worker who applied (Ask Worker)', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    await buildApplication(t.app, worker.id, job);
    const fromWorker = (await ask(worker, job)).json().chatId;
    const res = await ask(recruiter, job, { worker_id: worker.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().chatId).toBe(fromWorker);
  });

  it('refuses a recruiter asking a worker who never applied to the organization, or without worker_id', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const stranger = await buildWorker(t.app);
    expect((await ask(recruiter, job, { worker_id: stranger.id })).statusCode).toBe(404);
    const missing = await ask(recruiter, job);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.chat.workerRequired);
  });

  it('refuses a recruiter of another organization and unknown jobs', async () => {
    const { job } = await buildOrgWithTeam(t.app);
    const other = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    await buildApplication(t.app, worker.id, other.job);
    expect((await ask(other.recruiter, job, { worker_id: worker.id })).statusCode).toBe(404);
    expect((await ask(worker, { ...job, id: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await ask(worker, { ...job, id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('needs a signed-in user and a valid body', async () => {
    // Signed out: 401 before the body is even validated (the API's authentication gate).
    const res = await t.app.inject({ method: 'POST', url: '/api/ask-recruiter', payload: {} });
    expect(res.statusCode).toBe(401);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/ask-recruiter',
      payload: { organization_id: 'a', job_id: 'b', gw_job_id: 'c' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('stores trimmed plain text and lists it, newest page first in ascending order', async () => {
    const { worker, recruiter, chatId } = await newChat();
    const sent = await inject(worker, 'POST', `/api/chats/${chatId}/messages`, {
      body: '  <b>Is parking provided?</b>  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({ chatId, senderId: worker.id, body: '<b>Is parking provided?</b>' });
    await inject(recruiter, 'POST', `/api/chats/${chatId}/messages`, { body: 'Yes, free parking.' });
    const page = await inject(worker, 'GET', `/api/chats/${chatId}/messages`);
    expect(page.json().messages.map((m: { body: string }) => m.body)).toEqual([
      '<b>Is parking provided?</b>',
      'Yes, free parking.',
    ]);
    expect(page.json().hasMore).toBe(false);
  });

  it('pages older messages with before=', async () => {
    const { worker, chatId } = await newChat();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: `m${i}` })).json().message.id);
    const latest = (await inject(worker, 'GET', `/api/chats/${chatId}/messages?limit=2`)).json();
    expect(latest.messages.map((m: { body: string }) => m.body)).toEqual(['m3', 'm4']);
    expect(latest.hasMore).toBe(true);
    const older = (await inject(worker, 'GET', `/api/chats/${chatId}/messages?limit=2&before=${ids[3]}`)).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2']);
    const oldest = (await inject(worker, 'GET', `/api/chats/${chatId}/messages?limit=2&before=${ids[1]}`)).json();
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((m: { body: string }) => m.body)).toEqual(['m0']);
  });

  it('refuses empty and too long messages with a clear message', async () => {
    const { worker, chatId } = await newChat();
    const long = await inject(worker, 'POST', `/api/chats/${chatId}/messages`, {
      body: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'Messages can be at most 2000 characters.',
      fields: { body: 'Messages can be at most 2000 characters.' },
    });
    const empty = await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: ' \n ' });
    expect(empty.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'Please type a message.',
      fields: { body: 'Please type a message.' },
    });
    const exact = await inject(worker, 'POST', `/api/chats/${chatId}/messages`, {
      body: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH),
    });
    expect(exact.statusCode).toBe(201);
  });

  it('a worker cannot read or post in another worker’s chat (404, nothing stored)', async () => {
    const { chatId } = await newChat();
    const intruder = await buildWorker(t.app);
    expect((await inject(intruder, 'GET', `/api/chats/${chatId}`)).statusCode).toBe(404);
    expect((await inject(intruder, 'GET', `/api/chats/${chatId}/messages`)).statusCode).toBe(404);
    const post = await inject(intruder, 'POST', `/api/chats/${chatId}/messages`, { body: 'hi' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound });
    expect((await inject(intruder, 'POST', `/api/chats/${chatId}/read`, { lastReadMessageId: 1 })).statusCode).toBe(
      404,
    );
    expect((await inject(intruder, 'GET', '/api/chats')).json().items).toEqual([]);
    expect((await inject(intruder, 'GET', '/api/chats/not-a-uuid')).statusCode).toBe(404);
  });

  it('a recruiter of the same organization who is not in the chat cannot see it; the organization user reads but cannot post', async () => {
    const { org, orgUser, chatId } = await newChat();
    const colleague = await buildMember(t.app, 'recruiter', org.id);
    expect((await inject(colleague, 'GET', `/api/chats/${chatId}`)).statusCode).toBe(404);
    expect((await inject(orgUser, 'GET', `/api/chats/${chatId}`)).json().participant).toBe(false);
    const post = await inject(orgUser, 'POST', `/api/chats/${chatId}/messages`, { body: 'hi' });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe(MESSAGES.chat.notParticipant);
  });

  it('counts unread messages per chat and in total, and clears them when read', async () => {
    const { worker, recruiter, chatId, job } = await newChat();
    const before = (await inject(recruiter, 'GET', '/api/messages/unread')).json().unread;
    await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'one' });
    const last = (await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'two' })).json().message;
    expect((await inject(recruiter, 'GET', '/api/messages/unread')).json()).toEqual({ unread: before + 2 });
    expect((await inject(worker, 'GET', '/api/messages/unread')).json()).toEqual({ unread: 0 });
    const list = (await inject(recruiter, 'GET', '/api/chats')).json();
    const item = list.items.find((i: { id: string }) => i.id === chatId);
    expect(item).toMatchObject({
      unread: 2,
      lastMessage: { body: 'two', senderId: worker.id },
      job: { id: job.id, gwJobId: job.gwJobId, title: job.title },
      other: { id: worker.id, name: 'Test worker' },
    });
    const read = await inject(recruiter, 'POST', `/api/chats/${chatId}/read`, { lastReadMessageId: last.id + 1000 });
    expect(read.json()).toEqual({ lastReadMessageId: last.id });
    expect((await inject(recruiter, 'GET', '/api/messages/unread')).json()).toEqual({ unread: before });
    const detail = (await inject(worker, 'GET', `/api/chats/${chatId}`)).json();
    expect(detail.recruiter.lastReadMessageId).toBe(last.id);
    expect(detail.job).toMatchObject({ id: job.id, gwJobId: job.gwJobId, title: job.title });
  });

  it('lists chats newest activity first, paginated', async () => {
    const worker = await buildWorker(t.app);
    const a = await buildOrgWithTeam(t.app);
    const b = await buildOrgWithTeam(t.app);
    const chatA = (await ask(worker, a.job)).json().chatId;
    const chatB = (await ask(worker, b.job)).json().chatId;
    await inject(worker, 'POST', `/api/chats/${chatA}/messages`, { body: 'newest' });
    const page1 = (await inject(worker, 'GET', '/api/chats?limit=1')).json();
    expect(page1.items.map((i: { id: string }) => i.id)).toEqual([chatA]);
    const page2 = (await inject(worker, 'GET', `/api/chats?limit=1&cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([chatB]);
    expect(page2.nextCursor).toBeNull();
  });

  it('after a withdraw and a re-apply, lists the chat once, about the new application (list and detail agree)', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    expect((await applyAs(t.app, worker, job)).statusCode).toBe(201);
    const chatId = (await ask(worker, job)).json().chatId;
    const [first] = await t.app.db.select().from(applications).where(eq(applications.workerId, worker.id));
    const withdrawn = await injectAs(t.app, worker).patch('/api/application-journey', {
      status: 'Rejected',
      outcome: 'Withdrawn',
      applicationId: first.id,
      decision_maker: 'Worker',
      decision_reason: 'Found another job',
      decision_notes: '',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await applyAs(t.app, worker, job)).statusCode).toBe(201);
    const [again] = await t.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.workerId, worker.id), eq(applications.status, 'New')));
    expect(again.id).not.toBe(first.id);

    for (const who of [worker, recruiter]) {
      const list = (await inject(who, 'GET', '/api/chats')).json();
      const rows = list.items.filter((i: { id: string }) => i.id === chatId);
      expect(rows.map((i: { application: { id: string; status: string } }) => i.application)).toEqual([
        { id: again.id, status: 'New', workerId: worker.id, gwJobId: job.gwJobId },
      ]);
      const detail = (await inject(who, 'GET', `/api/chats/${chatId}`)).json();
      expect(detail.application).toEqual(rows[0].application);
    }
  });

  it('emails an offline recipient once per chat per quiet period, and not when they read it', async () => {
    // The clock (Date only) is set and moved on: each drain runs once a message's delay has passed on it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const setClock = (ms: number) => {
      vi.setSystemTime(ms);
      return new Date(ms);
    };
    const sent = setClock(Date.parse('2026-11-02T15:00:00Z'));
    const { worker, recruiter, chatId } = await newChat();
    const emailsTo = async (to: string) =>
      (await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, to))).length;
    await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'first' });
    await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'second' });
    const notified = setClock(sent.getTime() + CHAT_NOTIFY_DELAY_MS + 1000);
    await t.app.outbox.drain(notified);
    await t.app.outbox.drain(notified);
    expect(await emailsTo(recruiter.email)).toBe(1);
    const [mail] = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, recruiter.email));
    expect(mail.subject).toBe(MESSAGES.chat.emailSubject('Test worker'));
    expect(mail.text).toContain(`/messages/${chatId}`);
    expect(await emailsTo(worker.email)).toBe(0);

    // After the quiet period a new unread message emails again; a message read in time does not.
    const quietOver = setClock(notified.getTime() + CHAT_NOTIFY_QUIET_MS + 1000);
    const seen = (await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'third' })).json().message;
    await inject(recruiter, 'POST', `/api/chats/${chatId}/read`, { lastReadMessageId: seen.id });
    const seenDue = setClock(quietOver.getTime() + CHAT_NOTIFY_DELAY_MS + 1000);
    await t.app.outbox.drain(seenDue);
    await t.app.outbox.drain(seenDue);
    expect(await emailsTo(recruiter.email)).toBe(1);
    await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'fourth' });
    const unreadDue = setClock(seenDue.getTime() + CHAT_NOTIFY_DELAY_MS + 1000);
    await t.app.outbox.drain(unreadDue);
    await t.app.outbox.drain(unreadDue);
    expect(await emailsTo(recruiter.email)).toBe(2);
  });

  it('rate-limits sending per user', async () => {
    const { worker, chatId } = await newChat();
    for (let i = 0; i < CHAT_SEND_PER_MINUTE; i++)
      expect((await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: `m${i}` })).statusCode).toBe(201);
    const limited = await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
  });
});

describe('WebSocket /api/ws', () => {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('delivers a new message live to the other participant, and catches up after a reconnect without loss', async () => {
    const { worker, recruiter, chatId } = await newChat();
    const socket = await openTestSocket(base, recruiter.cookie);
    const sent = (await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'live hello' })).json().message;
    const frame = await socket.next((f) => f.type === 'message' && f.message.id === sent.id);
    expect(frame).toEqual({ type: 'message', chatId, message: sent });
    socket.close();

    // While disconnected two more messages arrive; the reconnect sends the last seen id and gets exactly those.
    const m2 = (await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'missed 1' })).json().message;
    const m3 = (await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'missed 2' })).json().message;
    const again = await openTestSocket(base, recruiter.cookie);
    again.send({ type: 'sync', chats: { [chatId]: sent.id } });
    await again.next((f) => f.type === 'message' && f.message.id === m3.id);
    const got = again.frames
      .filter((f) => f.type === 'message')
      .map((f) => (f.type === 'message' ? f.message.body : ''));
    expect(got).toEqual([m2.body, m3.body]);
    again.close();
  });

  it('subscribes a connected recruiter to a chat created after connecting', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const socket = await openTestSocket(base, recruiter.cookie);
    const chatId = (await ask(worker, job)).json().chatId;
    await socket.next((f) => f.type === 'chat' && f.chatId === chatId);
    const sent = (await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'first words' })).json()
      .message;
    await socket.next((f) => f.type === 'message' && f.message.id === sent.id);
    socket.close();
  });

  it('never sends another worker’s chat, even when asked to sync it', async () => {
    const { worker, chatId } = await newChat();
    const intruder = await buildWorker(t.app);
    const own = await buildOrgWithTeam(t.app);
    const ownChatId = (await ask(intruder, own.job)).json().chatId as string;
    await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'private' });
    const socket = await openTestSocket(base, intruder.cookie);
    socket.send({ type: 'sync', chats: { [chatId]: 0 } });
    socket.send({ type: 'ping' });
    await socket.next((f) => f.type === 'pong');
    await inject(worker, 'POST', `/api/chats/${chatId}/messages`, { body: 'private 2' });
    // A message in the intruder's own chat, sent after it: once that one has arrived, 'private 2' would have too.
    const marker = await inject(own.recruiter, 'POST', `/api/chats/${ownChatId}/messages`, { body: 'marker' });
    await socket.next((f) => f.type === 'message' && f.message.id === marker.json().message.id);
    expect(
      socket.frames.filter((f) => f.type === 'message').map((f) => (f.type === 'message' ? f.message.body : '')),
    ).toEqual(['marker']);
    socket.close();
  });

  it('refuses an unauthenticated or cross-site upgrade', async () => {
    await expect(openTestSocket(base, 'sid=nope')).rejects.toThrow('upgrade refused: 401');
    const { recruiter } = await buildOrgWithTeam(t.app);
    await expect(openTestSocket(base, recruiter.cookie, { origin: 'https://evil.example' })).rejects.toThrow(
      'upgrade refused: 403',
    );
  });
});
