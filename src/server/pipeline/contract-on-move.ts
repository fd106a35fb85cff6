// The assignment contract follows the offer (issue 31), inside the one writer's transaction (move-application.ts):
// accepting an offer drafts the contract from the agreed terms (row, content, the draft PDF and its SHA-256); a new
// offer, re-offer or counter voids the live contract (a signed one too: it is never changed, only voided), and the
// next acceptance drafts a new one. A void is told to both sides and shown in History; a draft rides on the acceptance
// (its History row and message).
import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { acceptsOffer } from '@/domain/offers';
import { fullName, MESSAGES } from '@/domain/shared';
import type { ApplicationStatus, MoveKind } from '@/domain/applications';
import { contractSettingsOf, draftContractContent } from '@/domain/onboarding';
import type { DbOrTx } from '../db/client';
import { contracts, jobs, organizations, users } from '../db/schema';
import { agreedTermsOf } from '../data/agreed-terms';
import { renderContractPdfBytes } from '../decode/pool';
import type { Storage } from '../storage/storage';
import { recordContractEvent, type ContractEventDeps } from './contract-events';
import type { ApplicationRow } from './move-application';

/** What drafting and voiding need besides the database. */
export interface ContractMoveDeps extends ContractEventDeps {
  /** Where the draft PDF is kept (absent: the draft is rendered from its content when downloaded). */
  storage?: Storage;
}

const OFFER_MOVES = new Set<MoveKind>(['offer', 're-offer', 'counter']);

/** Drafts or voids the contract as a move requires (called by moveApplication after the row is written). */
export async function contractOnMove(
  tx: DbOrTx,
  deps: ContractMoveDeps,
  m: {
    kind: MoveKind;
    from: ApplicationStatus | null;
    row: ApplicationRow;
    actor: { id: string | null; name: string | null };
  },
): Promise<void> {
  if (m.from !== null && acceptsOffer(m.from, m.row.status as ApplicationStatus)) {
    await draftContract(tx, deps, m.row, m.actor);
  } else if (OFFER_MOVES.has(m.kind)) {
    await voidLiveContract(tx, deps, m.row, MESSAGES.contract.voidReasonNewOffer, m.actor);
  }
}

/** The application's live (not void) contract row, locked for the caller's transaction. */
export async function liveContractForUpdate(tx: DbOrTx, applicationId: string) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.applicationId, applicationId), ne(contracts.status, 'void')))
    .limit(1)
    .for('update');
  return row;
}

/** Voids the application's live contract, if any, with the reason both sides read. */
export async function voidLiveContract(
  tx: DbOrTx,
  deps: ContractMoveDeps,
  row: ApplicationRow,
  reason: string,
  actor: { id: string | null; name: string | null },
): Promise<boolean> {
  const live = await liveContractForUpdate(tx, row.id);
  if (!live) return false;
  await tx
    .update(contracts)
    .set({ status: 'void', voidedAt: sql`now()`, voidReason: reason, updatedAt: sql`now()` })
    .where(eq(contracts.id, live.id));
  await recordContractEvent(tx, deps, {
    application: row,
    contractId: live.id,
    event: 'void',
    notes: MESSAGES.contract.history.voided(reason),
    actor,
    tell: 'both',
  });
  return true;
}

/**
 * Drafts the contract of an application that has just accepted an offer. A live contract drafted from the same
 * accepted version is kept; one drafted from other terms is voided first.
 */
export async function draftContract(
  tx: DbOrTx,
  deps: ContractMoveDeps,
  row: ApplicationRow,
  actor: { id: string | null; name: string | null },
): Promise<string> {
  const live = await liveContractForUpdate(tx, row.id);
  if (live && live.offerVersion === row.acceptedOfferVersion) return live.id;
  if (live) await voidLiveContract(tx, deps, row, MESSAGES.contract.voidReasonReaccepted, actor);

  const [ctx] = await tx
    .select({
      orgName: organizations.name,
      placement: organizations.placement,
      title: jobs.title,
      profession: jobs.profession,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, row.organizationId))
    .innerJoin(users, eq(users.id, row.workerId))
    .where(eq(jobs.id, row.jobId))
    .limit(1);
  const agreed = (await agreedTermsOf(tx, row.id))!;
  const content = draftContractContent({
    organizationName: ctx.orgName,
    worker: { name: fullName(ctx.first, ctx.last), email: ctx.email },
    job: { title: ctx.title, gwJobId: row.gwJobId, profession: ctx.profession ?? null },
    agreed,
    settings: contractSettingsOf(ctx.placement),
    // Whole seconds: the PDF's creation date carries no more, and the content must render the same bytes again.
    draftedAt: new Date(Math.floor(Date.now() / 1000) * 1000),
  });
  const pdf = await renderContractPdfBytes(content);
  const sha = crypto.createHash('sha256').update(pdf).digest('hex');
  let fileKey: string | null = null;
  if (deps.storage) {
    fileKey = `${row.id}/${crypto.randomUUID()}.pdf`;
    await deps.storage.put(fileKey, pdf, 'application/pdf');
  }
  const [created] = await tx
    .insert(contracts)
    .values({
      applicationId: row.id,
      offerVersion: row.acceptedOfferVersion,
      status: 'awaiting_worker',
      content,
      draftFileKey: fileKey,
      draftSha256: sha,
    })
    .returning({ id: contracts.id });
  // No History row or message of its own: the acceptance that drafted it is the move's row and message, and the
  // move announces the application to every open page (the contract card refetches).
  return created.id;
}
