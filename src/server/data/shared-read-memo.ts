// Results shared between callers, keyed by the versions of the tables they read (issue 21: cheaper misses).
//
// A job board miss runs the capped count of its filters (the GIN bitmap of a common word costs ~10 ms of PostgreSQL
// CPU on 100,000 jobs). The count does not depend on who asks: every worker with the same filters, and every page
// of the same search, needs the same number until a write. So a memo names the tables its reads read (Drizzle table
// objects), and keeps each result under the exact statement and its parameters plus those tables' versions as the
// response cache read them before the handler ran (decision 0051); a write makes a new key, and old keys age out.
// Concurrent callers with the same key share one statement (single flight).
//
// Correct by construction: the statement text and parameters are the key, and the versions were read before the
// statement ran, so a kept result is at least as new as its key says. A cached route that uses a memo must declare the
// memo's tables among its own reads (it reads them, through the memo): a memo asked with versions that lack one of its
// tables throws, so a route that forgot one fails at its first miss in any test.

import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { tableScope } from '../db/table-versions';

/** Entries kept (a key is ~300 bytes); the least recently used leaves first (lru-cache). */
const CAP = 20_000;

export class SharedReadMemo<V> {
  private done: LRUCache<string, { value: V }>;
  private inFlight = new Map<string, Promise<V>>();
  /** The version scopes of the tables this memo's reads read. */
  private readonly scopes: readonly string[];
  constructor(
    /** The tables every read kept here reads. */
    readonly reads: readonly PgTable[],
    cap = CAP,
  ) {
    this.scopes = reads.map((t) => tableScope(getTableName(t)));
    this.done = new LRUCache<string, { value: V }>({ max: cap });
  }

  /**
   * The value kept under `key` and the current versions of this memo's tables (`versions`: the response cache's,
   * read before the handler ran), or `read()`'s (shared with concurrent callers of the same key, then kept).
   */
  get(versions: ReadonlyMap<string, number>, key: string, read: () => Promise<V>): Promise<V> {
    const full = `${this.versionsKey(versions)}|${key}`;
    const kept = this.done.get(full);
    if (kept) return Promise.resolve(kept.value);
    let p = this.inFlight.get(full);
    if (!p) {
      p = read().then(
        (value) => {
          this.inFlight.delete(full);
          this.done.set(full, { value });
          return value;
        },
        (err: unknown) => {
          this.inFlight.delete(full);
          throw err;
        },
      );
      this.inFlight.set(full, p);
    }
    return p;
  }

  private versionsKey(versions: ReadonlyMap<string, number>): string {
    let out = '';
    for (const s of this.scopes) {
      const v = versions.get(s);
      if (v === undefined)
        throw new Error(`a cached route reads ${s.slice(2)} through a shared read: name it in its config.cache.reads`);
      out += `${s}=${v},`;
    }
    return out;
  }

  /** For tests. */
  clear() {
    this.done.clear();
  }

  get size() {
    return this.done.size;
  }
}

/** A key from an exact statement (its text and parameters). */
export function statementKey(statement: { sql: string; params: unknown[] }): string {
  return `${statement.sql}|${JSON.stringify(statement.params)}`;
}
