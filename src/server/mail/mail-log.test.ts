// Issue 34: with MAIL=log (production without SMTP_URL) every email is written to the log, and administrators are
// told through GET /api/admin/notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildUser, buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { createMailer } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailLog: true });
});
afterAll(async () => t.close());

describe('MAIL=log', () => {
  it('writes every email, its text included, to the log at warning level', async () => {
    const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
    const record = (level: string) => (obj: Record<string, unknown>, msg: string) =>
      void lines.push({ level, obj, msg });
    const log = { warn: record('warn'), info: record('info') } as unknown as FastifyBaseLogger;
    const mailer = createMailer(t.app.db, { ...t.config, nodeEnv: 'production', mailLog: true }, log);
    await mailer.deliver({ to: 'a@example.test', subject: 'Verify', text: 'https://x/verify?token=1' });
    expect(lines).toEqual([
      {
        level: 'warn',
        obj: { to: 'a@example.test', subject: 'Verify', text: 'https://x/verify?token=1' },
        msg: 'mail not sent (MAIL=log)',
      },
    ]);
  });

  it('administrators are told; nobody else may ask', async () => {
    const admin = await buildUser(t.app, 'admin');
    const res = await injectAs(t.app, admin).get('/api/admin/notices');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mail_log: true });
    expect((await injectAs(t.app, await buildWorker(t.app)).get('/api/admin/notices')).statusCode).toBe(403);
  });
});
