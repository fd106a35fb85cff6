// Whether the app can reach its server: the browser's online flag, and whether the last request failed for want of a
// network (a fetch that threw: navigator.onLine stays true on a network that leads nowhere). The offline notice
// (app/app-status.tsx) shows while either says so.
import { useSyncExternalStore } from 'react';

let unreachable = false;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
}

/** A request could not reach the server (no answer at all, not an error answer). */
export const reportRequestFailed = () => setUnreachable(true);
/** The server answered a request. */
export const reportRequestAnswered = () => setUnreachable(false);

function subscribe(listener: () => void) {
  const online = () => {
    // Back online: the next requests will tell whether the server can be reached.
    setUnreachable(false);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => !navigator.onLine || unreachable;

/** True while the browser is offline or the server cannot be reached. */
export function useOffline() {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
