// The signatures of the demo's placements (issue 43): the seed writes the placements at Cleared, Working and Done with
// their contracts marked signed (db/seed-placements.ts), so a database seeded without the app (tests, benches) keeps
// Cleared's rule, a signed contract. Nobody signed them, though: their PDF answered "being prepared" for ever, as the
// outbox seals only a contract both sides signed. Run once the app is built, right after the demo seed (main.ts): each
// such contract gets the worker's and then the countersigner's typed signature of its draft, recorded as signing
// records them (recordSignature), and is sealed as the outbox seals a countersigned contract (sealContract), before the
// app listens, so no open page sees the demo being finished.
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractContentSchema } from '@/domain/onboarding';
import { fullName } from '@/domain/shared';
import { applications, contractSignatures, contracts, jobs, users } from '../db/schema';
import { renderContractPdfBytes } from '../decode/pool';
import { sha256Hex } from '../data/contract-seal';
import { recordSignature } from '../modules/contracts/sign-contract';
import { sealContract } from '../modules/contracts/seal-contract';

/** Where the demo's signatures say they came from (the audit trail's IP address and user agent). */
export const DEMO_SIGNING_ORIGIN = { ip: null, userAgent: 'CareLink demo data' } as const;

/** Signs and seals every contract marked signed that has no signature; returns how many. */
export async function signDemoContracts(app: FastifyInstance): Promise<number> {
  const unsigned = await app.db
    .select({
      id: contracts.id,
      content: contracts.content,
      draftSha256: contracts.draftSha256,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      countersignerId: sql<string | null>`coalesce(${applications.recruiterId}, ${jobs.recruiterId})`,
    })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(contracts.status, 'signed'),
        notExists(
          app.db
            .select({ one: sql`1` })
            .from(contractSignatures)
            .where(eq(contractSignatures.contractId, contracts.id)),
        ),
      ),
    );
  if (unsigned.length === 0) return 0;
  // A placement with no recruiter is countersigned by a user of its organization.
  const orgUsers = await app.db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(
      and(
        eq(users.role, 'organization'),
        inArray(users.organizationId, [...new Set(unsigned.map((c) => c.organizationId))]),
      ),
    );
  const signerIds = [
    ...new Set(unsigned.flatMap((c) => [c.workerId, c.countersignerId]).concat(orgUsers.map((u) => u.id))),
  ].filter((id): id is string => !!id);
  const names = new Map(
    (
      await app.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, signerIds))
    ).map((u) => [u.id, fullName(u.firstName, u.lastName)]),
  );
  const now = Math.floor(Date.now() / 1000) * 1000;
  for (const c of unsigned) {
    const countersignerId = c.countersignerId ?? orgUsers.find((u) => u.organizationId === c.organizationId)?.id;
    if (!countersignerId) continue;
    const documentSha256 =
      c.draftSha256 ?? sha256Hex(await renderContractPdfBytes(contractContentSchema.parse(c.content)));
    await app.db.transaction(async (tx) => {
      for (const [side, userId, signedAt] of [
        ['worker', c.workerId, new Date(now - 60_000)],
        ['organization', countersignerId, new Date(now)],
      ] as const) {
        const name = names.get(userId) ?? '';
        await recordSignature(tx, {
          contractId: c.id,
          side,
          userId,
          fullName: name,
          signature: { kind: 'typed', value: name },
          origin: DEMO_SIGNING_ORIGIN,
          documentSha256,
          signedAt,
        });
      }
    });
    await sealContract(app, c.id);
  }
  return unsigned.length;
}
