// What an assignment contract says (issue 31), drafted from the application's agreed terms: the parties, the facility,
// dates and hours, every pay line with the pay model's figures, the cancellation and termination policies, and the
// organization's own clauses. Labels and values come from the field catalogue (labels, formats) and the one pay
// function; nothing here formats money or dates by hand. The content is frozen in the contract row when drafted.
import { z } from 'zod';
import { displayField, formatField, offerFieldLabel } from '../fields';
import { termsPay, type AgreedTerms, type OfferTerms } from '../offers';
import { formatDateTime } from '../shared/display';
import { safeString } from '../shared/common-schemas';
import { CONTRACT_MESSAGES } from './contract-messages';
import { EXTENSION_MESSAGES } from '../offers/extension-messages';
import {
  contractClauseSection,
  MAX_CLAUSE_LENGTH,
  MAX_CONTRACT_CLAUSES,
  type ContractSection,
} from './contract-clause-rules';

/** The organization's default policies when its settings name none. */
export const DEFAULT_CANCELLATION_POLICY =
  'Either side may cancel a scheduled shift with at least 24 hours’ notice. A shift the facility cancels with less notice is paid at the guaranteed hours.';
export const DEFAULT_TERMINATION_POLICY =
  'Either side may end the assignment with two weeks’ written notice. The organization may end it at once for gross misconduct or loss of a required licence.';

const text = (max: number) => safeString().trim().min(1).max(max);

/**
 * `organizations.placement.contract`: the organization's own contract clauses and policies. Only this key of
 * `placement` belongs to the contract (other keys, e.g. referenceQuestions, belong to other features).
 */
export const placementContractSettingsSchema = z.object({
  /** The clauses before any version was saved (version 0); saved versions are kept in contract_clause_versions. */
  clauses: z.array(text(MAX_CLAUSE_LENGTH)).max(MAX_CONTRACT_CLAUSES).default([]),
  cancellationPolicy: text(2000).default(DEFAULT_CANCELLATION_POLICY),
  terminationPolicy: text(2000).default(DEFAULT_TERMINATION_POLICY),
});
export type PlacementContractSettings = z.infer<typeof placementContractSettingsSchema>;

/** The contract settings stored in an organization's `placement` (defaults where absent or unreadable). */
export function contractSettingsOf(placement: Record<string, unknown> | null | undefined): PlacementContractSettings {
  const parsed = placementContractSettingsSchema.safeParse(placement?.contract ?? {});
  return parsed.success ? parsed.data : placementContractSettingsSchema.parse({});
}

/** One labelled line of the contract ("Taxable hourly rate: $52.00"). */
const contractRowSchema = z.object({ label: z.string(), value: z.string() });
export type ContractRow = z.infer<typeof contractRowSchema>;

/** Everything the contract says, as stored in `contracts.content` and answered to both sides. */
export const contractContentSchema = z.object({
  title: z.string(),
  draftedAt: z.string(),
  offerVersion: z.number().int().nullable(),
  organization: z.object({ name: z.string() }),
  worker: z.object({ name: z.string(), email: z.string() }),
  job: z.object({ title: z.string(), gwJobId: z.string(), profession: z.string().nullable() }),
  facility: z.array(contractRowSchema),
  datesAndHours: z.array(contractRowSchema),
  pay: z.array(contractRowSchema),
  /** The weekly total as the pay model derives it, formatted by the catalogue (the card's summary line). */
  weeklyPay: z.string(),
  cancellationPolicy: z.array(z.string()),
  terminationPolicy: z.array(z.string()),
  clauses: z.array(z.string()),
  /** The version of the organization's clauses it was drafted with (absent on contracts drafted before versions). */
  clausesVersion: z.number().int().optional(),
  /** Set on an amendment (an accepted extension, issue 45): the new end date and the first day its terms are in force. */
  amendment: z.object({ effectiveDate: z.string(), endDate: z.string() }).optional(),
});
export type ContractContent = z.infer<typeof contractContentSchema>;

/** What drafting needs besides the terms. */
export interface ContractDraftInput {
  organizationName: string;
  worker: { name: string; email: string };
  job: { title: string; gwJobId: string; profession: string | null };
  agreed: AgreedTerms;
  settings: PlacementContractSettings;
  /** The version of the organization's clauses that `settings.clauses` are. */
  clausesVersion?: number;
  draftedAt: Date;
  /** Drafting an amendment of the contract: the extension's new end date and effective date. */
  amendment?: { effectiveDate: string; endDate: string };
}

const termOf = (terms: OfferTerms, path: string): unknown => {
  const [g, k] = path.split('.');
  return (terms[g as keyof OfferTerms] as Record<string, unknown> | undefined)?.[k];
};

/** Rows of terms (dotted path → catalogue key) that have a value; the catalogue labels and formats each. */
function rows(terms: OfferTerms, fields: readonly (readonly [string, string])[]): ContractRow[] {
  return fields
    .map(([path, key]) => ({ label: offerFieldLabel(key), value: formatField(key, termOf(terms, path), 'job') }))
    .filter((r) => r.value !== '');
}

const FACILITY_FIELDS = [
  ['location.facility', 'facility'],
  ['location.facility_parent_system', 'facility_parent_system'],
  ['location.clinical_setting', 'clinical_setting'],
  ['location.address', 'address'],
  ['location.city', 'city'],
  ['location.state', 'state'],
] as const;

const DATE_HOUR_FIELDS = [
  ['schedule.start_date', 'start_date'],
  ['schedule.end_date', 'end_date'],
  ['hours.weeks_per_contract', 'weeks_per_contract'],
  ['schedule.shift_time', 'shift_time'],
  ['hours.hours_per_week', 'hours_per_week'],
  ['hours.hours_per_shift', 'hours_per_shift'],
  ['hours.shifts_per_week', 'shifts_per_week'],
  ['hours.guaranteed_hours_per_week', 'guaranteed_hours'],
  ['schedule.rto_dates', 'rto_dates'],
  ['location.holidays', 'holidays'],
] as const;

/** Pay lines that are not derived by the pay model: stated as agreed. */
const STATED_PAY_FIELDS = [
  ['pay.pay_frequency', 'pay_frequency'],
  ['pay.bonuses', 'bonuses'],
  ['pay.on_call_rate', 'on_call_rate'],
  ['pay.call_back_rate', 'call_back_rate'],
  ['pay.orientation_rate', 'orientation_rate'],
] as const;

/**
 * Every pay line of the agreed terms: the pay model's figures (taxable hourly and weekly, the stipend, the weekly
 * total, "feels like" and the overtime rate — the stated one, else the lawful minimum) then the stated extras.
 */
export function contractPayRows(terms: OfferTerms): ContractRow[] {
  const b = termsPay(terms);
  const derived: [string, number | null][] = [
    ['hourly_rate', b.taxableHourly],
    ['taxable_weekly', b.taxableWeekly],
    ['non_taxable_weekly', b.stipendWeekly],
    ['min_weekly_pay', b.weeklyTotal],
    ['feels_like_hourly', b.feelsLikeHourly],
    ['overtime_rate', b.overtimeRate],
  ];
  return [
    ...derived
      .map(([key, value]) => ({ label: offerFieldLabel(key), value: formatField(key, value, 'job') }))
      .filter((r) => r.value !== ''),
    ...rows(terms, STATED_PAY_FIELDS),
  ];
}

/**
 * Whether the terms let the facility cancel a scheduled shift (the job's "Facility can cancel shifts" term): true,
 * false, or null when they do not say.
 */
export function facilityMayCancelShifts(terms: OfferTerms): boolean | null {
  const v = termOf(terms, 'location.facility_shift_cancellation_policy');
  if (typeof v === 'boolean') return v;
  const yesNo = v && typeof v === 'object' ? (v as { value?: unknown }).value : v;
  return yesNo === 'yes' ? true : yesNo === 'no' ? false : null;
}

/**
 * The cancellation policy, conditional on the agreed terms (issue 42): the contract never says "Facility can cancel
 * shifts: No" beside a clause letting it cancel. When the terms forbid the facility to cancel, the contract says so in
 * place of the organization's general policy (which lets either side cancel with notice); when they allow it or are
 * silent, the organization's policy applies.
 */
function cancellationLines(terms: OfferTerms, settings: PlacementContractSettings): string[] {
  const shift = formatField('shift_cancellation', termOf(terms, 'location.facility_shift_cancellation_policy'), 'job');
  const stated = shift ? [`${offerFieldLabel('shift_cancellation')}: ${shift}`] : [];
  if (facilityMayCancelShifts(terms) === false) return [...stated, CONTRACT_MESSAGES.facilityMayNotCancel];
  return [...stated, settings.cancellationPolicy];
}

/**
 * The termination policy: the agreed terms' own termination term when they state one (it is what was agreed, and the
 * organization's general policy may say otherwise), else the organization's policy.
 */
function terminationLines(terms: OfferTerms, settings: PlacementContractSettings): string[] {
  const term = formatField('contract_termination', termOf(terms, 'location.contract_termination_policy'), 'job');
  return term ? [`${offerFieldLabel('contract_termination')}: ${term}`] : [settings.terminationPolicy];
}

/**
 * The terms the contract states, as rows (facility, dates and hours, pay) and policy lines, from terms of record: the
 * one source of both the drafted contract and any check of a contract against the agreed terms.
 */
export function contractTermsOf(terms: OfferTerms, settings: PlacementContractSettings) {
  return {
    facility: rows(terms, FACILITY_FIELDS),
    datesAndHours: rows(terms, DATE_HOUR_FIELDS),
    pay: contractPayRows(terms),
    weeklyPay: displayField('min_weekly_pay', termsPay(terms).weeklyTotal, 'job'),
    cancellationPolicy: cancellationLines(terms, settings),
    terminationPolicy: terminationLines(terms, settings),
  };
}

/** Drafts the contract's content from the agreed terms, the parties and the organization's contract settings. */
export function draftContractContent(input: ContractDraftInput): ContractContent {
  const terms = input.agreed.terms;
  return {
    title: `${input.amendment ? EXTENSION_MESSAGES.amendmentTitle : CONTRACT_MESSAGES.title}: ${input.job.title} (${input.job.gwJobId})`,
    draftedAt: input.draftedAt.toISOString(),
    offerVersion: input.agreed.version,
    organization: { name: input.organizationName },
    worker: { ...input.worker },
    job: { ...input.job },
    ...contractTermsOf(terms, input.settings),
    clauses: [...input.settings.clauses],
    ...(input.clausesVersion !== undefined ? { clausesVersion: input.clausesVersion } : {}),
    ...(input.amendment ? { amendment: { ...input.amendment } } : {}),
  };
}

/** The contract as plain text sections, in order (the PDF and the review dialog show the same). */
export function contractSections(c: ContractContent): ContractSection[] {
  const m = CONTRACT_MESSAGES.pdf;
  return [
    ...(c.amendment
      ? [
          {
            title: EXTENSION_MESSAGES.amendmentTitle,
            lines: [EXTENSION_MESSAGES.amendmentHeading(c.amendment.effectiveDate, c.amendment.endDate)],
          },
        ]
      : []),
    {
      title: m.parties,
      rows: [
        { label: m.organization, value: c.organization.name },
        { label: m.worker, value: `${c.worker.name} (${c.worker.email})` },
        { label: m.job, value: `${c.job.title} (${c.job.gwJobId})${c.job.profession ? ` · ${c.job.profession}` : ''}` },
      ],
    },
    { title: m.facility, rows: c.facility },
    { title: m.datesAndHours, rows: c.datesAndHours },
    { title: m.pay, rows: c.pay },
    { title: m.cancellation, lines: c.cancellationPolicy },
    { title: m.termination, lines: c.terminationPolicy },
    ...contractClauseSection(c.clauses),
  ];
}

/** The line under the contract's title: which terms it was drafted from, and when. */
export function contractSubtitle(c: ContractContent): string {
  return `${CONTRACT_MESSAGES.pdf.offerVersion(c.offerVersion)} · ${CONTRACT_MESSAGES.pdf.drafted(formatDateTime(c.draftedAt))}`;
}
