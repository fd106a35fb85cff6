// The service worker of production builds (src/web/sw.ts, built to dist/web/sw.js by vite-plugin-pwa): registered
// after the page has loaded, so its downloads never compete with the first view. When a new version is deployed the
// new worker installs and waits; the app then offers a Reload (app/app-status.tsx), and only that reload switches.
// The dev server has no service worker (and removes one a production build left on the same origin).
import { useSyncExternalStore } from 'react';

/** The page's reload, in one place (a test stands in for it: jsdom cannot navigate). */
export const page = { reload: () => window.location.reload() };

let registration: ServiceWorkerRegistration | null = null;
let updateReady = false;
let reloading = false;
const listeners = new Set<() => void>();

function setUpdateReady() {
  if (updateReady) return;
  updateReady = true;
  listeners.forEach((listener) => listener());
}

/** Registers /sw.js in production builds once the page has loaded; answers nothing, fails silently. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
    return;
  }
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(watch)
      .catch(() => {});
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function watch(reg: ServiceWorkerRegistration) {
  registration = reg;
  // Only an update waits behind a running version: a first install just serves the next load.
  const offer = () => {
    if (reg.waiting && navigator.serviceWorker.controller) setUpdateReady();
  };
  offer();
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // This tab asked for the new version: load it. Another tab did: this one runs old code whose files are gone
    // from the cache, so it offers the reload too.
    if (reloading) page.reload();
    else setUpdateReady();
  });
  // Tabs left open for days still learn about new versions.
  setInterval(() => void reg.update().catch(() => {}), 60 * 60 * 1000);
}

/** Switches to the waiting version and reloads the page (the update prompt's Reload). */
export function applyUpdate() {
  reloading = true;
  const waiting = registration?.waiting;
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else page.reload();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version of the app is installed and waiting for a reload. */
export function useUpdateReady() {
  return useSyncExternalStore(
    subscribe,
    () => updateReady,
    () => false,
  );
}
