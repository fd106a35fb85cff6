// Use cases: what a person allowed to see an application is shown of its contract, and the contract's PDF (the draft
// while unsigned, the sealed one once both sides signed and the outbox sealed it; 409 in between).
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@/domain/shared';
import {
  contractContentSchema,
  contractPdfKind,
  contractSealPending,
  type ContractView,
  type ContractSide,
  type ContractStatus,
} from '@/domain/onboarding';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess, contractSideOf } from '../../policies';
import { renderContractPdfBytes } from '../../decode/pool';
import { currentContract, loadContractApplication, signaturesOf } from './queries';

/** The API path of an application's contract PDF. */
export const contractPdfPath = (applicationId: string) => `/api/applications/${applicationId}/contract/pdf`;

/** The application's current contract as the caller sees it (null before any offer was accepted), or 404. */
export async function getContract(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
): Promise<ContractView | null> {
  const found = await loadContractApplication(app.db, applicationId);
  const a = assertApplicationAccess(user, found?.app);
  const c = await currentContract(app.db, a.id);
  if (!c) return null;
  const side = contractSideOf(user, a, found!.jobRecruiterId);
  const status = c.status as ContractStatus;
  const signatures = await signaturesOf(app.db, c.id);
  return {
    id: c.id,
    application_id: a.id,
    status,
    offer_version: c.offerVersion,
    content: contractContentSchema.parse(c.content),
    draft_sha256: c.draftSha256,
    signed_sha256: c.signedSha256,
    void_reason: c.voidReason,
    voided_at: c.voidedAt?.toISOString() ?? null,
    signatures: signatures.map(({ s }) => ({
      side: s.side as ContractSide,
      full_name: s.fullName,
      signed_at: s.signedAt.toISOString(),
      document_sha256: s.documentSha256,
    })),
    can_sign: side === 'worker' && status === 'awaiting_worker',
    can_countersign: side === 'organization' && status === 'awaiting_countersign',
    pdf_url: contractPdfPath(a.id),
    created_at: c.createdAt.toISOString(),
  };
}

/**
 * The contract's PDF and its file name, or 404 when the application has no contract the caller may see; 409 while a
 * signed contract's sealed PDF is being prepared (seal-contract.ts).
 */
export async function contractPdf(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
): Promise<{ body: Readable | Buffer; fileName: string }> {
  const found = await loadContractApplication(app.db, applicationId);
  const a = assertApplicationAccess(user, found?.app);
  const c = await currentContract(app.db, a.id);
  if (!c) throw new AppError('NOT_FOUND', MESSAGES.contract.notFound);
  const state = { status: c.status as ContractStatus, sealed: c.signedFileKey !== null };
  if (contractSealPending(state)) throw new AppError('CONFLICT', MESSAGES.contract.sealPending);
  const kind = contractPdfKind(state);
  const prefix = c.kind === 'amendment' ? 'Amendment' : 'Contract';
  const fileName = `${prefix}_${a.gwJobId}${kind === 'draft' ? '_draft' : ''}.pdf`;
  const key = kind === 'signed' ? c.signedFileKey : c.draftFileKey;
  if (key) return { body: await app.storage.get(key), fileName };
  // A draft kept without storage renders the same bytes again from its frozen content.
  return { body: await renderContractPdfBytes(contractContentSchema.parse(c.content)), fileName };
}
