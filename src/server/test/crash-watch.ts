// Test helper (issue 41): records what would have ended the server process — an exception thrown outside any request
// (as png-js did inside a zlib callback) or a rejection nobody handled — while a test runs, so the test can assert
// there was none and count them when measuring.
import type { FastifyInstance } from 'fastify';

export interface CrashWatch {
  /** Each uncaught exception or unhandled rejection seen since the watch started. */
  crashes: string[];
  stop: () => void;
}

/** Starts recording process-ending errors. */
export function watchCrashes(): CrashWatch {
  const crashes: string[] = [];
  const onError = (err: unknown) => crashes.push(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  return {
    crashes,
    stop: () => {
      process.off('uncaughtException', onError);
      process.off('unhandledRejection', onError);
    },
  };
}

/**
 * After a request: lets work the request left behind (zlib callbacks on the thread pool) finish, then asks the
 * server's health. A fault that would end the process shows in the watch by then.
 */
export async function settledHealth(app: FastifyInstance): Promise<number> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return (await app.inject({ url: '/api/health' })).statusCode;
}
