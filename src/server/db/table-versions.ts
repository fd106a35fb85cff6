// Table versions: the freshness of every cached answer (decision 0051, which replaced 0019's wrappers around drivers).
// - Writes: a statement-level trigger on every table of the schema (migration 0024, `bump_cache_version`) adds one to
//   the table's version for every statement that writes it — drizzle's, hand-written SQL, a foreign key's cascade,
//   another trigger's write — in the writing transaction, and NOTIFYs the new version on the hub channel (delivered on
//   commit; a rollback takes both back). A table's version is the sum of its `cache_versions` rows, one per database
//   session that wrote it (its slot), so concurrent writers of one table never wait on one row.
// - Reads: a cached route names the tables its answer reads (`config.cache.reads`, Drizzle table objects:
//   src/server/plugins/response-cache.ts), proved by src/server/plugins/freshness-catalogue.test.ts.
// A cached answer is tagged with the versions, read before its handler ran, of the tables it reads: it is fresh while
// none of them has changed.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schemaModule from './schema';

/** Hub topic of committed bumps (sent by the trigger): `{ v: [[scope, slot, version], …] }`. */
export const VERSIONS_TOPIC = 'versions.bumped';

/** Tables whose writes bump nothing: the version rows themselves. */
const UNTRACKED = new Set(['cache_versions']);

// Every table the schema module exports (not only those in its `schema` object, which some tables are not in).
const pgTables = (Object.values(schemaModule) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

/** Every table of the schema whose content an answer can depend on: each has the trigger (table-versions.test.ts). */
export const TABLES: readonly string[] = [
  ...new Set(pgTables.map((t) => getTableName(t)).filter((n) => !UNTRACKED.has(n))),
].sort();

/** The version scope of a table (its name, or its Drizzle table object). */
export const tableScope = (table: string | PgTable) => `t:${typeof table === 'string' ? table : getTableName(table)}`;
