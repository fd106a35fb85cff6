// Test helper: the real server as a child process (`node --import tsx src/server/main.ts`), for the
// fault-injection tests that kill it or take its database away. The child is the server itself (no
// npm/npx wrapper), so its pid is the server's and a signal reaches it directly.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  pid: number;
  port: number;
  /** http://127.0.0.1:<port>, also the PUBLIC_URL (so it is the Origin the CSRF check accepts). */
  base: string;
  child: ChildProcess;
  /** Whether the process is still running. */
  alive: () => boolean;
  /** The last 20 kB of its stdout and stderr, for failure messages. */
  output: () => string;
  /** Sends `signal` (SIGKILL by default) and waits for the process to end. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface StartOptions {
  /** Extra environment (DATA_DIR is required; DATABASE_URL switches to PostgreSQL). */
  env: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
}

/**
 * Starts the server on a fresh environment (nothing inherited but PATH and HOME, so a DATABASE_URL of
 * the caller never leaks in) and resolves once GET /api/health answers.
 */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '1000000',
    SESSION_SECRET: 'fault-test-secret',
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  // Never leave a server behind if the test process itself ends early.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const server: ServerProcess = {
    pid: child.pid!,
    port,
    base,
    child,
    alive,
    output: () => out,
    kill: async (signal = 'SIGKILL') => {
      process.off('exit', onExit);
      if (alive()) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (!alive())
      throw new Error(`server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}):\n${out}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`server not healthy within ${opts.readyTimeoutMs ?? 90_000} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs up a new account through the API and returns its session cookie header and id. */
export async function signUpOverHttp(
  base: string,
  role: 'worker' | 'recruiter' | 'organization',
  email: string,
): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      first_name: 'Fault',
      last_name: 'Test',
      email,
      password: 'fault-test-password',
      role,
      ...(role === 'organization' ? { organization_name: 'Fault Org' } : {}),
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('signup set no session cookie');
  const me = (await res.json()) as { id: string };
  return { id: me.id, cookie: sid };
}

/**
 * The headers a browser on the app's own page sends with a call to the started server `base`: the user's
 * session cookie and the Origin, so the CSRF check passes (the fetch counterpart of injectAs).
 */
export function sessionHeaders(base: string, user: { cookie: string }): Record<string, string> {
  return { origin: base, cookie: user.cookie };
}

/** A multipart/form-data body with fields and one file, as a browser sends it. */
export function multipartBody(fields: Record<string, string>, file: { name: string; content: Buffer; type: string }) {
  const boundary = `----carelinkfault${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    head,
    tail,
    body: Buffer.concat([head, file.content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
