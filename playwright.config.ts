// Browser tests drive Debian's Chromium against the real server as production runs it (the compiled
// dist/server/main.js: `npm run test:e2e` builds first), each server on a fresh embedded database, all four started
// side by side by the global setup (tests/e2e/servers.ts, tests/e2e/server-list.ts): the three shards' servers seed the
// demo data at start (SEED_DEMO, on outside production), the "own-data" server does not.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/browsers';
import { E2E_SERVERS } from './tests/e2e/server-list';
import { EXPECT_TIMEOUT, TEST_TIMEOUT } from './tests/e2e/timeouts';

/**
 * Three shards, each a project with its own server (own port, own embedded database seeded with the demo data) and one
 * worker: the specs of one shard run one after another (they share the demo accounts), while the shards run side by
 * side. What still reads the demo is what walks the demo's pages or is about the demo: "sweep" holds the page sweep
 * (a11y-mobile: axe, layout and focus on every page of every demo role, the admin's among them, at two widths),
 * "dialogs" the keyboard sweep of every dialog (keyboard-dialogs), and "flows" the demo's own accounts
 * (demo-accounts.spec) and two rows of the page sweep (the admin's roles and permissions, and messages: pages that
 * only read), so the sweep shard ends closer to the others (docs/decisions/0014, 0055). Every other spec makes its own
 * data and runs in "own-data" (below). Every test is in exactly one project: a page sweep row is in "flows" if its
 * title matches FLOWS_ROWS, else in "sweep".
 */
const PAGE_SWEEP = /a11y-mobile\.spec\.ts$/;
const DIALOG_SWEEP = /keyboard-dialogs\.spec\.ts$/;
const FLOWS_ROWS = 'pages of admin (?:roles-permission|messages) is ';
/**
 * The specs that make their own data (tests/e2e/fixtures, docs/decisions/0052-specs-make-their-own-data.md): each
 * test signs up its own organization, recruiter and worker through the API and opens pages with their saved sessions,
 * so they run in parallel workers ("own-data", fullyParallel) against a server of their own started without the demo
 * seed. A spec moves here once it reads no demo account or row (all but the sweeps and demo-accounts.spec have).
 */
const OWN_DATA =
  /\/(timesheets|invoices|extension|assignment-end|agreed-terms|contract|offers|references|job-requirements|account|touch-390|touch-390-job|contract-clauses|first-view|job-form|live-updates|chat-composer|documents|bulk|alerts|credentials|notifications|pwa|auth|board|negotiation|withdraw-and-verify|documents-pdf-script|placement|focus|hydration|signed-in-first-view|public-pages-back|public-jobs|dashboard|messages|applications|profile|jobs|forms-390|navigate-here)\.spec\.ts$/;
const OWN_DATA_WORKERS = 2;
const SHARDS = [
  { name: 'sweep', testMatch: PAGE_SWEEP, grepInvert: new RegExp(`a11y-mobile\\.spec\\.ts ${FLOWS_ROWS}`) },
  { name: 'dialogs', testMatch: DIALOG_SWEEP },
  {
    name: 'flows',
    testIgnore: [DIALOG_SWEEP, OWN_DATA] as RegExp[],
    grepInvert: new RegExp(`a11y-mobile\\.spec\\.ts (?!${FLOWS_ROWS})`),
  },
] as const;
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/servers.ts',
  // Hang detectors, not budgets (issue 46; the figures that set them are in tests/e2e/timeouts.ts). A long flow calls
  // test.slow() (three times the default); no spec sets a number of its own.
  timeout: TEST_TIMEOUT,
  expect: { timeout: EXPECT_TIMEOUT },
  fullyParallel: false,
  workers: SHARDS.length + OWN_DATA_WORKERS,
  // No retries: a test that passes only on a second try is a bug to fix at its cause (docs/decisions/0014). The keyboard
  // sweep's date rows that needed CI's retry were the test outrunning Mantine's focus-trap timers; its keys now wait
  // for them (tests/e2e/dialog-keyboard.ts, settleTimers).
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // Tracing records every action's DOM and a screencast: it doubled each test's time on two cores, so it is off (with
    // no retries there is no retry to trace; `--trace on` when investigating); a failure keeps its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    // As a person who asks for reduced motion: the shell's navigation drawer does not slide (global.css), so the sweep
    // never measures it half-way. (Mantine's respectReducedMotion is not on: with 0 ms transitions a dialog's focus
    // did not return to its trigger in keyboard-dialogs.spec; see docs/decisions/0014.)
    reducedMotion: 'reduce',
    // No service worker, except where a spec opts in: pwa.spec.ts (the worker is its subject) and hydration.spec.ts (it
    // fails on every console warning, and a blocked registration is one). Every test opens a new context, where
    // the worker would install and precache the app's ~50 files again: measured on a quiet machine, 12 contexts each
    // opening the login page and Explore jobs took 34–40 s of CPU with the worker and 23–25 s without it, and the
    // browser stage is CPU-bound on two cores (both at 99–100 % for its whole run).
    serviceWorkers: 'block',
    // Chromium's headless shell, not the full browser: less than half the CPU per test (scripts/browsers.ts).
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [
    ...SHARDS.map((shard, i) => ({
      ...shard,
      workers: 1,
      use: { baseURL: E2E_SERVERS[i]!.baseURL },
    })),
    {
      name: 'own-data',
      testMatch: OWN_DATA,
      fullyParallel: true,
      workers: OWN_DATA_WORKERS,
      use: { baseURL: E2E_SERVERS[SHARDS.length]!.baseURL },
    },
  ],
});
