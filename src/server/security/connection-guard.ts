// Caps on the TCP connections one client address holds, enforced at the HTTP server's `connection` event, before
// Fastify or the WebSocket upgrade sees the socket (issue 34: 2 × 10,000 idle connections from one address took the
// server's file descriptors and with them health and login for everyone). Three limits:
//
// - per address: at most `perAddress` open connections (HTTP and WebSocket alike) from one address;
// - idle per address: at most `idlePerAddress` of them that have not yet sent one complete request head (the idle and
//   slow-headers sockets a slowloris holds; Node's headersTimeout then cuts each one off after 20 s);
// - the process's budget: at most `max` connections in all, below the file-descriptor soft limit (read from
//   /proc/self/limits) minus a headroom for the database, files and logs. The last `reserve` places of the budget go
//   only to addresses that hold fewer than `reserveShare` connections: a fresh client (a health probe, someone
//   signing in) still gets in while the server is nearly full, and per-address caps stop one address taking it all.
//
// IPv6 clients are counted by their /64 (one subscriber's usual allocation); IPv4-mapped IPv6 counts as the IPv4.
// Behind a reverse proxy every connection comes from the proxy: the per-address caps are then off by default (the
// proxy caps per client address instead, README "Deploying"), the budget and reserve still apply.
import fs from 'node:fs';
import net from 'node:net';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

export interface ConnectionCaps {
  /** Open connections one address may hold (0: no per-address cap). */
  perAddress: number;
  /** Connections of one address that have not sent a complete request head yet (0: no cap). */
  idlePerAddress: number;
  /** Connections the process holds in all (already bounded by the descriptor limit, see connectionBudget). */
  max: number;
  /** The last places of `max`, kept for addresses holding fewer than `reserveShare` connections. */
  reserve: number;
  reserveShare: number;
}

/** Why a connection was refused, counted in the guard's stats. */
export type Refusal = 'address' | 'idle' | 'budget' | 'reserve' | 'descriptors';

/**
 * The descriptor watch: every `intervalMs` the process's open descriptors are counted (files, the database pool and
 * sockets alike). Within FD_HEADROOM / 2 of the soft limit only the reserve's small holders get a new connection; within
 * 32 of it nobody does, until the count falls again.
 */
export interface DescriptorWatch {
  softLimit: number | null;
  count: () => number | null;
  intervalMs: number;
}

export interface ConnectionGuard {
  stats: () => {
    open: number;
    addresses: number;
    refused: Record<Refusal, number>;
    /** Open file descriptors of the process (null where /proc is absent). */
    fds: number | null;
  };
  caps: ConnectionCaps;
}

/** The soft limit on open files (RLIMIT_NOFILE) of this process, or null where /proc is absent (not Linux). */
export function openFileSoftLimit(limitsText?: string): number | null {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = fs.readFileSync('/proc/self/limits', 'utf8');
    } catch {
      return null;
    }
  }
  const line = text.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (!soft) return null;
  return soft === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(soft) || null;
}

/** Open file descriptors of this process (null where /proc is absent). */
export function openFileCount(): number | null {
  try {
    return fs.readdirSync('/proc/self/fd').length;
  } catch {
    return null;
  }
}

/** Descriptors kept back from connections: the database pool, uploads, static files, logs, DNS. */
export const FD_HEADROOM = 256;

/**
 * The most connections this process can hold: the configured maximum, but never past the descriptor soft limit less
 * FD_HEADROOM (at least 64, so a tiny limit still serves someone).
 */
export function connectionBudget(configuredMax: number, softLimit = openFileSoftLimit()): number {
  if (softLimit === null) return configuredMax;
  return Math.max(64, Math.min(configuredMax, softLimit - FD_HEADROOM));
}

/** The key an address is counted under: the IPv4 address, or the /64 of an IPv6 address. */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!net.isIPv6(address)) return address;
  // Expand "::" and keep the first four groups.
  const [head, tail = ''] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

interface Held {
  open: number;
  idle: number;
}

/** Installs the caps on a Node HTTP server (Fastify's `app.server`); returns its live counts. */
export function guardConnections(
  server: Server,
  caps: ConnectionCaps,
  log?: FastifyBaseLogger,
  watch: DescriptorWatch = { softLimit: openFileSoftLimit(), count: openFileCount, intervalMs: 2_000 },
): ConnectionGuard {
  const byAddress = new Map<string, Held>();
  const idle = new WeakSet<net.Socket>();
  let open = 0;
  const refused: Record<Refusal, number> = { address: 0, idle: 0, budget: 0, reserve: 0, descriptors: 0 };
  let lastWarning = 0;
  // Descriptor pressure from the last count: 0 none, 1 near the limit (reserve only), 2 at it (refuse all).
  let pressure = 0;
  let fdsSeen: number | null = null;
  if (watch.softLimit !== null && watch.softLimit < Number.MAX_SAFE_INTEGER) {
    const limit = watch.softLimit;
    const check = () => {
      fdsSeen = watch.count();
      pressure = fdsSeen === null ? 0 : fdsSeen >= limit - 32 ? 2 : fdsSeen >= limit - FD_HEADROOM / 2 ? 1 : 0;
    };
    const timer = setInterval(check, watch.intervalMs);
    timer.unref();
    server.once('close', () => clearInterval(timer));
  }

  const refuse = (socket: net.Socket, why: Refusal, key: string) => {
    refused[why]++;
    // A connection refused here costs one accept and one close: no parser, no request, no log line per socket.
    socket.destroy();
    const now = Date.now();
    if (log && now - lastWarning > 10_000) {
      lastWarning = now;
      log.warn({ why, address: key, open, refused }, 'connections refused');
    }
  };

  const settle = (socket: net.Socket) => {
    if (!idle.has(socket)) return;
    idle.delete(socket);
    const held = byAddress.get(addressKey(socket.remoteAddress));
    if (held) held.idle--;
  };

  server.on('connection', (socket: net.Socket) => {
    const key = addressKey(socket.remoteAddress);
    const held = byAddress.get(key) ?? { open: 0, idle: 0 };
    if (open >= caps.max) return refuse(socket, 'budget', key);
    if (pressure === 2 || (pressure === 1 && held.open >= caps.reserveShare)) return refuse(socket, 'descriptors', key);
    if (caps.perAddress > 0 && held.open >= caps.perAddress) return refuse(socket, 'address', key);
    if (caps.idlePerAddress > 0 && held.idle >= caps.idlePerAddress) return refuse(socket, 'idle', key);
    if (open >= caps.max - caps.reserve && held.open >= caps.reserveShare) return refuse(socket, 'reserve', key);
    open++;
    held.open++;
    held.idle++;
    idle.add(socket);
    byAddress.set(key, held);
    socket.once('close', () => {
      open--;
      if (idle.has(socket)) {
        idle.delete(socket);
        held.idle--;
      }
      held.open--;
      if (held.open === 0) byAddress.delete(key);
    });
  });
  // A complete request head (or a WebSocket upgrade) makes the connection no longer idle.
  server.on('request', (req) => settle(req.socket));
  server.on('upgrade', (req) => settle(req.socket));

  return {
    caps,
    stats: () => ({ open, addresses: byAddress.size, refused: { ...refused }, fds: fdsSeen ?? openFileCount() }),
  };
}
