// The system Chromium (Debian's) and the flags every headless run here uses: the browser tests
// (playwright.config.ts) and the benchmarks (bench-board-paint.ts, bench-lighthouse.ts). No network beyond the
// page's own requests, no first-run or update chatter.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
