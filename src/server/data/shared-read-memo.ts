// Results shared between callers, keyed by the versions they were read under (issue 21: cheaper misses).
//
// A job board miss runs the capped count of its filters (the GIN bitmap of a common word costs ~10 ms of PostgreSQL
// CPU on 100,000 jobs). The count does not depend on who asks: every worker with the same filters, and every page
// of the same search, needs the same number until a write. So the count is kept under the exact statement and its
// parameters plus the versions of every table the response cache read before the handler ran (decision 0019); a
// write makes a new key, and old keys age out. Concurrent callers with the same key share one statement (single
// flight). A kept result remembers the tables its read named, and a caller it answers records them as read, so the
// cached answer is tagged with them as if it had run the statement.
//
// Correct by construction: the statement text and parameters are the key, and the versions were read before the
// statement ran, so a kept result is at least as new as its key says.

import { LRUCache } from 'lru-cache';
import { noteTables, readsOfRequest } from '../db/table-versions';

/** Entries kept (a key is ~300 bytes); the least recently used leaves first (lru-cache). */
const CAP = 20_000;

export class SharedReadMemo<V> {
  /** Each result with the tables its read named (table-versions.ts), so a caller it answers counts them as read. */
  private done: LRUCache<string, Kept<V>>;
  private inFlight = new Map<string, Promise<Kept<V>>>();
  constructor(cap = CAP) {
    this.done = new LRUCache<string, Kept<V>>({ max: cap });
  }

  /** The value kept under `key`, or `read()`'s (shared with concurrent callers of the same key, then kept). */
  get(key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.done.get(key);
    if (kept) {
      noteTables(kept.tables);
      return Promise.resolve(kept.value);
    }
    let p = this.inFlight.get(key);
    if (!p) {
      const tables = new Set<string>();
      // Awaited inside the recording context (a drizzle query runs when awaited).
      p = readsOfRequest
        .run(tables, async () => await read())
        .then(
          (value) => {
            this.inFlight.delete(key);
            const k = { value, tables: [...tables] };
            this.done.set(key, k);
            return k;
          },
          (err: unknown) => {
            this.inFlight.delete(key);
            throw err;
          },
        );
      this.inFlight.set(key, p);
    }
    // Continues in the caller's context: its request records what the shared read read.
    return p.then((k) => {
      noteTables(k.tables);
      return k.value;
    });
  }

  /** For tests. */
  clear() {
    this.done.clear();
  }

  get size() {
    return this.done.size;
  }
}

interface Kept<V> {
  value: V;
  tables: string[];
}

/** A key from the versions read before the handler ran and the exact statement (its text and parameters). */
export function sharedKey(versions: Map<string, number>, statement: { sql: string; params: unknown[] }): string {
  return `${[...versions].map(([s, v]) => `${s}=${v}`).join(',')}|${statement.sql}|${JSON.stringify(statement.params)}`;
}
