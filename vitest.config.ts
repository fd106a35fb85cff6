import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Tests that load the machine (hundreds of sockets, parallel writes) or start, kill and restart real
 * processes (the server, a private PostgreSQL): slow, and the ones to run apart (`npm run test:stress`).
 */
const STRESS = [
  'src/server/security/faults.test.ts',
  'src/server/security/chat-load.test.ts',
  'src/server/security/resilience.test.ts',
  'src/server/security/flood.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    setupFiles: ['./src/test-setup.ts'],
    projects: [
      // Domain, web components and the server suite: `npm run test:unit`.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: STRESS } },
      { extends: true, test: { name: 'stress', include: STRESS } },
    ],
  },
});
