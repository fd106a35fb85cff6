// Table versions: the freshness of every cached answer (decision 0050, which replaced 0019's wrappers around drivers).
// - Writes: a statement-level trigger on every table of the schema (migration 0024, `bump_cache_version`) adds one to
//   the table's version for every statement that writes it — drizzle's, hand-written SQL, a foreign key's cascade,
//   another trigger's write — in the writing transaction, and NOTIFYs the new version on the hub channel (delivered on
//   commit; a rollback takes both back). A table's version is the sum of its `cache_versions` rows, one per database
//   session that wrote it (its slot), so concurrent writers of one table never wait on one row.
// - Reads: the tables each statement names are recorded for the request being served (`readsOfRequest`).
// A cached answer is tagged with the versions, read before its handler ran, of exactly the tables it read: it is fresh
// while none of them has changed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schemaModule from './schema';

/** Hub topic of committed bumps (sent by the trigger): `{ v: [[scope, slot, version], …] }`. */
export const VERSIONS_TOPIC = 'versions.bumped';

/** Tables whose writes bump nothing: the version rows themselves. */
const UNTRACKED = new Set(['cache_versions']);

// Every table the schema module exports (not only those in its `schema` object, which some tables are not in).
const pgTables = (Object.values(schemaModule) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

/** Every table of the schema whose content an answer can depend on. */
export const TABLES: readonly string[] = [
  ...new Set(pgTables.map((t) => getTableName(t)).filter((n) => !UNTRACKED.has(n))),
].sort();
const tableSet = new Set(TABLES);

/** The version scope of a table. */
export const tableScope = (table: string) => `t:${table}`;
/** The version scopes of every table. */
export const ALL_TABLE_SCOPES: readonly string[] = TABLES.map(tableScope);

const IDENT = /"([^"]+)"|\b([a-z_][a-z0-9_]*)\b/gi;

/** The tables a statement names anywhere (an over-approximation of what it reads, which is safe). */
export function tablesIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(IDENT)) {
    const name = (m[1] ?? m[2]!).toLowerCase();
    if (tableSet.has(name)) out.add(name);
  }
  return [...out];
}

/** The tables read while serving one request (set by the response cache around a cacheable handler). */
export const readsOfRequest = new AsyncLocalStorage<Set<string>>();

/** Records the tables a statement names in the current request's reads, if it records them. */
export function noteStatement(text: string) {
  const reads = readsOfRequest.getStore();
  if (reads) for (const t of tablesIn(text)) reads.add(t);
}

/** Records tables as read by the current request (what a kept result read when it was computed). */
export function noteTables(tables: Iterable<string>) {
  const reads = readsOfRequest.getStore();
  if (reads) for (const t of tables) reads.add(t);
}

