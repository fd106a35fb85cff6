// Issue 34: `npm run admin:create -- --email …` (its entry, src/server/admin-create.ts, run as a process on an empty
// PGlite data folder) creates the first administrator and refuses a second run. A process start: the stress project.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import { createLocalStorage } from '../../storage/local';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('npm run admin:create', () => {
  it('creates the first administrator on an empty database and refuses a second run', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-admin-'));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin-create.ts', ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 120_000,
      });
    try {
      expect(run().status).toBe(2);
      const first = run('--email', 'ops@example.test', '--first-name', 'Ops');
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/Administrator ops@example\.test created\./);
      expect(first.stdout).toMatch(/\/reset-password\?token=[\w-]{20,}/);
      const second = run('--email', 'other@example.test');
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('An administrator already exists');
      const database = await openDatabase({ dataDir });
      try {
        const [admin] = await database.db.select().from(users).where(eq(users.email, 'ops@example.test'));
        expect(admin).toMatchObject({ role: 'admin', firstName: 'Ops', active: true });
        expect(admin.emailVerifiedAt).not.toBeNull();
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

// Issue 42, item 4: run while the server had the embedded database open, the command wrote an administrator and a
// token the server never saw (PGlite keeps the database in the opening process's memory) and later overwrote, so the
// printed link answered "invalid or expired". The data folder is now held by one process: the command is refused with
// a clear message while another process has it open, and once that process is gone (even killed, leaving its lock
// file) the command creates the administrator whose printed link sets the password.
describe('npm run admin:create beside another process on the same data folder', () => {
  it('is refused while the folder is open elsewhere, then prints a link that sets the password', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-admin-lock-'));
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin-create.ts', ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
        timeout: 120_000,
      });
    // The stand-in for the running server: a process that opens the folder and keeps it open.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { openDatabase } = await import('./src/server/db/client.ts');" +
          "await openDatabase({ dataDir: process.env.DATA_DIR }); console.log('open'); setInterval(() => {}, 1000);",
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
        holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
      });
      const refused = run('--email', 'ops@example.test');
      expect(refused.status).toBe(1);
      expect(refused.stdout).not.toMatch(/reset-password/);
      expect(refused.stderr).toContain(
        `Another process (pid ${holder.pid}, usually the running server) has the database`,
      );
      expect(refused.stderr).toContain('stop that process, then run this again.');
      expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace

      holder.kill('SIGKILL'); // gone without releasing: its lock file stays behind
      await new Promise((resolve) => holder.once('exit', resolve));
      const created = run('--email', 'ops@example.test');
      expect(created.status, created.stderr).toBe(0);
      const token = /\/reset-password\?token=([\w-]+)/.exec(created.stdout)?.[1];
      expect(token).toBeDefined();

      // The server started on that folder afterwards accepts the printed link.
      const database = await openDatabase({ dataDir });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'test-secret' });
      const app = await buildApp({ config, database, storage: createLocalStorage(path.join(dataDir, 'files')) });
      try {
        const reset = await app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'a-new-password' },
        });
        expect(reset.statusCode, reset.body).toBe(200);
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'ops@example.test', password: 'a-new-password' },
        });
        expect(login.statusCode, login.body).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      holder.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
