// Issue 34 "holds under attack and overload", on the real server (a child process) over loopback. The attacker
// connects from 127.0.0.2, everyone else from 127.0.0.1 (both loopback: the per-address caps see two addresses). The
// server runs with test-sized caps (CONN_PER_ADDRESS=200, CONN_IDLE_PER_ADDRESS=50) and trusts one proxy hop, so the
// login flood can come from many X-Forwarded-For addresses as a distributed one would.
//
// The probe's numbers: 20,000 WebSocket upgrades from one session, 10,000 idle connections from one address, a
// distributed wrong-password flood (here 12,000 answers once it fills the shared hashing, paced by its own progress).
// What is asserted is what the server holds (sockets, descriptors) and how everyone else is answered (status, and p50
// against a baseline measured just before).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE_TOO_MANY_SOCKETS } from '@/domain/chat';
import { WEBHOOK_EVENTS } from '@/domain/organizations';
import { openPglite } from '../db/client';
import { webhooks } from '../db/schema';
import { emitOrgEvent } from '../queue/org-events';
import { buildJob, buildOrgWithTeam, buildWorker, TEST_PASSWORD, type TestUser } from '../test/factories';
import { sessionHeaders, startServer, type ServerProcess } from '../test/server-process';
import { MAX_SOCKETS_PER_SESSION } from '../modules/messages/chat-sockets';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { HANG_MS } from '../test/hang';

const SESSION_SECRET = 'attack-test-secret';
const PER_ADDRESS = 200;
const IDLE_PER_ADDRESS = 50;
const ATTACKER = '127.0.0.2';
/** WebSocket upgrades attempted with one session cookie (the probe's ~19,600, rounded up). */
const ATTEMPTS = 20_000;
/**
 * How many answers the distributed wrong-password flood gets once it has filled the shared hashing (a multiple of 8):
 * its length in its own progress, not in time. Its pace follows the machine's load: on the shared two-core machine
 * 8,000 answers took 11 s at load 12 and 16,000 took 61 s at load 10 to 15.
 */
const FLOOD_ANSWERS = 12_000;

let server: ServerProcess | null = null;
let dataDir = '';
let flooder: TestUser;
let searcher: TestUser;
let knownUser: TestUser;
let resetUser: TestUser;
let hanging: http.Server;
const held: Socket[] = [];
let hangingHits = 0;
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  // A receiver that accepts every delivery and never answers.
  hanging = http.createServer(() => void hangingHits++);
  hanging.on('connection', (s) => held.push(s));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
  const hangingUrl = `http://127.0.0.1:${(hanging.address() as { port: number }).port}/hook`;

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-attack-'));
  const database = await openPglite(path.join(dataDir, 'pglite'));
  const seedApp = { db: database.db, config: { sessionSecret: SESSION_SECRET } } as unknown as FastifyInstance;
  const slow = await buildOrgWithTeam(seedApp);
  const other = await buildOrgWithTeam(seedApp);
  for (let i = 0; i < 5; i++) await buildJob(seedApp, other.org.id, { recruiterId: other.recruiter.id });
  resetUser = other.recruiter;
  flooder = await buildWorker(seedApp);
  searcher = await buildWorker(seedApp);
  knownUser = await buildWorker(seedApp);
  // 40 hanging deliveries of one organization queued before the server starts: 10 webhooks (its cap) × 4 events.
  await database.db.insert(webhooks).values(
    Array.from({ length: 10 }, (_, i) => ({
      organizationId: slow.org.id,
      url: `${hangingUrl}?n=${i}`,
      secret: `whsec_${i}`,
      events: [...WEBHOOK_EVENTS],
    })),
  );
  for (let i = 0; i < 4; i++) await emitOrgEvent(database.db, slow.org.id, WEBHOOK_EVENTS[0], { n: i });
  await database.close();

  server = await startServer({
    env: {
      DATA_DIR: dataDir,
      SESSION_SECRET,
      TRUST_PROXY: '1',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      CONN_PER_ADDRESS: String(PER_ADDRESS),
      CONN_IDLE_PER_ADDRESS: String(IDLE_PER_ADDRESS),
    },
    readyTimeoutMs: 120_000,
  });
}, 180_000);

afterAll(async () => {
  console.log('issue 34 attack figures:', JSON.stringify(figures));
  await server?.kill();
  for (const s of held) s.destroy();
  await new Promise((resolve) => hanging?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
const round = (x: number) => Math.round(x * 10) / 10;
const serverFds = () => fs.readdirSync(`/proc/${server!.pid}/fd`).length;

let clientN = 0;
/** One correct login of `user` from a client address of its own (behind the trusted proxy); its time and status. */
async function timedLogin(user: TestUser, cookie?: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(`${server!.base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server!.base,
      'x-forwarded-for': `198.51.100.${(clientN++ % 250) + 1}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    signal: AbortSignal.timeout(HANG_MS),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

/** One signed-in job search by `searcher`; its time and status. */
async function timedSearch(): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(`${server!.base}/api/jobs?q=nurse`, {
    headers: sessionHeaders(server!.base, searcher),
    signal: AbortSignal.timeout(HANG_MS),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

/** Logins and searches one after another until `until` resolves (at least `min` of each). */
async function measure(until: Promise<unknown>, min = 5) {
  let done = false;
  void until.then(() => (done = true));
  const login: number[] = [];
  const search: number[] = [];
  const statuses: number[] = [];
  while (!done || login.length < min) {
    const l = await timedLogin(searcher);
    const s = await timedSearch();
    login.push(l.ms);
    search.push(s.ms);
    statuses.push(l.status, s.status);
  }
  return { login, search, statuses };
}

const summary = (xs: number[]) => ({ n: xs.length, p50: round(quantile(xs, 0.5)), p95: round(quantile(xs, 0.95)) });

/**
 * The attacker's client runs in a worker thread (its own event loop), so the measured requests here are not delayed
 * by handling thousands of sockets. Mode 'ws': WebSocket upgrades with one session cookie; 'idle': TCP connections
 * that never send a byte. It makes `total` attempts, `parallel` at a time, all from `from`, keeps whatever stays open,
 * reports the counts once done (and what is still open after a settle), and closes everything when told.
 */
const ATTACK_WORKER = `
const { parentPort, workerData: spec } = require('node:worker_threads');
const net = require('node:net');
const all = [];
const counts = { attempted: 0, connected: 0, failed: 0, refused: {}, closeCodes: {} };
const bump = (o, k) => (o[k] = (o[k] || 0) + 1);
// A WebSocket client at the protocol level (RFC 6455), as cheap as an attacker's: one upgrade request written at once,
// the status line read; on 101 the server's frames are read for a close frame (its code recorded, answered with a
// masked empty close so the server lets go). Refusals are counted by status (429) or socket error (a reset).
const request = 'GET /api/ws HTTP/1.1\\r\\nHost: 127.0.0.1:' + spec.port + '\\r\\nConnection: Upgrade\\r\\nUpgrade: websocket\\r\\n' +
  'Sec-WebSocket-Version: 13\\r\\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\\r\\nCookie: ' + spec.cookie + '\\r\\n\\r\\n';
const CLIENT_CLOSE = Buffer.from([0x88, 0x80, 0, 0, 0, 0]);
const oneUpgrade = () => new Promise((resolve) => {
  const s = net.connect({ host: '127.0.0.1', port: spec.port, localAddress: spec.from });
  all.push(s);
  let buf = Buffer.alloc(0);
  let settled = false;
  const settle = (refusal) => {
    if (settled) return;
    settled = true;
    if (refusal === undefined) counts.connected++;
    else { counts.failed++; bump(counts.refused, refusal); }
    resolve();
  };
  const frames = () => {
    while (buf.length >= 2) {
      const len7 = buf[1] & 127;
      const head = len7 === 126 ? 4 : len7 === 127 ? 10 : 2;
      if (buf.length < head) return;
      const len = len7 === 126 ? buf.readUInt16BE(2) : len7 === 127 ? Number(buf.readBigUInt64BE(2)) : len7;
      if (buf.length < head + len) return;
      if ((buf[0] & 15) === 8) {
        bump(counts.closeCodes, len >= 2 ? buf.readUInt16BE(head) : 1005);
        s.closing = true;
        s.end(CLIENT_CLOSE);
      }
      buf = buf.subarray(head + len);
    }
  };
  s.on('connect', () => s.write(request));
  s.on('data', (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    if (!s.upgraded) {
      const end = buf.indexOf('\\r\\n\\r\\n');
      if (end < 0) return;
      const status = buf.toString('latin1', 9, 12);
      buf = buf.subarray(end + 4);
      if (status !== '101') {
        s.destroy();
        return settle(status);
      }
      s.upgraded = true;
      settle();
    }
    frames();
  });
  s.on('error', (err) => settle(err.code || 'error'));
  s.on('close', () => settle('closed'));
});
const oneIdle = () => new Promise((resolve) => {
  const s = net.connect({ host: '127.0.0.1', port: spec.port, localAddress: spec.from });
  all.push(s);
  s.on('connect', () => { counts.connected++; s.resume(); resolve(); });
  s.on('error', () => { counts.failed++; resolve(); });
  s.on('close', () => resolve());
});
const one = () => (counts.attempted++, spec.mode === 'ws' ? oneUpgrade() : oneIdle());
const isOpen = (x) =>
  !x.destroyed && x.readyState === 'open' && (spec.mode === 'idle' || (x.upgraded && !x.closing));
(async () => {
  const t0 = Date.now();
  let next = 0;
  const stopAt = t0 + spec.maxMs;
  await Promise.all(Array.from({ length: spec.parallel }, async () => {
    while (next < spec.total && Date.now() < stopAt) { next++; await one(); }
  }));
  const ms = Date.now() - t0;
  // What the attacker still holds once the server has dealt with every attempt: wait (at most 20 s) until no more than
  // the expected cap is open (the kernel completes connections the server has not accepted yet; the server then closes
  // them), so the count is the server's doing, not the moment's.
  const settleUntil = Date.now() + 20000;
  while (all.filter(isOpen).length > spec.settleTo && Date.now() < settleUntil) await new Promise((r) => setTimeout(r, 50));
  parentPort.postMessage({ ...counts, ms, stillOpen: all.filter(isOpen).length });
})();
parentPort.on('message', () => {
  for (const x of all) x.destroy();
  setTimeout(() => parentPort.postMessage('closed'), 200);
});
`;

interface AttackReport {
  attempted: number;
  connected: number;
  failed: number;
  refused: Record<string, number>;
  closeCodes: Record<string, number>;
  ms: number;
  stillOpen: number;
}

function attack(spec: {
  mode: 'ws' | 'idle';
  total: number;
  parallel: number;
  maxMs: number;
  /** The most the attacker should still hold at the end (what the report waits for, at most 20 s). */
  settleTo: number;
  cookie?: string;
}) {
  const worker = new Worker(ATTACK_WORKER, {
    eval: true,
    workerData: {
      ...spec,
      from: ATTACKER,
      port: server!.port,
    },
  });
  const report = new Promise<AttackReport>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    report,
    close: async () => {
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

/** Samples the server's open descriptors every 50 ms until stopped; resolves with the largest count seen. */
function sampleFds() {
  let peak = serverFds();
  const timer = setInterval(() => (peak = Math.max(peak, serverFds())), 50);
  return () => (clearInterval(timer), peak);
}

describe('the real server under attack', () => {
  it("another organization's reset mail reaches the outbox while 40 hanging webhooks of one organization still hang", async () => {
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + HANG_MS;
      const tick = () =>
        hangingHits > 0 ? resolve() : Date.now() > deadline ? reject(new Error('no delivery')) : setTimeout(tick, 50);
      tick();
    });
    const asked = performance.now();
    let stillHanging = 0;
    let givenUp = 0;
    const res = await fetch(`${server!.base}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server!.base, 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: resetUser.email }),
    });
    expect(res.status).toBe(200);
    // The server's own runners send it (the development outbox is read without draining, by asking for 1 row first).
    const arrivedMs = await vi.waitFor(
      async () => {
        const list = (await (await fetch(`${server!.base}/api/dev/outbox?limit=20`)).json()) as { to: string }[];
        expect(
          list.map((m) => m.to),
          'the reset mail in the outbox',
        ).toContain(resetUser.email);
        stillHanging = held.filter((s) => !s.destroyed).length;
        givenUp = held.length - stillHanging;
        return performance.now() - asked;
      },
      { interval: 100 },
    );
    figures.resetMail = { ms: round(arrivedMs), hangingDeliveriesSeen: hangingHits, stillHanging, givenUp };
    expect(arrivedMs).toBeGreaterThan(0);
    // The mail did not queue behind the deliveries: it arrived while some of them were still held open by the receiver
    // that never answers (each is given up after the deliverer's timeout). Compared with the deliveries' own progress,
    // not with a number of milliseconds, which a busy machine stretches (issue 46; it was < 5 s).
    expect(stillHanging, JSON.stringify(figures.resetMail)).toBeGreaterThan(0);
    // Fewer than half of the 40 given up: a mail queued behind the line would come after most of it (two at a time).
    expect(givenUp, JSON.stringify(figures.resetMail)).toBeLessThan(20);
  });

  it('20,000 WebSocket upgrades from one session are capped while another user logs in and searches', async () => {
    await measure(Promise.resolve(), 2); // warm-up
    const baseline = await measure(Promise.resolve(), 7);
    const fdsBefore = serverFds();
    const stopSampling = sampleFds();
    // Past the session's budget of upgrades each attempt is refused (429) before any database work, and an accepted one
    // whose session already holds checked sockets needs none either: the 20,000 take about 30 s at a load average of 15
    // on two cores. The 80 s stop is a guard only; the test asserts that all 20,000 were made.
    const started = performance.now();
    const flood = attack({
      mode: 'ws',
      total: ATTEMPTS,
      parallel: 100,
      maxMs: 80_000,
      settleTo: MAX_SOCKETS_PER_SESSION,
      cookie: flooder.cookie,
    });
    const during = await measure(flood.report, 7);
    const report = await flood.report;
    const peakFds = stopSampling();
    await flood.close();
    figures.sockets = {
      report,
      wallMs: Math.round(performance.now() - started),
      fdsBefore,
      peakFds,
      baseline: { login: summary(baseline.login), search: summary(baseline.search) },
      during: { login: summary(during.login), search: summary(during.search) },
    };
    const text = JSON.stringify(figures.sockets);
    expect(report.attempted, text).toBe(ATTEMPTS);
    // Every attempt was answered: accepted (and later evicted or still held) or refused.
    expect(report.connected + report.failed, text).toBe(ATTEMPTS);
    // Refused with 429 (the session's upgrade budget, in front of Fastify) or at the TCP level (the address's caps), the rest accepted and then evicted, oldest first.
    expect(report.refused['429'] ?? 0, text).toBeGreaterThan(ATTEMPTS / 4);
    expect(report.closeCodes[String(CHAT_CLOSE_TOO_MANY_SOCKETS)] ?? 0, text).toBeGreaterThanOrEqual(
      report.connected - MAX_SOCKETS_PER_SESSION,
    );
    // One session holds at most its cap of sockets; the server's descriptors never grew past the per-address cap.
    expect(report.stillOpen, text).toBeLessThanOrEqual(MAX_SOCKETS_PER_SESSION);
    expect(peakFds - fdsBefore, text).toBeLessThanOrEqual(PER_ADDRESS + 50);
    expect(
      during.statuses.every((s) => s === 200),
      text,
    ).toBe(true);
    // p50 within 5× of the baseline (a floor of 50 ms for a few-ms baseline, where 5× is noise on a shared machine).
    for (const k of ['login', 'search'] as const)
      expect(quantile(during[k], 0.5), text).toBeLessThan(Math.max(5 * quantile(baseline[k], 0.5), 50));
    expect(server!.alive()).toBe(true);
  }, 150_000);

  it('10,000 idle connections from one address: it holds its cap, everyone else is served', async () => {
    const baseline = await measure(Promise.resolve(), 7);
    const fdsBefore = serverFds();
    const stopSampling = sampleFds();
    const flood = attack({ mode: 'idle', total: 10_000, parallel: 500, maxMs: 45_000, settleTo: IDLE_PER_ADDRESS });
    const during = await measure(flood.report, 7);
    const report = await flood.report;
    // While the attacker still holds what it could: a health check and a login from elsewhere.
    const health = await fetch(`${server!.base}/api/health`, { signal: AbortSignal.timeout(HANG_MS) });
    expect(health.status).toBe(200);
    const peakFds = stopSampling();
    await flood.close();
    figures.idle = {
      report,
      fdsBefore,
      peakFds,
      baseline: { login: summary(baseline.login), search: summary(baseline.search) },
      during: { login: summary(during.login), search: summary(during.search) },
    };
    const text = JSON.stringify(figures.idle);
    expect(report.attempted, text).toBe(10_000);
    expect(report.stillOpen, text).toBeLessThanOrEqual(IDLE_PER_ADDRESS);
    expect(peakFds - fdsBefore, text).toBeLessThanOrEqual(PER_ADDRESS + 50);
    expect(
      during.statuses.every((s) => s === 200),
      text,
    ).toBe(true);
    for (const k of ['login', 'search'] as const)
      expect(quantile(during[k], 0.5), text).toBeLessThan(Math.max(5 * quantile(baseline[k], 0.5), 50));
  });

  it("a known-device user's correct logins all succeed during a distributed wrong-password flood", async () => {
    // The user signed in on this browser before: the known-device cookie.
    const first = await fetch(`${server!.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server!.base, 'x-forwarded-for': '198.51.100.250' },
      body: JSON.stringify({ email: knownUser.email, password: TEST_PASSWORD }),
    });
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!;
    expect(device).toBeDefined();

    // The flood counts its answers from its first 503 (the shared hashing is full) and reports every eighth of
    // FLOOD_ANSWERS; 503s are counted per quarter of those answers.
    const FLOOD = `
const { parentPort, workerData: spec } = require('node:worker_threads');
let running = true, saturated = false, n = 0, answered = 0;
const statuses = {};
const refusedPerQuarter = [];
const eighth = spec.floodAnswers / 8;
parentPort.on('message', () => (running = false));
const loop = async () => {
  while (running) {
    const i = n++;
    let status = 0;
    try {
      const res = await fetch(spec.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json', origin: spec.origin,
          'x-forwarded-for': '10.' + ((i >> 16) & 255) + '.' + ((i >> 8) & 255) + '.' + (i & 255),
        },
        body: JSON.stringify({ email: i % 2 ? spec.email : 'nobody-' + i + '@test.example', password: 'wrong-' + i }),
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {}
    statuses[status] = (statuses[status] || 0) + 1;
    if (saturated) {
      if (status === 503) {
        const q = Math.floor(answered / (spec.floodAnswers / 4));
        while (refusedPerQuarter.length <= q) refusedPerQuarter.push(0);
        refusedPerQuarter[q]++;
      }
      answered++;
      if (answered % eighth === 0) parentPort.postMessage({ answered });
    } else if (status === 503) {
      saturated = true;
      parentPort.postMessage({ answered: 0 });
    }
  }
};
Promise.all(Array.from({ length: spec.connections }, loop)).then(() =>
  parentPort.postMessage({ statuses, refusedPerQuarter, answered }),
);
`;
    const worker = new Worker(FLOOD, {
      eval: true,
      workerData: {
        url: `${server!.base}/api/auth/login`,
        origin: server!.base,
        email: knownUser.email,
        connections: 100,
        floodAnswers: FLOOD_ANSWERS,
      },
    });
    type FloodReport = { statuses: Record<string, number>; refusedPerQuarter: number[]; answered: number };
    // The flood's progress: answers since its first 503, as last reported; `reached(k)` resolves once it is k or more.
    let progress = -1;
    const waiting: { answers: number; resolve: () => void }[] = [];
    const reached = (answers: number) =>
      new Promise<void>((resolve) => (progress >= answers ? resolve() : waiting.push({ answers, resolve })));
    const flooded = new Promise<FloodReport>((resolve, reject) => {
      worker.on('message', (m: { answered: number } & Partial<FloodReport>) => {
        if (m.statuses) return resolve(m as FloodReport);
        progress = m.answered;
        for (const w of waiting.filter((x) => x.answers <= progress)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
      });
      worker.once('error', reject);
    });
    // The user's sign-ins start once the flood gets its first 503 (the shared hashing is full), and follow its progress,
    // not the clock: one after every eighth of FLOOD_ANSWERS (eight sign-ins: the login route allows ten a minute per
    // key in tests), the last after seven eighths. The flood goes on until it has had all its answers and the last
    // sign-in is answered, so every sign-in is answered during it however fast or slow this machine is.
    await reached(0);
    const floodStart = performance.now();
    const mine: { ms: number; status: number; at: number; atAnswer: number }[] = [];
    for (let i = 0; i < 8; i++) {
      await reached((i * FLOOD_ANSWERS) / 8);
      const at = performance.now() - floodStart;
      const atAnswer = progress;
      mine.push({ ...(await timedLogin(knownUser, device)), at, atAnswer });
    }
    await reached(FLOOD_ANSWERS);
    const floodMs = performance.now() - floodStart;
    worker.postMessage('stop');
    const { statuses, refusedPerQuarter, answered } = await flooded;
    await worker.terminate();
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    figures.loginFlood = {
      floodMs: Math.round(floodMs),
      floodAnswers: total,
      answersAfterFull: answered,
      floodStatuses: statuses,
      refusedPerQuarter,
      knownDevice: {
        statuses: mine.map((m) => m.status),
        at: mine.map((m) => Math.round(m.at)),
        atAnswer: mine.map((m) => m.atAnswer),
        ...summary(mine.map((m) => m.ms)),
      },
    };
    const text = JSON.stringify(figures.loginFlood);
    // The flood had all its answers and kept the shared hashing full throughout (503s in every quarter of them)…
    expect(answered, text).toBeGreaterThanOrEqual(FLOOD_ANSWERS);
    expect(statuses['503'] ?? 0, text).toBeGreaterThan(50);
    expect(refusedPerQuarter.length, text).toBeGreaterThanOrEqual(4);
    for (const n of refusedPerQuarter.slice(0, 4)) expect(n, text).toBeGreaterThan(0);
    // …and every one of the known device's sign-ins during it got in, the last in its final quarter.
    expect(mine.length, text).toBe(8);
    expect(mine[7].atAnswer, text).toBeGreaterThan((FLOOD_ANSWERS * 3) / 4);
    expect(
      mine.every((m) => m.status === 200),
      text,
    ).toBe(true);
    expect(server!.alive()).toBe(true);
    // The time it takes follows the flood's pace: 12,000 answers took 10 s at 1,200 a second and 63 s at 190 (load 7
    // to 12 on the shared two-core machine); at 100 a second, two minutes.
  }, 180_000);
});
