import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Tests that load the machine (hundreds of sockets, parallel writes) or start, kill and restart real
 * processes (the server, a private PostgreSQL): slow, and the ones to run apart (`npm run test:stress`).
 * (route-fuzz.test.ts, every route x the hostile set x every role, is long but neither loads the machine nor measures
 * time: it runs in the unit suite, beside the other files, instead of alone on one core; docs/decisions/0014.)
 */
const STRESS = [
  'src/server/security/faults.test.ts',
  'src/server/security/chat-load.test.ts',
  'src/server/security/resilience.test.ts',
  'src/server/security/flood.test.ts',
  // Runs `npm run admin:create` as a process on an empty database.
  'src/server/modules/account/admin-create-command.test.ts',
  // Issue 34 on the real server: socket and idle-connection floods, hanging webhooks, a distributed login flood.
  'src/server/security/attack.test.ts',
];

/**
 * Tests that wait on a real timeout of the server while hardly using the machine: server-timeouts waits Node's 20 s
 * headers timeout for one slow client. Project "waits": `npm test` runs it after the WebKit and Firefox smoke, beside
 * the stress suite (test:stress+smoke), where it took 25 s of the stress suite's 174 s when it was one of its files;
 * its only bound on time is a lower one (the cut comes no sooner than the timeout).
 */
const WAITS = ['src/server/security/server-timeouts.test.ts'];

// One seed for the run's factories (src/test-setup.ts seeds faker with it before each test and prints it with a failure);
// TEST_SEED=<n> replays a run.
process.env.TEST_SEED ??= String(Math.floor(Math.random() * 2 ** 31));

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    // Hang detectors, not budgets: a test that passes ends when it is done, so these only bound how long a stuck one
    // runs. A machine whose cores other work keeps busy (issue 46) ran tests of 1–3 s past 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single worker on a 2-core CI machine. Each server
    // test file opens its own database (PGlite in memory or a fresh PostgreSQL database), so files run in parallel.
    maxWorkers: 2,
    setupFiles: ['./src/test-setup.ts'],
    projects: [
      // `npm run test:unit` is the two projects below.
      // The domain, the server suite and the cross-surface checks. On PostgreSQL, the migrations run once into a
      // template that every server test file's database copies. Files share their worker's module graph instead of
      // importing the app afresh each (isolate: false): the import was some 75 s of the suite's 170 on two cores. Each
      // file still builds its own app and database, and nothing in these files mocks a module or the environment; the
      // suite passes in shuffled file order (docs/decisions/0014).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/{domain,server,cross-surface}/**/*.test.{ts,tsx}'],
          exclude: [...STRESS, ...WAITS],
          globalSetup: ['./src/server/test/pg-template.ts'],
          isolate: false,
        },
      },
      // The web app's components and hooks (jsdom), each file in a fresh module graph: they keep module state (the
      // query client, the modals host, MSW's handlers).
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/form',
                  '@mantine/notifications',
                  '@mantine/modals',
                  '@tabler/icons-react',
                  'react-router',
                  '@tanstack/react-query',
                  '@dnd-kit/core',
                  'date-fns',
                  '@date-fns/tz',
                ],
              },
            },
          },
        },
      },
      // The load and fault tests measure and kill processes: one file at a time.
      { extends: true, test: { name: 'stress', include: STRESS, fileParallelism: false } },
      { extends: true, test: { name: 'waits', include: WAITS } },
    ],
  },
});
