// Reads for the credential wallet: a worker's documents as credentials, their applications' requirements.
import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { CredentialDoc } from '@/domain/profile';
import type { DbOrTx } from '../../db/client';
import { applications, documents, jobs, users, workerProfiles } from '../../db/schema';
import { credentialDocColumns } from '../../data/documents';

type DocRow = Pick<typeof documents.$inferSelect, 'id' | 'ownerId' | 'category' | 'name' | 'expiresOn' | 'meta'>;

/** A document row as the domain's credential document. */
export const toCredentialDoc = (r: DocRow): CredentialDoc => ({
  id: r.id,
  category: r.category,
  name: r.name,
  expiresOn: r.expiresOn,
  meta: r.meta as CredentialDoc['meta'],
});

/** Documents of several workers (index documents_owner_category_idx), at most 450 each by the profile's limits. */
export async function workerDocs(db: DbOrTx, workerIds: string[]): Promise<Map<string, CredentialDoc[]>> {
  const out = new Map<string, CredentialDoc[]>(workerIds.map((id) => [id, []]));
  if (workerIds.length === 0) return out;
  const rows = await db
    .select(credentialDocColumns)
    .from(documents)
    .where(inArray(documents.ownerId, workerIds))
    .orderBy(documents.uploadedAt);
  for (const r of rows) out.get(r.ownerId)?.push(toCredentialDoc(r));
  return out;
}

/** Licence states each worker lists on the profile (certsandlicense.active_professional_licenses). */
export async function profileLicenceStates(db: DbOrTx, workerIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (workerIds.length === 0) return out;
  const rows = await db
    .select({ userId: workerProfiles.userId, profile: workerProfiles.profile })
    .from(workerProfiles)
    .where(inArray(workerProfiles.userId, workerIds));
  for (const r of rows) {
    const list = (r.profile as { certsandlicense?: { active_professional_licenses?: unknown } }).certsandlicense
      ?.active_professional_licenses;
    out.set(r.userId, Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []);
  }
  return out;
}

/** The worker's 50 newest applications with each job's requirements (index applications_worker_status_idx). */
export async function workerApplications(db: DbOrTx, workerId: string) {
  return db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      title: jobs.title,
      status: applications.status,
      details: jobs.details,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.workerId, workerId))
    .orderBy(desc(applications.createdAt))
    .limit(50);
}

/** Applications by id with their job's requirements (for recruiters' alerts). */
export async function applicationsWithRequirements(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      details: jobs.details,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.id, ids));
}

/** Documents of active workers expiring on or before `until` (index documents_expiry_idx), with the owner's email. */
export async function documentsExpiringBy(db: DbOrTx, until: string) {
  return db
    .select({ ...credentialDocColumns, email: users.email, firstName: users.firstName })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.ownerId))
    .where(
      and(
        isNotNull(documents.expiresOn),
        lte(documents.expiresOn, until),
        eq(users.active, true),
        eq(users.role, 'worker'),
      ),
    );
}
