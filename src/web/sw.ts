// The service worker (docs/decisions/0016-installable-app.md), built by vite-plugin-pwa (Workbox's injectManifest):
// `self.__WB_MANIFEST` is replaced at build time by the list of every file the build shipped, each with its revision, so
// any change to any file is a new sw.js and the app offers the update.
//
// - App files (scripts, styles, icons) come from Workbox's precache, so the app opens and moves between pages offline.
// - Page loads go to the network first; only when the network fails is the precached shell (index.html) served.
// - Anything under /api, /files and /dev is never answered from the cache: those answers depend on who asks and change
//   all the time; offline they fail and the app says it is offline.
// - A new version installs beside the running one and waits; the app offers a Reload (lib/service-worker.ts), which
//   tells the waiting worker to take over (SKIP_WAITING).
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const SHELL = '/index.html';
const NEVER_CACHED = ['/api', '/files', '/dev'];
const neverCached = (pathname: string) => NEVER_CACHED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !neverCached(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
