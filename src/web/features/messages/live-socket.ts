// One WebSocket per browser tab to /api/ws (the session cookie authenticates it). It reconnects with
// back-off and, on every (re)connect, asks for the messages after the last one each open chat has,
// so nothing is lost; the conversation merges by id, so nothing is shown twice.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatServerFrame } from '@/domain/chat';

type Listener = (frame: ChatServerFrame) => void;
type CursorSource = () => Record<string, number>;

const listeners = new Set<Listener>();
const cursorSources = new Set<CursorSource>();
const statusListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let users = 0;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let connected = false;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const l of statusListeners) l();
}

/** Asks the server for everything after the last message each open chat holds. */
function sync() {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  const chats: Record<string, number> = {};
  for (const source of cursorSources) Object.assign(chats, source());
  if (Object.keys(chats).length) socket.send(JSON.stringify({ type: 'sync', chats }));
}

function connect() {
  if (socket || users === 0 || typeof WebSocket === 'undefined') return;
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (ev) => {
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(String(ev.data)) as ChatServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      attempt = 0;
      setConnected(true);
      sync();
    }
    for (const l of listeners) l(frame);
  };
  ws.onclose = () => {
    if (socket === ws) socket = null;
    setConnected(false);
    if (users > 0) {
      const delay = Math.min(1000 * 2 ** attempt, 15_000);
      attempt += 1;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        connect();
      }, delay);
    }
  };
  ws.onerror = () => ws.close();
}

function retain() {
  users += 1;
  connect();
}

function release() {
  users -= 1;
  if (users > 0) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const ws = socket;
  socket = null;
  ws?.close();
  setConnected(false);
}

/** Keeps the live connection open while mounted and calls `onFrame` for every server frame. */
export function useLiveChat(onFrame: Listener, cursors?: CursorSource) {
  const frameRef = useRef(onFrame);
  const cursorRef = useRef(cursors);
  useEffect(() => {
    frameRef.current = onFrame;
    cursorRef.current = cursors;
  });
  const hasCursors = Boolean(cursors);
  useEffect(() => {
    const listener: Listener = (f) => frameRef.current(f);
    const source: CursorSource = () => cursorRef.current?.() ?? {};
    listeners.add(listener);
    if (hasCursors) cursorSources.add(source);
    retain();
    // A conversation mounted on an already open socket catches up at once.
    if (hasCursors && connected) sync();
    return () => {
      listeners.delete(listener);
      cursorSources.delete(source);
      release();
    };
  }, [hasCursors]);
}

/** Whether the live connection is up (for a "Reconnecting…" hint). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (cb) => {
      statusListeners.add(cb);
      return () => statusListeners.delete(cb);
    },
    () => connected,
    () => false,
  );
}
