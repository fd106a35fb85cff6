// Response cache of the read paths people hit repeatedly (decision 0051). A route opts in with `config.cache`, naming
// the tables its answer reads (`reads`: Drizzle table objects): the response is kept per caller and URL, tagged with
// those tables' versions (read BEFORE the handler ran), and served again while none of them has changed. The ETag is
// derived from the same versions, so `If-None-Match` is answered with 304 from memory. The database bumps a table's
// version with every statement that writes it (a trigger: src/server/db/table-versions.ts), and every instance keeps
// its version map fresh through the hub. The declaration is proved by src/server/plugins/freshness-catalogue.test.ts:
// for every write route, a cached read on another instance answers what an uncached instance answers.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HUB_RESYNC } from '../queue/hub';
import { tableScope, VERSIONS_TOPIC } from '../db/table-versions';
import { batchedRead } from '../db/batched-read';
import { prepareRead } from '../db/client';
import { cacheVersions } from '../db/schema';
import type { SessionUser } from './auth';

/** How a route's answers are cached. */
export interface CachePlan {
  /**
   * Every table the answer reads (through shared reads too: src/server/data/shared-read-memo.ts checks its own). A
   * write to any of them makes the kept answer stale; one left out is a stale answer, which the freshness catalogue
   * test finds.
   */
  reads: readonly PgTable[];
  /**
   * Whether this request's answer is cached (false to bypass, e.g. for an admin). Behind the authentication gate
   * `request.user` is set; on a public route it is null for a signed-out visitor.
   */
  when?: (request: FastifyRequest & { user: SessionUser }) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePlan;
  }
  interface FastifyInstance {
    versions: VersionMap;
    responseCache: ByteLru;
  }
  interface FastifyRequest {
    /**
     * Set on a cacheable read that missed: where its response will be kept, and the versions of the tables the route
     * reads, read before the handler ran (a handler may use them to key work shared between callers:
     * src/server/data/shared-read-memo.ts).
     */
    cacheEntry: { key: string; scopes: readonly string[]; versions: Map<string, number> } | null;
  }
}

interface Entry {
  etag: string;
  body: Buffer;
  type: string;
  /** The version scopes of the tables the answer read, and their versions before it read them. */
  scopes: readonly string[];
  versions: readonly number[];
  bytes: number;
}

/**
 * The cached responses: lru-cache capped by their total size (least recently used out first), plus an index from each
 * version scope to the keys of the answers that read it, kept exact by lru-cache's dispose (every removal: eviction,
 * replacement, delete, clear).
 */
export class ByteLru {
  private lru: LRUCache<string, Entry>;
  private byScope = new Map<string, Set<string>>();
  /**
   * Answers served from the cache and cacheable reads that missed, on this instance (tests, diagnostics). Counted here,
   * never sent: a header saying hit or miss would tell a visitor what others asked for (issue 41).
   */
  hits = 0;
  misses = 0;
  constructor(private readonly maxBytes: number) {
    this.lru = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (e) => Math.max(1, e.bytes),
      dispose: (e, key) => this.unindex(key, e),
    });
  }

  get(key: string): Entry | undefined {
    return this.lru.get(key);
  }

  /** Keeps an answer; one larger than an eighth of the cap is not kept (it would push out many others). */
  set(key: string, e: Entry) {
    if (e.bytes > this.maxBytes / 8) return;
    this.lru.set(key, e);
    for (const s of e.scopes) {
      let keys = this.byScope.get(s);
      if (!keys) this.byScope.set(s, (keys = new Set()));
      keys.add(key);
    }
  }

  delete(key: string) {
    this.lru.delete(key);
  }

  /** Evicts every entry that read this scope. */
  evictScope(scope: string) {
    for (const key of [...(this.byScope.get(scope) ?? [])]) this.lru.delete(key);
  }

  clear() {
    this.lru.clear();
    this.byScope.clear();
  }

  /** The bytes of the answers kept. */
  get bytes() {
    return this.lru.calculatedSize;
  }

  get size() {
    return this.lru.size;
  }

  private unindex(key: string, e: Entry) {
    for (const s of e.scopes) {
      const keys = this.byScope.get(s);
      keys?.delete(key);
      if (keys?.size === 0) this.byScope.delete(s);
    }
  }
}

const MAX_SCOPES = 500_000;

/** A committed bump as the trigger announces it and the database holds it: scope, slot, the slot's version. */
export type SlotVersion = [scope: string, slot: number, version: number];

/**
 * The versions this instance knows, kept fresh by the hub; unknown scopes are read from the database once. A scope's
 * version is the sum of its slots' (migration 0024: each database session bumps a row of its own), each slot's known
 * value only ever grows, so the sum changes with every committed bump and never goes back.
 */
export class VersionMap {
  /** Per scope read from the database at least once: its slots' versions, and their sum. */
  private known = new Map<string, { slots: Map<number, number>; sum: number }>();
  constructor(private readonly app: FastifyInstance) {}

  /** Records a slot's committed version; whether it was news. */
  private note(scope: string, slot: number, version: number): boolean {
    const k = this.known.get(scope);
    if (!k) return false;
    const was = k.slots.get(slot) ?? 0;
    if (was >= version) return false;
    k.slots.set(slot, version);
    k.sum += version - was;
    return true;
  }

  /**
   * Applies committed bumps (from the hub), evicting the answers that read a scope when the bump is news. A bump this
   * instance already knows of (on PostgreSQL, a request read the version from the database before the hub's NOTIFY
   * arrived) evicts nothing: an answer kept since then read that version or a newer one, and one kept before it is
   * refused by a hit's own version check. A scope never read is not known here (its other slots are not), and no
   * answer that read it is kept.
   */
  apply(entries: SlotVersion[]) {
    for (const [s, slot, v] of entries) {
      if (!this.known.has(s)) this.app.responseCache.evictScope(s);
      else if (this.note(s, slot, v)) this.app.responseCache.evictScope(s);
    }
  }

  /** Forgets everything (after a lost hub connection: bumps may have been missed). */
  reset() {
    this.known.clear();
    this.app.responseCache.clear();
  }

  /**
   * The current versions of `list` (in order).
   *
   * On PostgreSQL they are read from the database for every request: the hub announces a commit to other instances a
   * moment later, so trusting memory alone let an instance answer 304 for data another instance had just changed (two
   * instances on PostgreSQL); the read makes the very next read fresh. Requests that arrive together share one read
   * (batchedRead: one primary-key read per batch instead of per request under load).
   *
   * On PGlite there is one process, and a commit's bumps are delivered through NOTIFY before the commit returns
   * (src/server/queue/hub.ts), so memory is the truth once a scope has been read.
   */
  get(list: readonly string[]): number[] | Promise<number[]> {
    if (this.app.database.kind === 'pglite' && list.every((s) => this.known.has(s))) return this.sums(list);
    return this.read(list);
  }

  private sums(list: readonly string[]): number[] {
    return list.map((s) => this.known.get(s)?.sum ?? 0);
  }

  private async read(list: readonly string[]): Promise<number[]> {
    if (this.known.size > MAX_SCOPES) this.reset();
    const found = await this.reads.getMany(list as string[]);
    for (const s of list) {
      if (!this.known.has(s)) this.known.set(s, { slots: new Map(), sum: 0 });
      // A bump that arrived while reading is newer than what the read saw: each slot keeps the larger.
      for (const [slot, v] of found.get(s) ?? []) this.note(s, slot, v);
    }
    return this.sums(list);
  }

  /**
   * Version reads of requests that arrive together share one statement (src/server/db/batched-read.ts), prepared once
   * (the scopes go as one array parameter).
   */
  private lookup: ReturnType<typeof versionLookup> | null = null;
  private reads = batchedRead(async (list: string[]) => {
    this.lookup ??= versionLookup(this.app);
    const rows = await this.lookup.execute({ scopes: list });
    const by = new Map<string, [number, number][]>();
    for (const r of rows) {
      let slots = by.get(r.scope);
      if (!slots) by.set(r.scope, (slots = []));
      slots.push([r.slot, Number(r.version)]);
    }
    return by;
  });
}

const versionLookup = (app: FastifyInstance) =>
  prepareRead(app.db, 'cache_versions', (on) =>
    on
      .select({ scope: cacheVersions.scope, slot: cacheVersions.slot, version: cacheVersions.version })
      .from(cacheVersions)
      .where(sql`${cacheVersions.scope} = any(${sql.placeholder('scopes')}::text[])`),
  );

/** Whether an If-None-Match header names this ETag. */
const etagMatches = (inm: string | undefined, etag: string) =>
  !!inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/** A cached answer's serializer: its bytes as they are. */
const sendAsIs = (payload: Buffer) => payload;

/** The caller's identity as far as a response can depend on it. */
const callerKey = (u: SessionUser) => `${u.id}|${u.role}|${u.organizationId ?? ''}|${u.emailVerified ? 1 : 0}`;

/** The version scopes of a plan's tables, sorted (computed once per plan). */
const scopesOfPlan = new WeakMap<CachePlan, readonly string[]>();
const scopesOf = (plan: CachePlan) => {
  let scopes = scopesOfPlan.get(plan);
  if (!scopes) scopesOfPlan.set(plan, (scopes = [...new Set(plan.reads.map((t) => tableScope(t)))].sort()));
  return scopes;
};

/** Today's date (UTC), computed again only when the second changes: the expiry marks depend on the day. */
let dayAt = 0;
let day = '';
const today = () => {
  const now = Date.now();
  if (now - dayAt >= 1000 || now < dayAt) {
    dayAt = now;
    day = new Date(now).toISOString().slice(0, 10);
  }
  return day;
};

const sameVersions = (now: readonly number[], kept: readonly number[]) => {
  for (let i = 0; i < now.length; i++) if (now[i] !== kept[i]) return false;
  return true;
};

export default fp(async (app) => {
  app.decorate('responseCache', new ByteLru(app.config.responseCacheBytes));
  app.decorate('versions', new VersionMap(app));
  app.decorateRequest('cacheEntry', null);

  const offVersions = app.hub.subscribe(VERSIONS_TOPIC, (data) => {
    const v = (data as { v?: SlotVersion[] }).v;
    if (Array.isArray(v)) app.versions.apply(v);
  });
  const offResync = app.hub.subscribe(HUB_RESYNC, () => app.versions.reset());
  app.addHook('onClose', async () => {
    offVersions();
    offResync();
  });

  /** Answers from the kept entry when its versions are `now`'s; whether it did. */
  const serveKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    kept: Entry,
    now: readonly number[],
  ) => {
    if (!sameVersions(now, kept.versions)) {
      app.responseCache.delete(key);
      return false;
    }
    app.responseCache.hits++;
    reply.header('etag', kept.etag).header('cache-control', 'private, no-cache');
    if (etagMatches(request.headers['if-none-match'], kept.etag)) {
      reply.code(304).send();
      return true;
    }
    // The bytes as they are: the route's serializer is replaced (Fastify would otherwise serialize a Buffer whose
    // ArrayBuffer is of another realm, as under a test's jsdom, against the route's schema).
    reply
      .type(kept.type)
      .serializer(sendAsIs as unknown as (payload: unknown) => string)
      .send(kept.body);
    return true;
  };

  /** A miss: the versions of the route's tables, read before the handler reads anything. */
  const startMiss = (request: FastifyRequest, key: string, scopes: readonly string[], versions: readonly number[]) => {
    app.responseCache.misses++;
    request.cacheEntry = { key, scopes, versions: new Map(scopes.map((s, i) => [s, versions[i]!])) };
  };

  // Before validation: a kept answer was produced for this very URL, which passed the route's validation then (a tenth
  // of a hit's CPU was the query string's zod parse). A callback hook: a hit whose versions are in memory (PGlite) is
  // answered without a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const plan = request.routeOptions.config.cache;
    if (!plan || request.method !== 'GET' || !app.config.responseCache) return done();
    if (plan.when && !plan.when(request as FastifyRequest & { user: SessionUser })) return done();
    const user = request.user;
    // Signed-out visitors of a public route all see the same response.
    const key = `${user ? callerKey(user) : 'anonymous'}\n${today()}\n${request.url}`;
    const kept = app.responseCache.get(key);
    const scopes = kept?.scopes ?? scopesOf(plan);
    const now = app.versions.get(scopes);
    if (Array.isArray(now)) {
      if (kept && serveKept(request, reply, key, kept, now)) return;
      startMiss(request, key, scopes, now);
      return done();
    }
    now.then((v) => {
      if (kept && serveKept(request, reply, key, kept, v)) return;
      startMiss(request, key, scopes, v);
      done();
    }, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.cacheEntry;
    if (entry && reply.statusCode === 200 && typeof payload === 'string') {
      const versions = entry.scopes.map((s) => entry.versions.get(s)!);
      const tag = entry.scopes.map((s, i) => `${s}=${versions[i]}`).join(',');
      const etag = `"${crypto.createHash('sha1').update(`${entry.key}\n${tag}`).digest('base64url').slice(0, 22)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      // Kept encoded: a hit then writes the bytes without measuring and encoding the string again (a third of a hit's
      // CPU on the default install).
      const body = Buffer.from(payload);
      app.responseCache.set(entry.key, {
        etag,
        body,
        type,
        scopes: entry.scopes,
        versions,
        bytes: body.length + entry.key.length * 2 + 200,
      });
      // The client holds these bytes already (from this instance before an eviction, or from another instance: the
      // ETag depends only on the caller, the URL and the versions, which all instances share).
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type').removeHeader('content-length');
        return '';
      }
      // The kept Buffer itself goes on (compress-json.ts keeps its compressed copy beside it, so the miss's compression
      // serves the hits; the string's copy would be compressed once more on the first hit).
      return body;
    }
    return payload;
  });
});
