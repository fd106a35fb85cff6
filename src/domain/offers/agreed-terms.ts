// The terms of record of an application: what was agreed (the accepted offer version's resolved terms) or, before
// acceptance, the terms in force now (the live offer's, else the job's posted terms). Every surface that shows an
// application's terms — detail, lists, board cards, Offers and History, exports, API v1, webhooks — reads this.
import type { z } from 'zod';
import type { ApplicationStatus } from '../applications/pipeline';
import { MESSAGES } from '../shared/messages';
import { formatMoney } from '../shared/display';
import { OFFER_TERMS, resolvedTerms, type OfferTerms } from './offer-terms';
import type { agreedTermsSummarySchema } from './response-schemas';

/** Whose terms of record these are: the accepted version's, the live (unaccepted) offer's, or the job's as posted. */
export const TERMS_STANDINGS = ['agreed', 'offered', 'posted'] as const;
export type TermsStanding = (typeof TERMS_STANDINGS)[number];

/** An application's terms of record. */
export interface AgreedTerms<T extends OfferTerms = OfferTerms> {
  standing: TermsStanding;
  /** The accepted version (agreed), the live version (offered), or null (posted). */
  version: number | null;
  /** The job's terms with the versions up to `version` applied, pay derived by the one pay function. */
  terms: T;
}

/** True when a move from `from` to `to` accepts the live offer (Offered → Onboarding, whoever makes it). */
export function acceptsOffer(from: ApplicationStatus | null, to: ApplicationStatus): boolean {
  return from === 'Offered' && to === 'Onboarding';
}

/**
 * The terms of record: with an accepted version, the job's terms with every version up to it applied (agreed); before
 * acceptance, every version applied (offered) or the job's terms alone (posted).
 */
export function agreedTerms<T extends OfferTerms>(
  jobTerms: T | null | undefined,
  versions: readonly { version: number; terms: unknown }[],
  acceptedVersion: number | null | undefined,
): AgreedTerms<T> {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  if (acceptedVersion != null && ordered.some((v) => v.version === acceptedVersion)) {
    return {
      standing: 'agreed',
      version: acceptedVersion,
      terms: resolvedTerms(
        jobTerms,
        ordered.filter((v) => v.version <= acceptedVersion),
      ),
    };
  }
  const live = ordered.at(-1);
  if (live) return { standing: 'offered', version: live.version, terms: resolvedTerms(jobTerms, ordered) };
  return { standing: 'posted', version: null, terms: resolvedTerms(jobTerms, []) };
}

/** The label of terms of record ("Agreed terms (accepted version 3)"), from the message catalogue. */
export function agreedTermsLabel(t: Pick<AgreedTerms, 'standing' | 'version'>): string {
  if (t.standing === 'agreed') return MESSAGES.terms.agreed(t.version ?? 0);
  if (t.standing === 'offered') return MESSAGES.terms.offered(t.version ?? 0);
  return MESSAGES.terms.posted;
}

/** The short word beside a figure of these terms on a list row or card ("agreed", "offered", "posted"). */
export function agreedTermsShort(standing: TermsStanding): string {
  return standing === 'agreed'
    ? MESSAGES.terms.agreedShort
    : standing === 'offered'
      ? MESSAGES.terms.offeredShort
      : MESSAGES.terms.postedShort;
}

/** The headline figures of terms of record (lists, cards, API v1, webhooks, exports): derived pay and hours. */
export function agreedTermsSummary(t: AgreedTerms) {
  const pay = (t.terms.pay ?? {}) as Record<string, unknown>;
  const hours = (t.terms.hours ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    standing: t.standing,
    version: t.version,
    weekly_rate: num(pay.weekly_rate),
    hourly_rate: num(pay.hourly_rate),
    non_taxable_weekly: num(pay.non_taxable_weekly),
    hours_per_week: num(hours.hours_per_week),
  };
}

export type AgreedTermsSummary = z.infer<typeof agreedTermsSummarySchema>;

/**
 * The weekly pay of terms of record with the word that says whose it is ("$2,316.00 weekly · agreed"), or null when no
 * weekly pay can be derived. Lists, board cards and the detail's job summary show this line.
 */
export function agreedPayLine(t: Pick<AgreedTermsSummary, 'standing' | 'weekly_rate'>): string | null {
  if (t.weekly_rate === null) return null;
  return `${MESSAGES.terms.weekly(formatMoney(t.weekly_rate))} · ${agreedTermsShort(t.standing)}`;
}

/**
 * A job as the placement stands (issue 42): once an offer is accepted, its term groups (pay, hours, schedule,
 * location) carry the agreed terms in place of the posted ones, so the pay breakdown, the comparison rows and every
 * figure read from the job show the agreed figure. Before acceptance the job is returned as posted.
 */
export function jobOnTermsOfRecord<J extends object>(job: J, t: AgreedTerms): J {
  if (t.standing !== 'agreed') return job;
  const out = { ...job } as Record<string, unknown>;
  for (const group of Object.keys(OFFER_TERMS) as (keyof typeof OFFER_TERMS)[]) {
    const agreed = t.terms[group];
    if (agreed) out[group] = { ...((out[group] as object | null | undefined) ?? {}), ...agreed };
  }
  return out as J;
}
