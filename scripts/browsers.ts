// The system browsers (Debian's), named once: check-tools.ts installs them, the suites and benchmarks run them.
// Chromium's flags are the ones every headless run here uses: the browser tests (playwright.config.ts) and the
// benchmarks (bench-board-paint.ts, bench-lighthouse.ts). No network beyond the page's own requests, no first-run or
// update chatter.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium release built without the browser's own user interface (the
 * "old headless" that Playwright itself runs for headless tests). The browser tests run in it: on two cores it took
 * 54 s of CPU where the full browser took 121 s for the same 16 tests, and the stage is CPU-bound
 * (docs/decisions/0055-browser-tests-in-headless-shell.md). It has no PDF viewer, so the spec whose subject is that
 * viewer (documents-pdf-script.spec.ts) and the benchmarks, which measure what a person's browser does, use
 * CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Firefox ESR, driven over WebDriver BiDi by the Firefox smoke stage (tests/smoke/drivers.ts). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
