// The service worker (docs/decisions/0016-installable-app.md). The build (vite.config.ts, `serviceWorker`) writes
// dist/web/sw.js from this file, preceded by `const VERSION = '…'` (a hash of every shipped file) and
// `const PRECACHE = […]` (the app shell and every file of the build): a new deploy is a new sw.js.
//
// - App files (scripts, styles, icons) come from the cache, so the app opens and moves between pages offline.
// - Page loads go to the network first; only when the network fails is the cached shell (index.html) served.
// - Anything under /api, /files and /dev is never answered from the cache: those answers depend on who asks
//   and change all the time; offline they fail and the app says it is offline.
// - A new version installs beside the running one and waits; the app offers a Reload (lib/service-worker.ts),
//   which tells the waiting worker to take over (SKIP_WAITING).
/* global VERSION, PRECACHE */

const CACHE = `carelink-${VERSION}`;
const SHELL = '/index.html';
const NEVER_CACHED = /^\/(api|files|dev)(\/|$)/;
const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('carelink-') && n !== CACHE).map((n) => caches.delete(n))),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(SHELL).then((shell) => shell || Response.error())),
      ),
    );
    return;
  }
  if (PRECACHED.has(url.pathname)) {
    event.respondWith(
      caches.open(CACHE).then((cache) => cache.match(url.pathname).then((hit) => hit || fetch(request))),
    );
  }
});
