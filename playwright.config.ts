// Browser tests drive Debian's Chromium against the real server as production runs it (the compiled
// dist/server/main.js: `npm run test:e2e` builds first), started below (webServer) on a fresh embedded
// database that the server seeds with the demo data at start (SEED_DEMO, on outside production).
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf data-e2e-${PORT} && DATA_DIR=./data-e2e-${PORT} PORT=${PORT} PUBLIC_URL=http://127.0.0.1:${PORT} NODE_ENV=development RATE_LIMIT_MAX=100000 E2E=1 node dist/server/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
