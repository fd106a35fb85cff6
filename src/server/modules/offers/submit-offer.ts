// Sending new offer terms: a recruiter's first offer, Update Offer or Change Offer, or a worker's Counter Offer / Re
// Counter. Every version is a new row (never overwritten); the application's offer status (and, for a first offer,
// its status) moves through the one writer of moves, in the transaction that stores the version.
import type { FastifyInstance } from 'fastify';
import {
  mergeOfferTerms,
  missingPayInputErrors,
  missingPayInputs,
  resolvedTerms,
  withoutDerivedPay,
  type OfferTerms,
  expectedVersionOf,
  isAutoAccepted,
  offerSubmission,
  type SubmitOfferInput,
} from '@/domain/offers';
import type { MoveKind } from '@/domain/applications';
import { counterIssues, termDateIssues, type TermIssue } from '@/domain/jobs';
import {
  agreedTerms,
  extensionProposal,
  extensionWindow,
  liveOfferStatus,
  type OfferMove,
  type OfferSide,
  type OfferStatus,
} from '@/domain/offers';
import { isoDay } from '@/domain/profile';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { offers } from '../../db/schema';
import { moveApplication, moveDeps } from '../../pipeline/move-application';
import { lockForOffer } from './offer-guard';
import { jobOfferTerms, latestOffer, listOfferVersions, type loadApplicationWithJob } from './queries';

/**
 * Stores a new offer version for the caller's side; a recruiter's offer to a consenting worker on an auto-offer job is
 * accepted at once (a second move, made by the system for the worker).
 */
export async function submitOffer(
  app: FastifyInstance,
  user: SessionUser,
  input: SubmitOfferInput,
  /** An extension proposal (POST …/extension): the first version of new terms on a Working assignment. */
  extension?: { endDate: string },
) {
  return app.db.transaction(async (tx) => {
    const { row, side, a, from } = await lockForOffer(tx, user, input.applicationId, expectedVersionOf(input));
    const move = extension
      ? await extensionMove(tx, row, side, extension.endDate)
      : offerSubmission({
          side,
          applicationStatus: from,
          offerStatus: a.offerStatus,
          action: input.action,
        });
    if (!move.ok) throw new AppError('CONFLICT', move.message);
    // A worker counters pay, hours and dates; the facility and its location stay (counterOfferInput's words).
    if (side === 'worker') refuseIssues(counterIssues(input.terms as { location?: Record<string, unknown> }));

    const previous = await latestOffer(tx, a.id);
    // Derived pay sent by the client is dropped: the pay model derives it from the inputs on every read.
    const terms = mergeOfferTerms(
      move.first ? null : ((previous?.terms ?? null) as OfferTerms | null),
      withoutDerivedPay(input.terms as OfferTerms),
    );
    // The terms this version would leave in force (the job's, then every version) must carry the pay inputs.
    const earlier = move.first ? [] : (await listOfferVersions(tx, a.id)).map((v) => v.offer);
    const resolved = resolvedTerms(jobOfferTerms(row.jobDetails), [...earlier, { terms }]);
    // The terms left in force keep the date rule, even when this version sends only one of the dates (the hours rule
    // is the payload schema's: terms posted before it may disagree and stay until an offer changes them).
    refuseIssues(termDateIssues(resolved as Parameters<typeof termDateIssues>[0]));
    const missing = missingPayInputs(resolved);
    if (missing.length > 0) {
      const refusal = missingPayInputErrors(missing, 'terms.');
      throw new AppError('BAD_REQUEST', refusal.message, refusal.fields);
    }
    const [offer] = await tx
      .insert(offers)
      .values({
        applicationId: a.id,
        version: (previous?.version ?? 0) + 1,
        kind: move.kind,
        terms: terms as Record<string, unknown>,
        madeBy: user.id,
        side,
      })
      .returning();

    const deps = moveDeps(app);
    const actor = { id: user.id, role: user.role, side, name: `${user.firstName} ${user.lastName}`.trim() };
    const kind: MoveKind = side === 'worker' ? 'counter' : move.first || extension ? 'offer' : 're-offer';
    let { application } = await moveApplication(tx, deps, {
      target: { applicationId: a.id },
      kind,
      // An extension's versions keep the assignment Working (no gap); every other offer puts it in Offered.
      to: from === 'Working' ? 'Working' : 'Offered',
      offerStatus: move.kind,
      actor,
      // The sender's notes on these terms go to History (and the application's decision notes), like a decision's.
      decision: { notes: input.notes ?? null },
      expectedVersion: a.version,
    });

    const autoOffer = (row.jobDetails.requirements as { auto_offer?: boolean } | undefined)?.auto_offer;
    const autoAccepted = side === 'recruiter' && from !== 'Working' && isAutoAccepted(autoOffer, a.autoOfferConsent);
    if (autoAccepted) {
      // The worker agreed in advance ("Are you 100% sure you will accept this offer?"): the system accepts for them.
      ({ application } = await moveApplication(tx, deps, {
        target: { applicationId: a.id },
        kind: 'accept',
        to: 'Onboarding',
        offerStatus: null,
        actor: { id: null, role: null, side: 'worker' },
        decision: { maker: 'Worker' },
        expectedVersion: application.version,
      }));
    }
    return { application, offer, autoAccepted, resolved };
  });
}

/** Refuses the first broken rule with its words, every broken rule on its field (keyed like the body: terms.…). */
function refuseIssues(issues: TermIssue[]): void {
  if (issues.length === 0) return;
  const fields = Object.fromEntries(issues.map((i) => [['terms', ...i.path].join('.'), i.message]));
  throw new AppError('BAD_REQUEST', issues[0].message, fields);
}

/**
 * The move of an extension proposal (domain extensionProposal): a new end date after the current one, on a Working
 * assignment whose window opened, with no offer awaiting an answer. A wrong end date is refused on its field (400).
 */
async function extensionMove(
  tx: DbOrTx,
  row: NonNullable<Awaited<ReturnType<typeof loadApplicationWithJob>>>,
  side: OfferSide,
  endDate: string,
): Promise<OfferMove<{ kind: OfferStatus; first: boolean }>> {
  const a = row.app;
  const versions = (await listOfferVersions(tx, a.id)).map((v) => v.offer);
  const current = agreedTerms(jobOfferTerms(row.jobDetails), versions, a.acceptedOfferVersion).terms.schedule ?? {};
  const currentEnd = typeof current.end_date === 'string' ? current.end_date : null;
  const judged = extensionProposal({
    side,
    applicationStatus: a.status,
    liveOffer: liveOfferStatus(a.status, a.offerStatus),
    window: extensionWindow(
      { start_date: current.start_date as string | undefined, end_date: currentEnd },
      isoDay(new Date()),
    ),
    currentEndDate: currentEnd,
    endDate,
  });
  if (!judged.ok) {
    if (judged.field) throw new AppError('BAD_REQUEST', judged.message, { [judged.field]: judged.message });
    return judged;
  }
  return { ok: true, kind: judged.offerStatus, first: false };
}
