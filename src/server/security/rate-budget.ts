// A token bucket per key, in memory (issue 34): `burst` at once, then `perSecond`. Checked before any database work,
// its refusal costs a map lookup, so a flood of refused attempts (20,000 WebSocket upgrades from one session) costs the
// server little more than accepting and answering them. Each instance keeps its own buckets.

export interface RateBudgetOptions {
  burst: number;
  perSecond: number;
  /** The error thrown when a key has no token left (it carries the status and Retry-After). */
  full: () => Error;
  /** Keys kept at most; past it, the full buckets (those that would refill to `burst` anyway) are forgotten. */
  maxKeys?: number;
}

export interface RateBudget {
  /** Takes one token of `key`; throws `full()` when none is left. */
  take: (key: string, now?: number) => void;
  /** Keys currently tracked (tests). */
  size: () => number;
}

export function createRateBudget(opts: RateBudgetOptions): RateBudget {
  const maxKeys = opts.maxKeys ?? 100_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (b: { tokens: number; at: number }, now: number) =>
    Math.min(opts.burst, b.tokens + ((now - b.at) / 1000) * opts.perSecond);

  function prune(now: number) {
    for (const [key, b] of buckets) if (level(b, now) >= opts.burst) buckets.delete(key);
    // Every key still draining: forget them all rather than grow without bound (they start again with a full burst).
    if (buckets.size >= maxKeys) buckets.clear();
  }

  return {
    take(key, now = Date.now()) {
      let b = buckets.get(key);
      if (!b) {
        if (buckets.size >= maxKeys) prune(now);
        buckets.set(key, (b = { tokens: opts.burst, at: now }));
      }
      b.tokens = level(b, now);
      b.at = now;
      if (b.tokens < 1) throw opts.full();
      b.tokens -= 1;
    },
    size: () => buckets.size,
  };
}
