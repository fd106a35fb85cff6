// One WebSocket per browser tab to /api/ws (the session cookie authenticates it). It reconnects with
// back-off and, on every (re)connect, asks for the messages after the last one each open chat has,
// so nothing is lost; the conversation merges by id, so nothing is shown twice.
// A socket closed as revoked (CHAT_CLOSE_SESSION_REVOKED: logout, deactivation, role or password change) is not retried
// blindly: the signed-in user is read again; when signed out, the cache is cleared and the app shows the login page;
// when still signed in (a role change), one fresh socket opens with the new rights.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_CLOSE_SESSION_REVOKED, CHAT_CLOSE_TOO_MANY_SOCKETS, type ChatServerFrame } from '@/domain/chat';
import { meQuery, meQueryKey } from '../../lib/auth';

type Listener = (frame: ChatServerFrame) => void;
type CursorSource = () => Record<string, number>;
/** Reads the signed-in user again: whether someone is still signed in. */
type SessionCheck = () => Promise<boolean>;

const listeners = new Set<Listener>();
const cursorSources = new Set<CursorSource>();
const statusListeners = new Set<() => void>();
const sessionChecks = new Set<SessionCheck>();
let socket: WebSocket | null = null;
let users = 0;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let connected = false;
/**
 * The connection was lost or refused and is being retried: from a socket's close while someone uses it until the next
 * 'ready'. Not while the first socket of the page opens: a page (the server draws an open chat too) does not start by
 * saying it reconnects, then take it back.
 */
let down = false;

function notifyStatus() {
  for (const l of statusListeners) l();
}

/** Open (a 'ready' arrived) or idle (nobody uses the connection): either way not down. */
function setConnected(value: boolean) {
  if (connected === value && !down) return;
  connected = value;
  down = false;
  notifyStatus();
}

function setDown() {
  connected = false;
  if (down) return;
  down = true;
  notifyStatus();
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
  ws.onclose = (ev) => {
    if (socket === ws) socket = null;
    if (users > 0) setDown();
    else setConnected(false);
    if (ev.code === CHAT_CLOSE_SESSION_REVOKED) void afterRevoked();
    else if (ev.code === CHAT_CLOSE_TOO_MANY_SOCKETS) reconnectWhenShown();
    else if (users > 0) {
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

/**
 * Closed as one socket too many (the session's newer tabs took the slots): reconnect when this tab is shown again,
 * not at once, so two tabs never take turns closing each other.
 */
function reconnectWhenShown() {
  if (typeof document === 'undefined') return;
  const onShow = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onShow);
    if (users > 0 && !socket && !retryTimer) {
      attempt = 0;
      connect();
    }
  };
  document.addEventListener('visibilitychange', onShow);
}

/** The session was revoked: reconnect only when someone is still signed in (e.g. with a changed role). */
async function afterRevoked() {
  const [check] = sessionChecks;
  if (!check) return;
  // Not known (the server is unreachable): the upgrade itself is refused when signed out.
  const signedIn = await check().catch(() => true);
  if (signedIn && users > 0 && !socket && !retryTimer) {
    attempt = 0;
    connect();
  }
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
  const qc = useQueryClient();
  useEffect(() => {
    const listener: Listener = (f) => frameRef.current(f);
    const source: CursorSource = () => cursorRef.current?.() ?? {};
    // Signed out: nothing of the previous session stays cached, and the signed-in routes redirect to the login page.
    const check: SessionCheck = async () => {
      const me = await qc.fetchQuery({ ...meQuery, staleTime: 0 });
      if (!me) {
        qc.clear();
        qc.setQueryData(meQueryKey, null);
      }
      return Boolean(me);
    };
    listeners.add(listener);
    sessionChecks.add(check);
    if (hasCursors) cursorSources.add(source);
    retain();
    // A conversation mounted on an already open socket catches up at once.
    if (hasCursors && connected) sync();
    return () => {
      listeners.delete(listener);
      sessionChecks.delete(check);
      cursorSources.delete(source);
      release();
    };
  }, [hasCursors, qc]);
}

/** Whether the live connection was lost and is being retried (for a "Reconnecting…" hint); never on the server. */
export function useLiveReconnecting(): boolean {
  return useSyncExternalStore(
    (cb) => {
      statusListeners.add(cb);
      return () => statusListeners.delete(cb);
    },
    () => down,
    () => false,
  );
}
