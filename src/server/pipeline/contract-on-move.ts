// The assignment contract follows the offer (issue 31), inside the one writer's transaction (move-application.ts):
// accepting an offer drafts the contract from the agreed terms (row and content; its draft PDF and SHA-256 follow
// after the commit, from the outbox); a new offer, re-offer or counter voids the live contract (a signed one too: it
// is never changed, only voided), and the next acceptance drafts a new one. A void is told to both sides and shown
// in History; a draft rides on the acceptance (its History row and message).
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { acceptsExtension, acceptsOffer, extensionEffectiveDate } from '@/domain/offers';
import { fullName, MESSAGES } from '@/domain/shared';
import type { ApplicationStatus, MoveKind } from '@/domain/applications';
import { contractSettingsOf, draftContractContent } from '@/domain/onboarding';
import type { DbOrTx } from '../db/client';
import { contracts, jobs, organizations, users } from '../db/schema';
import { agreedTermsAt, agreedTermsOf } from '../data/agreed-terms';
import { clausesInForce } from '../data/contract-clauses';
import { emitOrgEvent } from '../queue/org-events';
import { enqueue, type FileJob } from '../queue/outbox';
import { recordContractEvent, type ContractEventDeps } from './contract-events';
import type { ApplicationRow } from './move-application';

/** What drafting and voiding need besides the database. */
export type ContractMoveDeps = ContractEventDeps;

/** The outbox job that lays out and stores a drafted contract's PDF (payload `{ contractId }`). */
export const CONTRACT_DRAFT_JOB: FileJob = 'contract.draft';

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
  if (m.from !== null && acceptsOffer(m.from, m.row.status)) {
    await draftContract(tx, deps, m.row, m.actor);
  } else if (acceptsExtension(m.kind, m.from, m.row.status)) {
    await extendAssignment(tx, deps, m.row, m.actor);
  } else if (OFFER_MOVES.has(m.kind) && m.from === 'Working') {
    // An extension's new terms: the signed contract stays in force; only an amendment not yet signed is voided.
    await voidLiveContract(tx, deps, m.row, MESSAGES.contract.voidReasonNewOffer, m.actor, 'amendment');
  } else if (OFFER_MOVES.has(m.kind)) {
    await voidLiveContract(tx, deps, m.row, MESSAGES.contract.voidReasonNewOffer, m.actor);
  }
}

/** A document of the contract feature: the assignment contract, or an amendment of it (issue 45). */
export type ContractKind = 'contract' | 'amendment';

/**
 * The application's live contract row, locked for the caller's transaction: the (not void) contract, or with
 * `kind` 'amendment' the amendment awaiting signatures.
 */
export async function liveContractForUpdate(tx: DbOrTx, applicationId: string, kind: ContractKind = 'contract') {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.applicationId, applicationId),
        eq(contracts.kind, kind),
        kind === 'contract'
          ? ne(contracts.status, 'void')
          : inArray(contracts.status, ['awaiting_worker', 'awaiting_countersign']),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** The document awaiting signatures first (an amendment), else the live contract: what the signing routes sign. */
export async function documentToSignForUpdate(tx: DbOrTx, applicationId: string) {
  return (await liveContractForUpdate(tx, applicationId, 'amendment')) ?? liveContractForUpdate(tx, applicationId);
}

/**
 * An accepted extension: the amendment is drafted from the new terms of record, in force from the day after the end
 * date it extends, and `assignment.extended` goes to the organization's webhooks.
 */
async function extendAssignment(
  tx: DbOrTx,
  deps: ContractMoveDeps,
  row: ApplicationRow,
  actor: { id: string | null; name: string | null },
) {
  // The end date it extends: that of the newest signed-or-drafted document before this acceptance.
  const [previous] = await tx
    .select({ offerVersion: contracts.offerVersion })
    .from(contracts)
    .where(and(eq(contracts.applicationId, row.id), ne(contracts.status, 'void')))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  const before = await agreedTermsAt(tx, row.id, previous?.offerVersion ?? null);
  const agreed = (await agreedTermsOf(tx, row.id))!;
  const previousEnd = String(before?.terms.schedule?.end_date ?? agreed.terms.schedule?.end_date ?? '');
  const endDate = String(agreed.terms.schedule?.end_date ?? '');
  const effectiveDate = extensionEffectiveDate(previousEnd);
  const contractId = await draftContract(tx, deps, row, actor, { effectiveDate, endDate });
  await emitOrgEvent(tx, row.organizationId, 'assignment.extended', {
    application_id: row.id,
    gw_job_id: row.gwJobId,
    worker_id: row.workerId,
    offer_version: row.acceptedOfferVersion,
    amendment_id: contractId,
    previous_end_date: previousEnd,
    end_date: endDate,
    effective_date: effectiveDate,
  });
}

/** Voids the application's live contract, if any, with the reason both sides read. */
export async function voidLiveContract(
  tx: DbOrTx,
  deps: ContractMoveDeps,
  row: ApplicationRow,
  reason: string,
  actor: { id: string | null; name: string | null },
  kind: ContractKind = 'contract',
): Promise<boolean> {
  const live = await liveContractForUpdate(tx, row.id, kind);
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
 * Drafts the contract of an application that has just accepted an offer, or with `amendment` the amendment of an
 * accepted extension (the same drafting and signing, another kind). A live document of that kind drafted from the
 * same accepted version is kept; one drafted from other terms is voided first.
 */
export async function draftContract(
  tx: DbOrTx,
  deps: ContractMoveDeps,
  row: ApplicationRow,
  actor: { id: string | null; name: string | null },
  amendment?: { effectiveDate: string; endDate: string },
): Promise<string> {
  const kind: ContractKind = amendment ? 'amendment' : 'contract';
  const live = await liveContractForUpdate(tx, row.id, kind);
  if (live && live.offerVersion === row.acceptedOfferVersion) return live.id;
  if (live) await voidLiveContract(tx, deps, row, MESSAGES.contract.voidReasonReaccepted, actor, kind);

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
  // The organization's clauses in force now, with their version: the contract keeps them whatever is saved later.
  const clauses = await clausesInForce(tx, row.organizationId, ctx.placement);
  const content = draftContractContent({
    organizationName: ctx.orgName,
    worker: { name: fullName(ctx.first, ctx.last), email: ctx.email },
    job: { title: ctx.title, gwJobId: row.gwJobId, profession: ctx.profession ?? null },
    agreed,
    settings: { ...contractSettingsOf(ctx.placement), clauses: clauses.clauses },
    clausesVersion: clauses.version,
    ...(amendment ? { amendment } : {}),
    // Whole seconds: the PDF's creation date carries no more, and the content must render the same bytes again.
    draftedAt: new Date(Math.floor(Date.now() / 1000) * 1000),
  });
  // The draft PDF and its SHA-256 are slow work: the outbox lays them out and stores them after this commits
  // (storeContractDraft in src/server/modules/contracts/store-contract-draft.ts, decision 0048).
  const [created] = await tx
    .insert(contracts)
    .values({
      applicationId: row.id,
      offerVersion: row.acceptedOfferVersion,
      kind,
      effectiveDate: amendment?.effectiveDate ?? null,
      status: 'awaiting_worker',
      content,
    })
    .returning({ id: contracts.id });
  await enqueue(
    tx,
    CONTRACT_DRAFT_JOB,
    { contractId: created.id },
    { dedupeKey: `${CONTRACT_DRAFT_JOB}:${created.id}` },
  );
  // No History row or message of its own: the acceptance that drafted it is the move's row and message, and the
  // move announces the application to every open page (the contract card refetches).
  return created.id;
}
