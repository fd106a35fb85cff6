// A gate in front of WebSocket upgrades (issue 34: one session attempted ~19,600 upgrades). The HTTP server's 'upgrade'
// listeners added by `register` (the WebSocket plugin, which runs every upgrade through Fastify's hooks and routing)
// are called only for upgrades the gate lets through; one it refuses is answered right there with a bare 429 and
// closed: no Fastify request, no hook, no session lookup. Listeners added before (the connection guard's) are untouched.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** What a refused upgrade is answered (the API's error shape, as any 429). */
export function refuseUpgrade(socket: Duplex, body: string, retryAfterSeconds: number) {
  if (socket.destroyed) return;
  const head = [
    'HTTP/1.1 429 Too Many Requests',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Retry-After: ${retryAfterSeconds}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  // Closed once written (the descriptor is not held until the client lets go).
  socket.end(head + body, () => socket.destroy());
}

/**
 * Registers what `register` adds (e.g. @fastify/websocket) with its 'upgrade' listeners behind `admit`: an upgrade
 * `admit` refuses (it answers and closes the socket itself and returns false) never reaches them.
 */
export async function gateUpgrades(
  server: Server,
  register: () => PromiseLike<unknown>,
  admit: (req: IncomingMessage, socket: Duplex) => boolean,
) {
  const before = new Set(server.listeners('upgrade'));
  await register();
  const added = (server.listeners('upgrade') as UpgradeListener[]).filter((l) => !before.has(l));
  for (const l of added) server.removeListener('upgrade', l);
  server.on('upgrade', function (this: Server, req: IncomingMessage, socket: Duplex, head: Buffer) {
    if (!admit(req, socket)) return;
    for (const l of added) l.call(this, req, socket, head);
  });
}

/** The value of cookie `name` in a raw Cookie header (undefined when absent or malformed). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
