// Issue 34 "caps on what one actor can hold": per-address caps on open and idle connections and the process budget
// with its reserve, enforced at the server's `connection` event. Loopback has many addresses (127.0.0.0/8): the
// attacker connects from 127.0.0.2, everyone else from 127.0.0.1, so the per-address caps are seen apart.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressKey,
  connectionBudget,
  FD_HEADROOM,
  guardConnections,
  openFileSoftLimit,
  type ConnectionCaps,
  type ConnectionGuard,
  type DescriptorWatch,
} from './connection-guard';
import { loadConfig } from '../config';

const ATTACKER = '127.0.0.2';
const OTHER = '127.0.0.1';
const sockets: net.Socket[] = [];
let server: http.Server | null = null;

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  if (server) await new Promise((r) => server!.close(r));
  server = null;
});

async function serve(
  caps: Partial<ConnectionCaps>,
  watch?: DescriptorWatch,
): Promise<{ port: number; guard: ConnectionGuard }> {
  server = http.createServer((_req, res) => res.end('ok'));
  const guard = guardConnections(
    server,
    {
      perAddress: 0,
      idlePerAddress: 0,
      max: 10_000,
      reserve: 0,
      reserveShare: 4,
      ...caps,
    },
    undefined,
    watch,
  );
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
  return { port: (server.address() as net.AddressInfo).port, guard };
}

/** Opens a raw TCP connection from `from` that sends nothing; resolves once connected. */
function idleSocket(port: number, from: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(s));
    s.on('error', reject);
    sockets.push(s);
  });
}

/** Whether the server closes `s` within `ms` (a refused connection is accepted, then destroyed at once). */
function closedWithin(s: net.Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (s.destroyed || s.readyState === 'closed') return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    s.once('close', () => (clearTimeout(timer), resolve(true)));
    s.once('end', () => (clearTimeout(timer), resolve(true)));
    s.resume();
  });
}

/** One GET / from `from` on a new connection: the status, or 0 when the connection was refused. */
function get(port: number, from: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

describe('connection guard', () => {
  it('counts IPv6 addresses by their /64 and IPv4-mapped ones as IPv4', () => {
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
  });

  it('reads the descriptor soft limit and keeps a headroom below it', () => {
    const limits =
      'Max cpu time  unlimited  unlimited  seconds\nMax open files            1024                 4096                 files\n';
    expect(openFileSoftLimit(limits)).toBe(1024);
    expect(connectionBudget(20_000, 1024)).toBe(1024 - FD_HEADROOM);
    expect(connectionBudget(500, 20_000)).toBe(500);
    expect(openFileSoftLimit()).toBeGreaterThan(0); // Linux: this process's own limit
  });

  it('defaults: per-address caps on a direct server, off behind a trusted proxy (it caps per client)', () => {
    const direct = loadConfig({ NODE_ENV: 'test' }).connections;
    expect(direct.perAddress).toBeGreaterThan(0);
    expect(direct.idlePerAddress).toBeGreaterThan(0);
    const proxied = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).connections;
    expect(proxied).toMatchObject({ perAddress: 0, idlePerAddress: 0 });
    expect(loadConfig({ NODE_ENV: 'test', CONN_PER_ADDRESS: '7' }).connections.perAddress).toBe(7);
    expect(() => loadConfig({ NODE_ENV: 'test', CONN_MAX: 'many' })).toThrow(/CONN_MAX="many": must be a whole number/);
  });

  it('refuses connections past the idle cap of one address; other addresses and requests are served', async () => {
    const { port, guard } = await serve({ perAddress: 100, idlePerAddress: 5 });
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await idleSocket(port, ATTACKER));
    await vi.waitFor(() => expect(guard.stats().open, 'five idle connections held').toBe(5));
    const extra = await idleSocket(port, ATTACKER);
    expect(await closedWithin(extra, 2_000)).toBe(true);
    expect(guard.stats().refused.idle).toBeGreaterThanOrEqual(1);
    // The same address's idle sockets stay open, and another address is served.
    for (const s of held) expect(await closedWithin(s, 50)).toBe(false);
    expect(await get(port, OTHER)).toBe(200);
  });

  it('refuses connections past the open cap of one address; a socket that sent its request is not idle', async () => {
    const { port, guard } = await serve({ perAddress: 4, idlePerAddress: 2 });
    // Two keep-alive connections that have each sent a request: open, no longer idle.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const busy = () =>
      new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/', localAddress: ATTACKER, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        });
        req.on('error', reject);
      });
    await Promise.all([busy(), busy()]);
    const idle = [await idleSocket(port, ATTACKER), await idleSocket(port, ATTACKER)];
    await vi.waitFor(() => expect(guard.stats().open, 'four connections held').toBe(4));
    expect(await get(port, ATTACKER)).toBe(0); // a fifth: refused
    expect(guard.stats().refused.address).toBeGreaterThanOrEqual(1);
    expect(await get(port, OTHER)).toBe(200);
    for (const s of idle) expect(await closedWithin(s, 50)).toBe(false);
    agent.destroy();
  });

  it('keeps the last places of the budget for addresses holding few connections', async () => {
    const { port, guard } = await serve({ max: 20, reserve: 6, reserveShare: 4 });
    const held: net.Socket[] = [];
    for (let i = 0; i < 20; i++) held.push(await idleSocket(port, ATTACKER));
    // The attacker got the budget less the reserve; the rest of its connections were closed.
    await vi.waitFor(() => expect(guard.stats().open, 'the budget less the reserve').toBe(14));
    expect(guard.stats().refused.reserve).toBe(6);
    // A fresh address still gets in (a health probe, a login), up to its share.
    expect(await get(port, OTHER)).toBe(200);
    const fresh = [];
    for (let i = 0; i < 4; i++) fresh.push(await idleSocket(port, OTHER));
    await vi.waitFor(() => expect(guard.stats().open, 'four reserved places taken').toBe(18));
    const fifth = await idleSocket(port, OTHER);
    expect(await closedWithin(fifth, 2_000)).toBe(true);
    expect(guard.stats().refused.reserve).toBe(7);
    // Closing connections gives the places back.
    for (const s of held) s.destroy();
    await vi.waitFor(() => expect(guard.stats().open, 'the attacker gone').toBe(4));
    expect(await get(port, ATTACKER)).toBe(200);
  });

  it('refuses everyone past the whole budget', async () => {
    const { port, guard } = await serve({ max: 16, reserve: 0 });
    for (let i = 0; i < 16; i++) await idleSocket(port, i % 2 ? ATTACKER : OTHER);
    await vi.waitFor(() => expect(guard.stats().open, 'the budget full').toBe(16));
    expect(await get(port, '127.0.0.3')).toBe(0);
    expect(guard.stats().refused.budget).toBe(1);
  });

  it('watches the descriptors: near the soft limit only small holders get in, at it nobody', async () => {
    let fds = 100;
    const { port, guard } = await serve({}, { softLimit: 1_000, count: () => fds, intervalMs: 20 });
    const attacker = [];
    for (let i = 0; i < 6; i++) attacker.push(await idleSocket(port, ATTACKER));
    await vi.waitFor(() => expect(guard.stats().open, 'six held').toBe(6));
    fds = 1_000 - FD_HEADROOM / 2; // near the limit (other descriptors: files, the database)
    await vi.waitFor(() => expect(guard.stats().fds, 'the count seen').toBe(fds));
    const more = await idleSocket(port, ATTACKER);
    expect(await closedWithin(more, 2_000)).toBe(true);
    expect(await get(port, OTHER)).toBe(200); // holds fewer than its share
    fds = 990; // at the limit
    await vi.waitFor(() => expect(guard.stats().fds, 'the count seen').toBe(990));
    expect(await get(port, OTHER)).toBe(0);
    expect(guard.stats().refused.descriptors).toBe(2);
    fds = 200;
    await vi.waitFor(() => expect(guard.stats().fds, 'the count seen').toBe(200));
    expect(await get(port, ATTACKER)).toBe(200);
  });
});
