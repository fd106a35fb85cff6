// Issue 34: `npm run admin:create -- --email …` (its entry, src/server/admin-create.ts, run as a process on an empty
// PGlite data folder) creates the first administrator and refuses a second run. A process start: the stress project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';

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
