// Test helper: a `ws` client on /api/ws that records frames and waits for one matching a predicate.
import { createRequire } from 'node:module';
import type { ChatServerFrame } from '@/domain/chat';

interface WsClient {
  on: (event: string, fn: (...args: unknown[]) => void) => void;
  send: (data: string) => void;
  close: () => void;
  terminate: () => void;
}
type WsCtor = new (url: string, opts: { headers: Record<string, string> }) => WsClient;
const WebSocket = createRequire(import.meta.url)('ws') as WsCtor;

export interface TestSocket {
  frames: ChatServerFrame[];
  next: (match: (f: ChatServerFrame) => boolean, timeoutMs?: number) => Promise<ChatServerFrame>;
  send: (frame: unknown) => void;
  close: () => void;
  /** Resolves with the close code and reason once the socket has closed (by either side). */
  closed: Promise<{ code: number; reason: string }>;
  /** Whether the socket has closed. */
  isClosed: () => boolean;
}

/** Opens a socket as the user of `cookie` and resolves once the server says it is ready. */
export function openTestSocket(
  baseUrl: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie, ...headers } });
  const frames: ChatServerFrame[] = [];
  const waiters: { match: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }[] = [];
  let isClosed = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      isClosed = true;
      resolve({ code: code as number, reason: String(reason) });
    }),
  );
  const api: TestSocket = {
    frames,
    next: (match, timeoutMs = 5000) => {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      });
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.terminate(),
    closed,
    isClosed: () => isClosed,
  };
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  return new Promise((resolve, reject) => {
    ws.on('error', (err) => reject(err as Error));
    ws.on('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${(res as { statusCode: number }).statusCode}`)),
    );
    void api.next((f) => f.type === 'ready').then(() => resolve(api), reject);
    void closed.then(({ code }) => reject(new Error(`closed before ready: ${code}`)));
  });
}
