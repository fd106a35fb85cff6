// Reading a worker's profile as the spec's WorkerProfile: the stored groups plus document refs
// from the documents table (so comparisons see uploaded certificates, licences, references).
import { asc, eq, inArray } from 'drizzle-orm';
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
 * Parsed stored profiles by (worker, version): every profile write bumps the version (update-worker-profile.ts), so a
 * stored profile is parsed once, not on every read (the parse was ~14 % of an application list's CPU). Entries are
 * frozen: readers copy what they change. Oldest first out.
 */
const parsedProfiles = new Map<string, WorkerProfile>();
const PARSED_CAP = 20_000;

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function parseStored(row: typeof workerProfiles.$inferSelect): WorkerProfile {
  const key = `${row.userId}|${row.version}|${row.updatedAt.getTime()}`;
  let base = parsedProfiles.get(key);
  if (!base) {
    const parsed = workerProfileSchema.safeParse(row.profile);
    base = deepFreeze(parsed.success ? parsed.data : workerProfileSchema.parse({}));
    if (parsedProfiles.size >= PARSED_CAP) parsedProfiles.delete(parsedProfiles.keys().next().value!);
    parsedProfiles.set(key, base);
  }
  return base;
}

/** For tests: forget every parsed profile. */
export function clearParsedProfiles(): void {
  parsedProfiles.clear();
}

/** Profiles of several workers in two queries (no N+1). */
export async function loadWorkerProfiles(db: DbOrTx, workerIds: string[]): Promise<Map<string, WorkerProfile>> {
  const result = new Map<string, WorkerProfile>();
  if (workerIds.length === 0) return result;
  const [profiles, docs] = await Promise.all([
    db.select().from(workerProfiles).where(inArray(workerProfiles.userId, workerIds)),
    db
      .select({
        id: documents.id,
        ownerId: documents.ownerId,
        category: documents.category,
        name: documents.name,
        expiresOn: documents.expiresOn,
        meta: documents.meta,
      })
      .from(documents)
      .where(inArray(documents.ownerId, workerIds))
      .orderBy(asc(documents.uploadedAt)),
  ]);
  for (const p of profiles) {
    const base = parseStored(p);
    const own = docs.filter((d) => d.ownerId === p.userId);
    const refs = documentRefs(own);
    // An expired licence does not match: licence states whose every structured licence document expired are left out.
    const lapsed = expiredLicenceStates(
      own.map((d) => ({ ...d, meta: d.meta as CredentialDoc['meta'] })),
      isoDay(new Date()),
    );
    const licences = base.certsandlicense.active_professional_licenses;
    result.set(p.userId, {
      ...base,
      ...(lapsed.length && licences
        ? {
            certsandlicense: {
              ...base.certsandlicense,
              active_professional_licenses: licences.filter((s) => !lapsed.includes(s)),
            },
          }
        : {}),
      _id: p.userId,
      user_id: p.userId,
      gw_worker_id: p.gwWorkerId,
      documents: refs,
      summary: { ...base.summary, resume: refs.resume?.at(-1) ?? base.summary.resume ?? null },
    });
  }
  return result;
}

/** One worker's profile, or null when the user has none. */
export async function loadWorkerProfile(db: DbOrTx, workerId: string): Promise<WorkerProfile | null> {
  return (await loadWorkerProfiles(db, [workerId])).get(workerId) ?? null;
}

/** The stored row (for updates with optimistic concurrency). */
export async function profileRow(db: DbOrTx, workerId: string) {
  const [row] = await db.select().from(workerProfiles).where(eq(workerProfiles.userId, workerId)).limit(1);
  return row ?? null;
}
