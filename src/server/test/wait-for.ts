// Waiting on a condition instead of a fixed sleep: a test waits exactly as long as the server needs, and
// a slow machine makes it slower, not flaky.

export interface WaitForOptions {
  /** Give up after this long (ms); default 5000. */
  timeout?: number;
  /** Pause between tries (ms); default 20. */
  interval?: number;
  /** What is awaited, for the timeout message of a predicate. */
  what?: string;
}

/**
 * Retries `probe` until it neither throws nor returns `false`, and returns what it returned: a predicate
 * (`() => socket.frames.length > 1`) holds once it is true, an assertion (`() => expect(x).toBe(1)`) once
 * it stops throwing. On timeout it throws the assertion's last error, or says what it waited for.
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  { timeout = 5000, interval = 20, what = 'the condition' }: WaitForOptions = {},
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let failure: unknown = new Error(`timed out after ${timeout} ms waiting for ${what}`);
    try {
      const value = await probe();
      if (value !== false) return value as Exclude<T, false>;
    } catch (err) {
      failure = err;
    }
    if (Date.now() >= deadline) throw failure;
    await new Promise((r) => setTimeout(r, interval));
  }
}
