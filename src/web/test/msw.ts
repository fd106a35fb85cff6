// The web tests' network: msw answers the app's fetch calls in place of the server. It listens in every
// component (jsdom) test (src/test-setup.ts), refuses any request no handler answers, and forgets a test's
// handlers after it. A test says what the server answers with `server.use(http.get('/api/…', …))`.
import { setupServer } from 'msw/node';

export const server = setupServer();
