// Reading a worker's profile as the spec's WorkerProfile: the stored groups plus document refs
// from the documents table (so comparisons see uploaded certificates, licences, references).
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  workerProfileSchema,
  type WorkerProfile,
  expiredLicenceStates,
  isExpired,
  isoDay,
  type CredentialDoc,
} from '@/domain/profile';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/domain/documents';
import type { DbOrTx } from '../db/client';
import { documents, workerProfiles } from '../db/schema';
import { statementKey } from './shared-read-memo';
import type { AppMemos } from './app-memos';
import { credentialDocColumns } from './documents';

type DocRow = Pick<typeof documents.$inferSelect, 'id' | 'ownerId' | 'category' | 'name' | 'expiresOn'> & {
  meta?: Record<string, unknown>;
};

/** Groups document rows into the profile's documents object; refs past their expiry (on `today`) are marked expired. */
export function documentRefs(rows: DocRow[], today = isoDay(new Date())): WorkerProfile['documents'] {
  const out: Record<string, { _id: string; name: string; file: string; expires_at?: string; expired?: boolean }[]> = {};
  for (const c of DOCUMENT_CATEGORIES) out[c] = [];
  for (const r of rows) {
    if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(r.category)) continue;
    out[r.category as DocumentCategory].push({
      _id: r.id,
      name: r.name,
      file: `/api/documents/${r.id}/file`,
      ...(r.expiresOn ? { expires_at: r.expiresOn } : {}),
      ...(isExpired(r.expiresOn, today) ? { expired: true } : {}),
    });
  }
  return out;
}

/**
 * Parsed stored profiles by (worker, version) live on the app (app.memos.parsedProfiles): every profile write bumps the
 * version (update-worker-profile.ts), so a stored profile is parsed once, not on every read (the parse was ~14 % of an
 * application list's CPU). Entries are frozen: readers copy what they change. Without memos (a caller with no app at
 * hand) a profile is parsed and assembled on every read.
 */

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const storedKey = (userId: string, version: number, updatedAt: Date) => `${userId}|${version}|${updatedAt.getTime()}`;

function parseStored(memos: AppMemos | undefined, row: typeof workerProfiles.$inferSelect): WorkerProfile {
  const key = storedKey(row.userId, row.version, row.updatedAt);
  let base = memos?.parsedProfiles.get(key);
  if (!base) {
    const parsed = workerProfileSchema.safeParse(row.profile);
    base = deepFreeze(parsed.success ? parsed.data : workerProfileSchema.parse({}));
    memos?.parsedProfiles.set(key, base);
  }
  return base;
}

/**
 * For tests: forget every parsed, assembled and loaded profile of these memos. Each app has its own (app.memos),
 * created empty with the app, so without memos there is nothing shared to forget.
 */
export function clearParsedProfiles(memos?: AppMemos): void {
  memos?.parsedProfiles.clear();
  memos?.assembledProfiles.clear();
  memos?.profilesAtVersion.clear();
}

/** The stored profile row's identity: a profile write bumps `version` (update-worker-profile.ts). */
interface StoredKey {
  userId: string;
  gwWorkerId: string | null;
  version: number;
  updatedAt: Date;
}

// Assembled profiles by (stored version, documents, day) live on the app too (app.memos.assembledProfiles): the same
// object for the same content, so the match memo's content key (match-memo.ts profileKey, a hash) is computed once per
// object, not on every read. Frozen like the parsed bases.

/**
 * The WorkerProfile of a stored row: its parsed groups plus the document refs (`own`, oldest first), with licence
 * states whose every structured licence document expired on `today` left out. `docsKey` identifies `own` (their
 * content as read), so an unchanged profile with unchanged documents is assembled once a day.
 */
function assemble(
  memos: AppMemos | undefined,
  p: StoredKey,
  base: () => WorkerProfile,
  own: DocRow[],
  docsKey: string,
  today: string,
): WorkerProfile {
  const key = `${p.userId}|${p.version}|${p.updatedAt.getTime()}|${p.gwWorkerId ?? ''}|${today}|${docsKey}`;
  const known = memos?.assembledProfiles.get(key);
  if (known) return known;
  const b = base();
  const refs = documentRefs(own, today);
  // An expired licence does not match: licence states whose every structured licence document expired are left out.
  const lapsed = expiredLicenceStates(
    own.map((d) => ({ ...d, meta: d.meta as CredentialDoc['meta'] })),
    today,
  );
  const licences = b.certsandlicense.active_professional_licenses;
  const profile = deepFreeze({
    ...b,
    ...(lapsed.length && licences
      ? {
          certsandlicense: {
            ...b.certsandlicense,
            active_professional_licenses: licences.filter((s) => !lapsed.includes(s)),
          },
        }
      : {}),
    _id: p.userId,
    user_id: p.userId,
    gw_worker_id: p.gwWorkerId,
    documents: refs,
    summary: { ...b.summary, resume: refs.resume?.at(-1) ?? b.summary.resume ?? null },
  } as WorkerProfile);
  memos?.assembledProfiles.set(key, profile);
  return profile;
}

/** Profiles of several workers in two queries (no N+1). Returned profiles are frozen and may be shared. */
export async function loadWorkerProfiles(
  db: DbOrTx,
  workerIds: string[],
  memos?: AppMemos,
): Promise<Map<string, WorkerProfile>> {
  const result = new Map<string, WorkerProfile>();
  if (workerIds.length === 0) return result;
  const [profiles, docs] = await Promise.all([
    db.select().from(workerProfiles).where(inArray(workerProfiles.userId, workerIds)),
    db
      .select(credentialDocColumns)
      .from(documents)
      .where(inArray(documents.ownerId, workerIds))
      .orderBy(asc(documents.uploadedAt)),
  ]);
  const today = isoDay(new Date());
  for (const p of profiles) {
    const own = docs.filter((d) => d.ownerId === p.userId);
    result.set(
      p.userId,
      assemble(memos, p, () => parseStored(memos, p), own, JSON.stringify(own), today),
    );
  }
  return result;
}

/**
 * What a list query selects to assemble its rows' workers' profiles in the same statement (with a left join of
 * worker_profiles on the worker): the stored row's keys, not its jsonb (parsed once per version, kept in memory), and
 * the worker's documents as JSON text, oldest first (documents_owner_category_idx).
 */
export function profilePartsColumns(workerId: SQL | AnyPgColumn) {
  return {
    profileVersion: workerProfiles.version,
    profileUpdatedAt: workerProfiles.updatedAt,
    gwWorkerId: workerProfiles.gwWorkerId,
    docs: sql<string>`(select coalesce(json_agg(json_build_array(${documents.id}, ${documents.category}, ${documents.name}, ${documents.expiresOn}, ${documents.meta}) order by ${documents.uploadedAt}), '[]')::text from ${documents} where ${documents.ownerId} = ${workerId})`,
  };
}

/** A row read with profilePartsColumns (the profile columns are null for a worker without a stored profile). */
export interface ProfileParts {
  workerId: string;
  profileVersion: number | null;
  profileUpdatedAt: Date | null;
  gwWorkerId: string | null;
  docs: string;
}

/**
 * The profiles of list rows read with profilePartsColumns: from memory when the stored version was seen before (one
 * more statement for the stored profiles not yet parsed). Returned profiles are frozen and may be shared.
 */
export async function profilesOfParts(
  db: DbOrTx,
  memos: AppMemos,
  rows: ProfileParts[],
): Promise<Map<string, WorkerProfile>> {
  const result = new Map<string, WorkerProfile>();
  const today = isoDay(new Date());
  const unparsed = new Set<string>();
  for (const r of rows) {
    if (r.profileVersion === null || r.profileUpdatedAt === null || result.has(r.workerId)) continue;
    if (!memos.parsedProfiles.has(storedKey(r.workerId, r.profileVersion, r.profileUpdatedAt)))
      unparsed.add(r.workerId);
  }
  const stored = new Map<string, typeof workerProfiles.$inferSelect>();
  if (unparsed.size)
    for (const p of await db
      .select()
      .from(workerProfiles)
      .where(inArray(workerProfiles.userId, [...unparsed])))
      stored.set(p.userId, p);
  for (const r of rows) {
    if (r.profileVersion === null || r.profileUpdatedAt === null || result.has(r.workerId)) continue;
    // A profile written since the list was read: its newer stored row is used, under its own key.
    const fresh = stored.get(r.workerId);
    const key: StoredKey = fresh ?? {
      userId: r.workerId,
      gwWorkerId: r.gwWorkerId,
      version: r.profileVersion,
      updatedAt: r.profileUpdatedAt,
    };
    const base = () =>
      fresh ? parseStored(memos, fresh) : memos.parsedProfiles.get(storedKey(key.userId, key.version, key.updatedAt))!;
    result.set(r.workerId, assemble(memos, key, base, docsOfJson(r.workerId, r.docs), r.docs, today));
  }
  return result;
}

/** Document rows from profilePartsColumns' JSON text. */
function docsOfJson(ownerId: string, json: string): DocRow[] {
  const rows = JSON.parse(json) as [string, string, string, string | null, Record<string, unknown> | null][];
  return rows.map(([id, category, name, expiresOn, meta]) => ({
    id,
    ownerId,
    category,
    name,
    expiresOn,
    meta: meta ?? undefined,
  }));
}

/** One worker's profile, or null when the user has none. */
export async function loadWorkerProfile(db: DbOrTx, workerId: string, memos?: AppMemos): Promise<WorkerProfile | null> {
  return (await loadWorkerProfiles(db, [workerId], memos)).get(workerId) ?? null;
}

/**
 * One worker's profile, kept under the versions of the tables it reads (worker_profiles, documents: the memo's), as the
 * response cache read them before the handler ran, and the day (the expiry marks). A worker's repeated job board and
 * job reads then cost no statement for the profile until a write, and the same profile object keeps its match memo
 * key. Without those versions (no response cache), it is read.
 */
export function loadWorkerProfileAt(
  db: DbOrTx,
  memos: AppMemos,
  workerId: string,
  versions: Map<string, number> | undefined,
): Promise<WorkerProfile | null> {
  if (!versions) return loadWorkerProfile(db, workerId, memos);
  return memos.profilesAtVersion.get(
    versions,
    statementKey({ sql: 'loadWorkerProfile', params: [workerId, isoDay(new Date())] }),
    () => loadWorkerProfile(db, workerId, memos),
  );
}

/** The stored row (for updates with optimistic concurrency). */
export async function profileRow(db: DbOrTx, workerId: string) {
  const [row] = await db.select().from(workerProfiles).where(eq(workerProfiles.userId, workerId)).limit(1);
  return row ?? null;
}
