// GET /api/credentials: the worker's credentials with their state, and what each applied job is missing.
import {
  EXPIRING_CATEGORIES,
  checkJobCredentials,
  credentialLabel,
  credentialStatus,
  credentialTypeOf,
  isoDay,
  type CredentialDoc,
} from '@/domain/profile';
import type { Credential, CredentialWallet } from '@/domain/profile';
import type { DbOrTx } from '../../db/client';
import { profileLicenceStates, workerApplications, workerDocs } from './queries';
import { requirementsOf } from './credential-checks';

/** A document as a wallet credential, with its state on `today`. */
export function toCredential(doc: CredentialDoc, today: string): Credential {
  const status = doc.expiresOn ? credentialStatus(doc.expiresOn, today) : null;
  return {
    documentId: doc.id,
    category: doc.category,
    name: doc.name,
    credential: credentialTypeOf(doc),
    label: credentialLabel(doc),
    expiresOn: doc.expiresOn,
    issuedOn: doc.meta.issuedOn ?? null,
    number: doc.meta.number ?? null,
    state: doc.meta.state ?? null,
    multistate: doc.meta.multistate === true,
    status: status?.state ?? null,
    statusLabel: status?.label ?? 'No expiry date',
  };
}

/** The wallet of a worker on the day of `now`. */
export async function getCredentialWallet(db: DbOrTx, workerId: string, now = new Date()): Promise<CredentialWallet> {
  const today = isoDay(now);
  const [docsBy, statesBy, apps] = await Promise.all([
    workerDocs(db, [workerId]),
    profileLicenceStates(db, [workerId]),
    workerApplications(db, workerId),
  ]);
  const docs = docsBy.get(workerId) ?? [];
  const credentials = docs
    .filter(
      (d) =>
        (EXPIRING_CATEGORIES as readonly string[]).includes(d.category) &&
        (d.expiresOn !== null || d.category !== 'others' || credentialTypeOf(d) !== null),
    )
    .map((d) => toCredential(d, today));
  const jobs = apps.map((a) => ({
    applicationId: a.applicationId,
    jobId: a.jobId,
    title: a.title,
    status: a.status,
    problems: checkJobCredentials(requirementsOf(a.details), docs, today, statesBy.get(workerId) ?? []).filter(
      (c) => c.status !== 'valid',
    ),
  }));
  return { today, credentials, jobs };
}
