// Test helper: a private, throw-away PostgreSQL cluster (initdb + pg_ctl on a random port, trust auth, its
// socket in its own folder), so a test can stop and restart "the database" without touching the shared
// server other test files use. initdb refuses to run as root, so as root the tools run as `postgres`.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/** The bin folder of the newest installed PostgreSQL (or only PG_BIN when set), or null when there is none. */
export function findPostgresBin(): string | null {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const base = '/usr/lib/postgresql';
  if (!process.env.PG_BIN && fs.existsSync(base)) {
    const versions = fs
      .readdirSync(base)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(base, v, 'bin')));
  }
  return candidates.find((dir) => ['initdb', 'pg_ctl'].every((tool) => fs.existsSync(path.join(dir, tool)))) ?? null;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** pg_ctl stop; `fast` disconnects every client, `immediate` is a crash (recovery from WAL on start). */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  start: () => Promise<void>;
  /** Stops the cluster (if it runs) and deletes its folder. */
  destroy: () => Promise<void>;
}

/** Creates and starts a cluster in a new temporary folder. */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=60`;
  const start = async () => {
    await tool('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  };
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await start();
  } catch (err) {
    await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    const log = path.join(dir, 'server.log');
    const detail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`private PostgreSQL did not start: ${err instanceof Error ? err.message : String(err)}${detail}`, {
      cause: err,
    });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async (mode = 'fast') => {
      await tool('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
    },
    start,
    destroy: async () => {
      // fails harmlessly when stopped
      await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
