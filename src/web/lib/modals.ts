// Mantine's modals (the confirmation dialogs of components/confirm-action.tsx) load with the first confirmation:
// ModalsProvider brings Modal, its overlay, focus trap, scroll lock and scroll area, which no page's first view shows.
// The app mounts its provider (app/modals-host.tsx) when the first confirmation asks for it; a test that renders its
// own ModalsProvider needs no host.
import { useSyncExternalStore } from 'react';

type Modals = (typeof import('@mantine/modals'))['modals'];

let wanted = false;
const listeners = new Set<() => void>();
let markReady = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the app's modals host should be mounted: from the first confirmation on (never in a server-drawn page). */
export const useModalsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** Called by the app's host once its ModalsProvider listens for `modals.open…` calls. */
export const modalsHostReady = () => markReady();

/** Mantine's `modals`, once a provider listens (the app's host, mounted now if it was not). */
export async function loadModals(): Promise<Modals> {
  const lib = import('@mantine/modals');
  // A subscriber is the app's host slot (app/providers.tsx): mount the host and wait until it listens.
  if (listeners.size > 0) {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    await ready;
  }
  return (await lib).modals;
}
