// Chat under load: 200 concurrent sockets each receive every message of a burst exactly once. One person may hold at
// most MAX_SOCKETS_PER_SESSION sockets (issue 34), so the 200 are 25 of the organization's recruiters, each a
// participant of the chat with that many tabs open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildMember, buildOrgWithTeam, buildWorker } from '../test/factories';
import { chatParticipants } from '../db/schema';
import { MAX_SOCKETS_PER_SESSION } from '../modules/messages/chat-sockets';
import { injectAs } from '../test/inject-as';
import { openTestSocket, type TestSocket } from '../test/test-socket';
import { HANG_MS } from '../test/hang';

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

describe('chat under 200 concurrent sockets', () => {
  it('delivers every message to every socket exactly once', async () => {
    const { job, recruiter } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const ask = await injectAs(t.app, worker).post('/api/ask-recruiter', {
      organization_id: job.organizationId,
      recruiter_id: job.recruiterId,
      job_id: job.id,
      gw_job_id: job.gwJobId,
      message: 'Hello',
    });
    const { chatId } = ask.json() as { chatId: string };
    const others = [];
    for (let i = 1; i < 200 / MAX_SOCKETS_PER_SESSION; i++)
      others.push(await buildMember(t.app, 'recruiter', job.organizationId));
    await t.app.db.insert(chatParticipants).values(others.map((u) => ({ chatId, userId: u.id })));
    const sockets: TestSocket[] = [];
    for (const who of [recruiter, ...others])
      sockets.push(
        ...(await Promise.all(Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => openTestSocket(base, who.cookie)))),
      );
    expect(sockets).toHaveLength(200);
    const N = 15;
    const sent: number[] = [];
    for (let i = 0; i < N; i++) {
      const res = await injectAs(t.app, worker).post(`/api/chats/${chatId}/messages`, { body: `burst ${i}` });
      expect(res.statusCode).toBe(201);
      sent.push((res.json() as { message: { id: number } }).message.id);
    }
    await Promise.all(
      sockets.map((s) =>
        s.next((f) => f.type === 'message' && (f as { message: { id: number } }).message.id === sent.at(-1), HANG_MS),
      ),
    );
    for (const s of sockets) {
      const ids = s.frames
        .filter((f) => f.type === 'message')
        .map((f) => (f as { message: { id: number } }).message.id);
      expect(ids).toEqual(sent);
    }
    sockets.forEach((s) => s.close());
  }, 120_000);
});
