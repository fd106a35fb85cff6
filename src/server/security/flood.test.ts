// Issue 20 finding #4: one client stalled everyone. A login flood (scrypt filled libuv's thread pool) pushed another
// user's document download to 9.2 s p50, and 40 parallel profile PDFs from one recruiter to 1.9 s. The real server
// (a child process, over HTTP on loopback) now bounds that work: password hashes go through a small concurrency limit
// (503 + Retry-After past it), profile PDFs through a per-user and per-instance cap and a per-user route limit (429).
// While each flood runs, another user's document download is timed one request after another. Its p50 is compared
// with the p50 during a control flood measured in the same run: the same connections sending the same requests minus
// the expensive part (a login without a password, answered 400 before any hash; a profile PDF with a body the schema
// refuses), so what is compared is the cost of the hashing and the PDFs alone, not the machine's load (issue 46: an
// absolute bound of 200 ms failed at 2,199 ms on a machine kept busy by other work; the unbounded server measured
// 9.2 s against a few ms). The server trusts one proxy hop (TRUST_PROXY=1) and the login flood rotates X-Forwarded-For, as many
// real clients behind a load balancer would: the per-address limits do not help then, only the hashing limit does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { makePdf } from '../db/seed-files';
import { buildApplication, buildOrgWithTeam, buildWorker, type TestUser } from '../test/factories';
import { multipartBody, sessionHeaders, startServer, type ServerProcess } from '../test/server-process';
import { HANG_MS } from '../test/hang';

const SESSION_SECRET = 'flood-test-secret';
/**
 * How many times the control flood's p50 the real flood's may reach. The unbounded server was some 1,000 times over;
 * the bounded one stays within 2 or 3 (figures in the test's printed report).
 */
const P50_RATIO = 8;

let server: ServerProcess | null = null;
let dataDir = '';
let victim: TestUser;
let recruiter: TestUser;
let applicantId = '';
let downloadUrl = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-flood-'));
  // Accounts through the test factories, written into the server's embedded database before it starts.
  const database = await openPglite(path.join(dataDir, 'pglite'));
  const seedApp = { db: database.db, config: { sessionSecret: SESSION_SECRET } } as unknown as FastifyInstance;
  const team = await buildOrgWithTeam(seedApp);
  recruiter = team.recruiter;
  const applicant = await buildWorker(seedApp);
  applicantId = applicant.id;
  await buildApplication(seedApp, applicant.id, team.job);
  victim = await buildWorker(seedApp);
  await database.close();

  server = await startServer({
    env: { DATA_DIR: dataDir, SESSION_SECRET, TRUST_PROXY: '1' },
    readyTimeoutMs: 120_000,
  });
  const upload = multipartBody(
    { category: 'resume' },
    { name: 'cv.pdf', content: await makePdf('Victim CV'), type: 'application/pdf' },
  );
  const res = await fetch(`${server.base}/api/documents/upload`, {
    method: 'POST',
    headers: { 'content-type': upload.contentType, ...sessionHeaders(server.base, victim) },
    body: upload.body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: string } };
  downloadUrl = `${server.base}/api/documents/${data.id}/file`;
}, 240_000);

afterAll(async () => {
  await server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Times the victim's document download, one request after another, for `ms`. */
async function timeDownloads(ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const t0 = performance.now();
    const res = await fetch(downloadUrl, {
      headers: sessionHeaders(server!.base, victim),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - t0);
    expect(res.status).toBe(200);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    await sleep(20);
  }
  return times;
}

/**
 * The flood's client runs in a worker thread (its own event loop), so timing the victim's requests here is not
 * delayed by handling the flood's responses. `connections` loops send the request until told to stop, then report
 * the answers counted by status (0: no answer within 5 s). Told to stop, it abandons the requests still out (not
 * counted): the flood is over, and waiting for them (up to 5 s each on a busy machine) only lengthened the test.
 */
const FLOOD_WORKER = `
const { parentPort, workerData: spec } = require('node:worker_threads');
let running = true;
const stopped = new AbortController();
let n = 0;
const statuses = {};
parentPort.on('message', (m) => {
  if (m !== 'go') (running = false), stopped.abort();
  else Promise.all(Array.from({ length: spec.connections }, loop)).then(() => parentPort.postMessage(statuses));
});
const request = (i) => {
  const headers = { 'content-type': 'application/json', ...spec.headers };
  let body = spec.body;
  if (spec.login) {
    // A new client address each time: behind the trusted proxy, nothing per address slows this down.
    headers['x-forwarded-for'] = '10.' + ((i >> 16) & 255) + '.' + ((i >> 8) & 255) + '.' + (i & 255);
    const email = i % 2 ? spec.login.email : 'nobody-' + i + '@test.example';
    // The control flood leaves the password out: the schema answers 400, nothing is hashed.
    body = JSON.stringify(spec.login.control ? { email } : { email, password: 'wrong-password-' + i });
  }
  const signal = AbortSignal.any([AbortSignal.timeout(5000), stopped.signal]);
  return fetch(spec.url, { method: 'POST', headers, body, signal });
};
// Every loop's first answer: then the flood is in full flight (each connection has a request out), and says so once.
let flowing = 0;
const loop = async () => {
  let first = true;
  while (running) {
    let status = 0;
    try {
      const res = await request(n++);
      await res.arrayBuffer();
      status = res.status;
    } catch {
      if (!running) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    statuses[status] = (statuses[status] || 0) + 1;
    if (first && ++flowing === spec.connections) parentPort.postMessage('flowing');
    first = false;
  }
};
// Warm up (the first fetch loads the HTTP client) and open the connections before the flood starts.
Promise.all(Array.from({ length: spec.connections }, () => fetch(spec.health).then((r) => r.arrayBuffer()))).then(
  () => parentPort.postMessage('ready'),
);
`;

interface FloodSpec {
  url: string;
  connections: number;
  headers: Record<string, string>;
  body?: string;
  login?: { email: string; control?: boolean };
}

/** Starts a flood client; resolves once its connections are open, with `start` and `stop` (the statuses). */
async function flood(spec: FloodSpec) {
  const worker = new Worker(FLOOD_WORKER, {
    eval: true,
    workerData: { ...spec, health: `${server!.base}/api/health` },
  });
  const messages: unknown[] = [];
  let failure: unknown = null;
  let wake = () => {};
  worker.on('message', (m) => {
    messages.push(m);
    wake();
  });
  worker.on('error', (e) => {
    failure = e;
    wake();
  });
  /** The client's next message; each wait is a hang detector of its own, which names the step that hung. */
  const next = async (step: string) => {
    const deadline = performance.now() + HANG_MS;
    while (!messages.length) {
      if (failure) throw failure;
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`the flood's client (${spec.url}) sent no "${step}" within ${HANG_MS / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => (clearTimeout(timer), resolve());
      });
    }
    return messages.shift();
  };
  expect(await next('ready')).toBe('ready');
  return {
    /** Starts the flood and resolves once every connection has had an answer: the flood is in full flight. */
    start: async () => {
      worker.postMessage('go');
      expect(await next('flowing')).toBe('flowing');
    },
    stop: async () => {
      worker.postMessage('stop');
      const statuses = (await next('statuses')) as Record<number, number>;
      await worker.terminate();
      return statuses;
    },
  };
}

const loginFlood = (control = false) =>
  flood({
    url: `${server!.base}/api/auth/login`,
    connections: 100,
    headers: { origin: server!.base },
    login: { email: victim.email, control },
  });

/** The control sends a body the schema refuses (400, or 429 past the route's limit, like the real flood): no PDF. */
const pdfFlood = (control = false) =>
  flood({
    url: `${server!.base}/api/generate-profile-pdf`,
    connections: 40,
    headers: sessionHeaders(server!.base, recruiter),
    body: JSON.stringify(control ? { user_id: 'not-a-uuid' } : { user_id: applicantId, name: 'Applicant' }),
  });

type Statuses = Record<number, number>;
const addStatuses = (into: Statuses, from: Statuses) => {
  for (const [code, n] of Object.entries(from)) into[Number(code)] = (into[Number(code)] ?? 0) + n;
  return into;
};

/**
 * The victim's download times during a control flood and during the real one, measured in alternating windows
 * (control, real, control, real…) and pooled: each p50 is taken over samples from the same stretch of the run, so other
 * work on the machine that comes and goes (in CI, the WebKit and Firefox smoke beside this suite) weighs on both alike.
 * Measured one after the other, a control taken in a quiet second and a flood in a busy one failed the ratio once
 * (login flood 455 ms against a control of 54 ms, CI at 83c4579).
 */
async function againstControl(start: (control: boolean) => Promise<Awaited<ReturnType<typeof flood>>>, ms: number) {
  const ROUNDS = 3;
  const times = { control: [] as number[], real: [] as number[] };
  const statuses = { control: {} as Statuses, real: {} as Statuses };
  for (let round = 0; round < ROUNDS; round++)
    for (const kind of ['control', 'real'] as const) {
      const f = await start(kind === 'control');
      await f.start();
      times[kind].push(...(await timeDownloads(ms / ROUNDS)));
      addStatuses(statuses[kind], await f.stop());
    }
  return {
    control: { p50: p50(times.control), statuses: statuses.control },
    real: { p50: p50(times.real), statuses: statuses.real },
  };
}

describe('floods on the real server', () => {
  it(
    `another user's download p50 stays within ${P50_RATIO}x of a control flood's during a login flood and a PDF flood`,
    async () => {
      // How long each part took (printed with the figures): on a busy machine the floods' starts and stops, not the timed
      // windows, are most of the test's time.
      const phaseMs: Record<string, number> = {};
      let phaseStart = performance.now();
      const phase = (name: string) => {
        phaseMs[name] = Math.round(performance.now() - phaseStart);
        phaseStart = performance.now();
      };
      // Warm-up: connections, caches, the first password hash and the PDF worker thread.
      const pdf = await fetch(`${server!.base}/api/generate-profile-pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sessionHeaders(server!.base, recruiter) },
        body: JSON.stringify({ user_id: applicantId, name: 'Applicant' }),
      });
      expect(pdf.status).toBe(200);
      const login = await fetch(`${server!.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server!.base },
        body: JSON.stringify({ email: victim.email, password: 'not-the-password' }),
      });
      expect(login.status).toBe(401);
      await timeDownloads(300);
      const baseline = p50(await timeDownloads(1_500));
      phase('warmUpAndBaseline');

      const logins = await againstControl(loginFlood, 2_700);
      const loginControl = logins.control;
      const { p50: duringLogins, statuses: loginStatuses } = logins.real;
      phase('loginFloods');
      const pdfs = await againstControl(pdfFlood, 2_400);
      const pdfControl = pdfs.control;
      const { p50: duringPdfs, statuses: pdfStatuses } = pdfs.real;
      phase('pdfFloods');

      const both = [await loginFlood(), await pdfFlood()];
      await Promise.all(both.map((f) => f.start()));
      const duringBoth = p50(await timeDownloads(2_200));
      const [bothLogin, bothPdf] = await Promise.all(both.map((f) => f.stop()));
      phase('bothFloods');

      const report = {
        baselineP50: Math.round(baseline),
        loginControlP50: Math.round(loginControl.p50),
        pdfControlP50: Math.round(pdfControl.p50),
        loginFloodP50: Math.round(duringLogins),
        pdfFloodP50: Math.round(duringPdfs),
        bothP50: Math.round(duringBoth),
        loginStatuses,
        pdfStatuses,
        controlStatuses: { login: loginControl.statuses, pdf: pdfControl.statuses },
        bothStatuses: { login: bothLogin, pdf: bothPdf },
        phaseMs,
      };
      console.log('flood test (ms, statuses):', JSON.stringify(report));

      // The floods really ran and really hit the limits.
      // (0: the flood's client gave up after 5 s, as happens to requests queued for a hash on a loaded machine.)
      expect(loginStatuses[503], JSON.stringify(report)).toBeGreaterThan(50);
      expect(
        Object.keys(loginStatuses).every((c) => ['0', '401', '503'].includes(c)),
        JSON.stringify(report),
      ).toBe(true);
      expect(pdfStatuses[429], JSON.stringify(report)).toBeGreaterThan(20);
      expect(
        Object.keys(pdfStatuses).every((c) => ['0', '200', '429'].includes(c)),
        JSON.stringify(report),
      ).toBe(true);
      // The controls sent as many requests and none was hashed or drawn.
      expect(Object.keys(loginControl.statuses).sort(), JSON.stringify(report)).toEqual(['400']);
      expect(loginControl.statuses[400], JSON.stringify(report)).toBeGreaterThan(50);
      expect(pdfControl.statuses[200], JSON.stringify(report)).toBeUndefined();
      // Everyone else is still served: the hashing and the PDFs cost the victim no more than a few times what the same
      // number of cheap requests does on this machine now (the baseline without any flood joins in when it is larger,
      // so a control that happened to run fast does not make the bound tighter than the quiet server).
      const limit = (control: number) => P50_RATIO * Math.max(control, baseline);
      expect(duringLogins, JSON.stringify(report)).toBeLessThan(limit(loginControl.p50));
      expect(duringPdfs, JSON.stringify(report)).toBeLessThan(limit(pdfControl.p50));
      // Both floods at once (duringBoth) are beyond what issue 20 asks and beyond two cores: printed above, not
      // asserted (227 and 426 ms p50 in two CI runs on 2026-11-24).
      expect(server!.alive()).toBe(true);
      // The test's own bound is a hang detector over its 14 floods, one after another; each wait in it has its own
      // (HANG_MS: a download, a flood's start and stop), which names the step that hung. It was 90 s, which the test
      // passed on a busy machine one run in two: 53 s in one and more than 90 s in the other, with `npm test` in two
      // clones side by side (load average 15-21 on two cores).
    },
    5 * HANG_MS,
  );
});
