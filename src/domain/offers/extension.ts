// Extensions of an assignment (issue 45): when the extension window opens (a share of the contract's length, as data),
// who may propose an extension and with what end date, and from which day the amended terms are in force. An extension
// is an offer version on a Working application, answered through the offer rules of offer-moves.ts. The schemas:
// extension-schemas.ts.
import type { ApplicationStatus } from '../applications/pipeline';
import type { MoveKind } from '../applications/moves';
import { addDaysToDate, daysBetween } from '../pay/time';
import { EXTENSION_MESSAGES as M } from './extension-messages';
import type { OfferSide, OfferStatus } from './offers';
import type { ExtensionWindow, ProposeExtensionInput } from './extension-schemas';

/**
 * The extension window as a share of the contract's length: from the start of week 8 through the end of week 10 of a
 * 13-week contract, scaled to any length.
 */
export const EXTENSION_WINDOW = {
  opens_after_weeks: 7,
  closes_after_weeks: 10,
  of_weeks: 13,
  source:
    'Issue 45: travel contracts are extended in weeks 8–10 of a 13-week assignment, before the housing and the next ' +
    'job are committed; the window is that share of any contract length.',
} as const;

/** Where today stands against the extension window of an assignment. */
export type ExtensionWindowStanding = 'before' | 'open' | 'after' | 'ended' | 'unknown';

/**
 * The extension window of terms with a start and end date on `today`: opens after 7/13 of the contract's days, closes
 * after 10/13 of them (EXTENSION_WINDOW). Proposals stay possible after it until the end date.
 */
export function extensionWindow(terms: { start_date?: unknown; end_date?: unknown }, today: string): ExtensionWindow {
  const start = typeof terms.start_date === 'string' ? terms.start_date.slice(0, 10) : null;
  const end = typeof terms.end_date === 'string' ? terms.end_date.slice(0, 10) : null;
  if (!start || !end || end < start)
    return { standing: 'unknown', opens_on: null, closes_on: null, may_propose: false };
  const days = daysBetween(start, end) + 1;
  const w = EXTENSION_WINDOW;
  const opensOn = addDaysToDate(start, Math.round((days * w.opens_after_weeks) / w.of_weeks));
  const closesOn = addDaysToDate(start, Math.round((days * w.closes_after_weeks) / w.of_weeks) - 1);
  const standing: ExtensionWindowStanding =
    today < opensOn ? 'before' : today <= closesOn ? 'open' : today <= end ? 'after' : 'ended';
  return { standing, opens_on: opensOn, closes_on: closesOn, may_propose: standing === 'open' || standing === 'after' };
}

/** The day the terms of an extension take effect: the day after the current end date (no gap). */
export function extensionEffectiveDate(currentEndDate: string): string {
  return addDaysToDate(currentEndDate.slice(0, 10), 1);
}

/** The offer terms of an extension proposal: its pay and hours, and the new end date in the schedule. */
export function extensionOfferTerms(input: Pick<ProposeExtensionInput, 'end_date' | 'terms'>) {
  return { ...(input.terms ?? {}), schedule: { end_date: input.end_date } };
}

/** A judged extension proposal: the offer status it opens, or a refusal (with the field when one is at fault). */
export type ExtensionProposal =
  { ok: true; offerStatus: OfferStatus; kind: MoveKind } | { ok: false; message: string; field?: 'end_date' };

/**
 * May `side` propose an extension to `endDate` now? Only on a Working assignment with no offer awaiting an answer,
 * once the window opened and before the end; the new end date must be after the current one. An organization's
 * proposal is an offer (the worker answers it); a worker's is a counter offer (the organization answers it).
 */
export function extensionProposal(p: {
  side: OfferSide;
  applicationStatus: ApplicationStatus;
  liveOffer: OfferStatus | null;
  window: ExtensionWindow;
  currentEndDate: string | null;
  endDate: string;
}): ExtensionProposal {
  if (p.applicationStatus !== 'Working') return { ok: false, message: M.notWorking };
  if (p.currentEndDate && p.endDate <= p.currentEndDate.slice(0, 10))
    return { ok: false, message: M.endDateNotLater(p.currentEndDate.slice(0, 10)), field: 'end_date' };
  if (p.liveOffer) return { ok: false, message: M.offerPending };
  if (!p.window.may_propose)
    return {
      ok: false,
      message: p.window.opens_on && p.window.standing === 'before' ? M.windowNotOpen(p.window.opens_on) : M.ended,
    };
  return p.side === 'recruiter'
    ? { ok: true, offerStatus: 'Offered', kind: 'offer' }
    : { ok: true, offerStatus: 'Counter Offer', kind: 'counter' };
}

/** True when a move accepts an extension: an accept that keeps the assignment Working. */
export function acceptsExtension(kind: MoveKind, from: ApplicationStatus | null, to: ApplicationStatus): boolean {
  return kind === 'accept' && from === 'Working' && to === 'Working';
}

/** An accepted extension as the pay engine reads it: from its effective date, its stated terms replace the contract's. */
export interface TermsAmendment<T> {
  effective_date: string;
  stated: Partial<T>;
}

/**
 * The terms in force on `day`: the contract's, with the stated terms of the newest amendment effective on or before
 * that day laid over them. The start date never moves; the end date is the latest any amendment agreed (the assignment
 * runs to it, whatever week is asked).
 */
export function termsInForce<T extends { start_date: string; end_date: string }>(
  base: T,
  amendments: readonly TermsAmendment<T>[],
  day: string,
): T {
  const ordered = [...amendments].sort((a, b) => a.effective_date.localeCompare(b.effective_date));
  const inForce = ordered.filter((a) => a.effective_date <= day).at(-1);
  const end = ordered.reduce(
    (e, a) => (a.stated.end_date && a.stated.end_date > e ? a.stated.end_date : e),
    base.end_date,
  );
  return { ...base, ...(inForce?.stated ?? {}), start_date: base.start_date, end_date: end };
}
