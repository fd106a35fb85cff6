// The decode pool's worker when the server runs from source (tests, development): registers tsx's loader in the
// worker process, then loads the TypeScript task runner. The compiled server uses dist/server/decode-worker.js.
import { register } from 'tsx/esm/api';

register();
const runner = await import('./decode-worker.ts');

export default runner.default;
