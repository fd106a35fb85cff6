// Bounded expensive work: at most `concurrency` jobs run at once (optionally at most `perKey` for one key, e.g. one
// user), at most `queue` more wait their turn, and anything beyond is refused at once with the caller's error (503 or
// 429 with Retry-After) instead of piling up. One client then cannot fill libuv's thread pool or the event loop and
// stall everyone else's requests.

export interface WorkLimitOptions {
  concurrency: number;
  /** How many may wait for a free slot; 0 refuses as soon as every slot is busy. */
  queue: number;
  /** How many one key may have running or waiting at once (unlimited when absent). */
  perKey?: number;
  /** The error thrown when the limit is full (it carries the status and Retry-After). */
  full: () => Error;
}

export interface WorkLimit {
  /** Runs `work` in a slot, waiting in the queue if needed; throws `full()` when neither has room. */
  run: <T>(work: () => Promise<T>, key?: string) => Promise<T>;
  /** Throws `full()` when a new job would be refused now: lets a caller refuse before doing any other work. */
  assertRoom: (key?: string) => void;
  /** Running and waiting counts, for tests and diagnostics. */
  stats: () => { running: number; waiting: number };
}

/** A concurrency limit with a short queue (in-process: each instance bounds its own CPU and thread pool). */
export function createWorkLimit(opts: WorkLimitOptions): WorkLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  const perKey = new Map<string, number>();

  const release = (key?: string) => {
    if (key !== undefined) {
      const n = (perKey.get(key) ?? 1) - 1;
      if (n > 0) perKey.set(key, n);
      else perKey.delete(key);
    }
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const assertRoom = (key?: string) => {
    if (key !== undefined && opts.perKey !== undefined && (perKey.get(key) ?? 0) >= opts.perKey) throw opts.full();
    if (running >= opts.concurrency && waiting.length >= opts.queue) throw opts.full();
  };

  const run = async <T>(work: () => Promise<T>, key?: string): Promise<T> => {
    assertRoom(key);
    if (key !== undefined) perKey.set(key, (perKey.get(key) ?? 0) + 1);
    // A released slot passes straight to the first waiter (running stays the same), so no newcomer can jump the queue.
    if (running < opts.concurrency) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release(key);
    }
  };

  return { run, assertRoom, stats: () => ({ running, waiting: waiting.length }) };
}
