// Two server instances on one PostgreSQL database: a message posted through instance A reaches a
// socket connected to instance B (PostgreSQL LISTEN/NOTIFY). Runs when TEST_DATABASE_URL is set (CI).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openPostgres, type Database } from '../../db/client';
import { createLocalStorage } from '../../storage/local';
import { buildApp } from '../../app';
import { openTestDatabase } from '../../test/test-app';
import { buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { openTestSocket } from '../../test/test-socket';

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('chat across two server instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    const first = await openTestDatabase();
    drop = first.drop;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-two-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'test-secret' });
    const storage = createLocalStorage(path.join(dir, 'files'));
    // A second, independent pool to the same database: what another server process would open.
    second = await openPostgres(await databaseUrlOf(first.database));
    a = await buildApp({ config, database: first.database, storage });
    b = await buildApp({ config, database: second, storage });
    await a.ready();
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await drop?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a message sent through instance A arrives on a socket of instance B', async () => {
    const { recruiter, job } = await buildOrgWithTeam(a);
    const worker = await buildWorker(a);
    const baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openTestSocket(baseB, recruiter.cookie);

    const ask = await injectAs(a, worker).post('/api/ask-recruiter', {
      organization_id: job.organizationId,
      job_id: job.id,
      gw_job_id: job.gwJobId,
      message: 'Hello',
    });
    const { chatId } = ask.json();
    // The new chat is announced on B too (user topic), so B's socket follows it.
    await socket.next((f) => f.type === 'chat' && f.chatId === chatId);
    const sent = await injectAs(a, worker).post(`/api/chats/${chatId}/messages`, { body: 'Hello from instance A' });
    expect(sent.statusCode).toBe(201);
    const frame = await socket.next((f) => f.type === 'message' && f.message.id === sent.json().message.id);
    expect(frame).toEqual({ type: 'message', chatId, message: sent.json().message });
    socket.close();
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
