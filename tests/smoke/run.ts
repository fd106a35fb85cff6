// The WebKit and Firefox smoke stages (issue 46; docs/decisions/0040-webkit-and-firefox-smoke.md):
//   tsx tests/smoke/run.ts webkit firefox
// Starts the built server (dist/: `npm run build` first) as the browser tests do (playwright.config.ts's webServer):
// a free port, a fresh data directory seeded with the demo data. Then, for each engine named, runs every flow of
// flows.ts at 390 and 1280 px and prints each flow's time. Exits 1 at the first flow that fails or reports a page
// error, with the step, the URL and what the page read.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startEngine, type Engine, type EngineName } from './drivers';
import { FLOWS, Smoke } from './flows';

/** The demo seed on the embedded database takes seconds on a quiet machine; minutes on two cores shared by others. */
const SERVER_START_LIMIT = 300_000;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function startServer(): Promise<{ base: string; child: ChildProcess; dataDir: string; log: () => string }> {
  const port = Number(process.env.SMOKE_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'carelink-smoke-'));
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'development',
      RATE_LIMIT_MAX: '100000',
      E2E: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const deadline = Date.now() + SERVER_START_LIMIT;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`the server did not answer /api/health within ${SERVER_START_LIMIT / 1000} s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (e) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const started = ((Date.now() - (deadline - SERVER_START_LIMIT)) / 1000).toFixed(1);
  console.log(`smoke: the server answered in ${started} s`);
  return { base, child, dataDir, log: () => output };
}

async function runEngine(name: EngineName, base: string): Promise<boolean> {
  const t0 = Date.now();
  let engine: Engine;
  try {
    engine = await startEngine(name);
  } catch (e) {
    console.error(`smoke ${name}: the browser did not start: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
  console.log(`smoke ${name}: started in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  try {
    for (const { width, height } of VIEWPORTS) {
      await engine.viewport(width, height);
      // SMOKE_ONLY=<words of a flow's name> runs only the flows whose name holds them (while writing a flow).
      for (const flow of FLOWS.filter((f) => !process.env.SMOKE_ONLY || f.name.includes(process.env.SMOKE_ONLY))) {
        const smoke = new Smoke(engine, base, width);
        const f0 = Date.now();
        try {
          await flow.run(smoke);
          const errors = await smoke.errors();
          if (errors.length > 0) throw new Error(`page errors:\n  ${errors.join('\n  ')}`);
        } catch (e) {
          console.error(`✗ ${name} ${width}px ${flow.name}\n  ${e instanceof Error ? e.message : String(e)}`);
          return false;
        }
        console.log(`✓ ${name} ${width}px ${flow.name} (${((Date.now() - f0) / 1000).toFixed(1)} s)`);
      }
    }
    return true;
  } finally {
    await engine.close().catch(() => undefined);
    console.log(`smoke ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

async function main(): Promise<number> {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => n !== 'webkit' && n !== 'firefox');
  if (names.length === 0 || unknown.length > 0) {
    console.error('usage: tsx tests/smoke/run.ts webkit|firefox [webkit|firefox]');
    return 2;
  }
  if (!existsSync('dist/server/main.js')) {
    console.error('smoke: no build in dist/: run `npm run build` first (npm test does, in test:e2e)');
    return 2;
  }
  const server = await startServer();
  let ok = true;
  try {
    for (const name of names as EngineName[]) ok = (await runEngine(name, server.base)) && ok;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode === null ? server.child.once('exit', r) : r(null)));
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  if (!ok) console.error(`the server's last output:\n${server.log()}`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
