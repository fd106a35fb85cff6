// PGlite with a statement cache: each statement text run outside a transaction is parsed once into a named prepared
// statement and then only bound and executed (issue 43, decision 0051 "Misses").
//
// PGlite's own `query()` sends every statement unnamed: PostgreSQL parses, analyses and plans it again on every call.
// In WebAssembly that is most of a read's cost (the application list's statement: ~5 of its ~8 ms was parse, analysis
// and planning; the rows themselves ~2 ms). A named statement keeps its parse and analysis, and PostgreSQL's plan cache
// chooses between custom plans and one generic plan exactly as it does for any prepared statement (plan_cache_mode
// auto: five custom plans, then the generic plan unless it looks dearer) — what postgres.js and the JDBC driver do for
// every statement on PostgreSQL. A cached plan is invalidated by PostgreSQL itself when a table it reads changes shape
// (DDL), so a prepared statement never answers from an old definition.
//
// Transactions are untouched: drizzle runs them through PGlite's transaction object, whose statements stay unnamed.
// The texts kept are capped (least recently used closed first).
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Distinct statement texts kept prepared at most. */
export const MAX_PREPARED_TEXTS = 500;

interface Prepared {
  name: string;
  /** The parameter types PostgreSQL inferred (their serializers are chosen by them, as PGlite's `query()` does). */
  paramTypes: number[];
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** PostgreSQL's refusal to run a cached plan whose result columns changed (a table behind `select *` was altered). */
const isStaleResultType = (e: unknown) =>
  !!e && typeof e === 'object' && (e as { code?: unknown }).code === '0A000' && /cached plan/.test(String(e));

export class PreparedPGlite extends PGlite {
  /** Distinct texts kept prepared at most (tests lower it). */
  maxPrepared = MAX_PREPARED_TEXTS;
  /** Prepared texts, least recently used first (a Map keeps insertion order; a use moves the text to the end). */
  private prepared = new Map<string, Prepared>();
  private counter = 0;
  /** Statements to close with the next message (evicted from the cap). */
  private toClose: string[] = [];

  /** How many texts are prepared (tests). */
  get preparedCount() {
    return this.prepared.size;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Files attached to a statement (COPY … TO/FROM '/dev/blob') and explicit parameter types take PGlite's own path.
    if (options?.blob || options?.paramTypes) return super.query<T>(query, params as never[], options);
    await this._checkReady();
    // The same two locks as PGlite's query(): never inside another caller's transaction, never beside a statement.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          return await this.runPrepared<T>(query, params ?? [], options);
        } catch (e) {
          if (!isStaleResultType(e)) throw e;
          // The statement's result columns changed under it (DDL): nothing ran; prepared again, it runs once more.
          this.forget(query);
          return this.runPrepared<T>(query, params ?? [], options);
        }
      }),
    );
  }

  /** Closes the statement of `text` with the next message. */
  private forget(text: string) {
    const statement = this.prepared.get(text);
    if (!statement) return;
    this.prepared.delete(text);
    this.toClose.push(statement.name);
  }

  private async runPrepared<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      const statement = this.prepared.get(text) ?? (await this.prepare(text));
      // Most recently used last.
      this.prepared.delete(text);
      this.prepared.set(text, statement);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[i]!;
        const serializer = options?.serializers?.[oid] ?? this.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      const closing = this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
      const { messages } = await this.execProtocol(
        concat([
          ...closing,
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!this.isInTransaction()) await this.syncToFs();
      // A caller's own parsers (drizzle passes its date parsers with every statement) over PGlite's, by prototype:
      // parseResults would copy PGlite's hundreds of parsers into a new object for every statement (a tenth of a job
      // detail's CPU).
      if (!options?.parsers) return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
      const parsers = Object.assign(Object.create(this.parsers) as PGlite['parsers'], options.parsers);
      return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    } catch (e) {
      // As PGlite's query() reports a failed statement: the database's error, with the statement and its parameters.
      if (e && typeof e === 'object' && 'severity' in e)
        Object.assign(e, { query: text, params, queryOptions: options });
      throw e;
    }
  }

  /** Parses `text` into a new named statement and learns its parameter types; a text that fails to parse is not kept. */
  private async prepare(text: string): Promise<Prepared> {
    const name = `p${++this.counter}`;
    const { messages } = await this.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    while (this.prepared.size >= this.maxPrepared) {
      const [oldest] = this.prepared.keys();
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    return statement;
  }
}
