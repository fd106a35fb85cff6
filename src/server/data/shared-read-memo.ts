// Results shared between callers, keyed by the versions they were read under (issue 21: cheaper misses).
//
// A job board miss runs the capped count of its filters (the GIN bitmap of a common word costs ~10 ms of PostgreSQL
// CPU on 100,000 jobs). The count does not depend on who asks: every worker with the same filters, and every page
// of the same search, needs the same number until a job changes. So the count is kept under the exact statement
// and its parameters plus the version tag of the board and the global scope the response cache read before the
// handler ran (a job change bumps `board`, an organization rename `global`); a bump makes a new key, and old keys
// age out. Concurrent callers with the same key share one statement (single flight).
//
// Correct by construction: the statement text and parameters are the key, and the tag was read before the statement
// ran, so a kept result is at least as new as its tag says.

import { noteStatement } from '../db/table-versions';

/** Entries kept (a key is ~300 bytes); the oldest leaves first. */
const CAP = 20_000;

export class SharedReadMemo<V> {
  private done = new Map<string, V>();
  private inFlight = new Map<string, Promise<V>>();
  constructor(private readonly cap = CAP) {}

  /** The value kept under `key`, or `read()`'s (shared with concurrent callers of the same key, then kept). */
  get(key: string, read: () => Promise<V>): Promise<V> {
    if (this.done.has(key)) return Promise.resolve(this.done.get(key)!);
    let p = this.inFlight.get(key);
    if (!p) {
      p = read().then(
        (v) => {
          this.inFlight.delete(key);
          if (this.done.size >= this.cap) this.done.delete(this.done.keys().next().value!);
          this.done.set(key, v);
          return v;
        },
        (err: unknown) => {
          this.inFlight.delete(key);
          throw err;
        },
      );
      this.inFlight.set(key, p);
    }
    return p;
  }

  /** For tests. */
  clear() {
    this.done.clear();
  }

  get size() {
    return this.done.size;
  }
}

/**
 * A key from the versions read before the handler ran and the exact statement (its text and parameters). The
 * statement's tables count as read by the request whether or not the kept result spares running it (the response
 * cache tags the answer with them: src/server/db/table-versions.ts).
 */
export function sharedKey(versions: Map<string, number>, statement: { sql: string; params: unknown[] }): string {
  noteStatement(statement.sql);
  return `${[...versions].map(([s, v]) => `${s}=${v}`).join(',')}|${statement.sql}|${JSON.stringify(statement.params)}`;
}
