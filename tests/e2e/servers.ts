// The browser stage's servers, started side by side (Playwright's global setup; its teardown stops them). Playwright's
// own `webServer` list starts its servers one after another, each waiting for the last to answer: three servers that
// each spend most of their start inside PGlite's WebAssembly (a new cluster, the migrations, the demo seed) took their
// sum (about 50 s on a quiet two-core machine) before the first test could run. Side by side they take about the
// longest one. Each server is what production runs (the compiled dist/server/main.js, `npm run test:e2e` builds first)
// on a fresh embedded database of its own; the shards' servers seed the demo data, the own-data server does not.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { procCpuMs } from '../../scripts/proc-cpu';
import { E2E_SERVERS, type E2eServer } from './server-list';

/**
 * How long a server may take to answer /api/health: a hang detector, not a budget. A start takes some 20 s of CPU (a
 * new PGlite cluster, the migrations, the demo seed); a loaded machine has taken minutes, and 180 s was passed when
 * CI's four servers and a second `npm test`'s four started at the same moment on two cores (CI at c2bcdc3).
 */
const START_MS = 600_000;

function start(s: E2eServer): ChildProcess {
  const dataDir = `./data-e2e-${s.port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(s.port),
      PUBLIC_URL: s.baseURL,
      NODE_ENV: 'development',
      RATE_LIMIT_MAX: '100000',
      E2E: '1',
      SEED_DEMO: String(s.seedDemo),
      // The own-data server sits, as production may, behind a "proxy" on this machine: the people its specs make sign up
      // from addresses of their own (fixtures/accounts.ts), as people on their own devices do, so the sign-up limit
      // (20 a minute per address) counts each person, not the whole suite (decision 0052).
      ...(s.seedDemo ? {} : { TRUST_PROXY: '127.0.0.1' }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[server ${s.port}] ${chunk.toString()}`));
  return child;
}

/** Resolves when `s` answers /api/health; rejects when its process ends first or START_MS passes. */
async function answered(s: E2eServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on port ${s.port} ended before answering (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${s.baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the server on port ${s.port} did not answer /api/health within ${START_MS / 1000} s (${child.pid ? (procCpuMs(child.pid, false) / 1000).toFixed(1) : '?'} s of CPU used)`,
  );
}

async function stop(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

export default async function globalSetup() {
  const children = E2E_SERVERS.map(start);
  try {
    await Promise.all(E2E_SERVERS.map((s, i) => answered(s, children[i]!)));
  } catch (err) {
    await stop(children);
    throw err;
  }
  return () => stop(children);
}
