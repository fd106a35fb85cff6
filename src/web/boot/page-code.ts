// The first view's page code, asked for beside the app's first script rather than after it. The server's pages
// (public-pages/page-body.ts) load this script with the app's entry once the first frame is painted; it is a few
// kilobytes, so it runs while the entry (some 100 KB) is still downloading, and starts the opened page's chunk, its
// styles and the chunks it imports (Vite's preload list of each dynamic import). Without it they were asked for only
// once the entry had downloaded and run: one more round trip, on a slow phone link some 300 ms, before the page drew.
// The router asks for the same module later (router.tsx) and finds it loaded or on its way.
import { matchPage } from '../app/page-routes';

matchPage(window.location.pathname)
  ?.load()
  .catch(() => {
    // The router asks again when it renders the page and shows the error there.
  });
