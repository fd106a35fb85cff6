// The rules of law the pay engine applies, as data (issue 44, decision 0036): each rule set is a list of dated rules,
// each with its trigger, the tier it pays, its source and the date from which it applies. Modelled on TimeTrex's
// overtime policies (type, trigger time, rate, order). The words of each rule are in pay-messages.ts under its id.
import type { RuleSetId } from './types';

/** 0 straight time, 1 overtime (1.5x), 2 double time (2x). */
export type Tier = 0 | 1 | 2;

/** What makes minutes premium minutes. Thresholds in minutes. */
export type Trigger =
  /** Minutes past `after` in one workday (the local day a shift starts in); only for hourly rates below `below_rate_cents` when set. */
  | { type: 'daily'; after: number; tier: 1 | 2; below_rate_cents?: number }
  /** Straight-time minutes past `after` in the workweek (minutes already premium by a daily rule do not count again). */
  | { type: 'weekly'; after: number; tier: 1 }
  /** Straight-time minutes past `after` in the 14-day period (8 and 80). */
  | { type: 'period_14'; after: number; tier: 1 }
  /** On the 7th consecutive day worked in the workweek: minutes past `after` that day. */
  | { type: 'seventh_day'; after: number; tier: 1 | 2 };

export interface LawRule {
  /** Key of the rule's words in PAY_MESSAGES.rules. */
  id: string;
  trigger: Trigger;
  source: string;
  /** YYYY-MM-DD: the rule applies to workweeks starting on or after this day… */
  effective_from: string;
  /** …and before this day, when set. */
  effective_to?: string;
}

/** A premium that is not an overtime tier (California's meal, rest and reporting-time pay). */
export interface PremiumRule {
  id: 'ca_meal_premium' | 'ca_rest_premium' | 'ca_reporting_time';
  source: string;
  effective_from: string;
  effective_to?: string;
}

export interface RuleSetData {
  id: RuleSetId;
  overtime: LawRule[];
  premiums: PremiumRule[];
  /** Reporting-time pay: a fraction of the scheduled shift, within bounds (minutes). */
  reporting_time?: { numerator: number; denominator: number; min: number; max: number };
  /** Rest periods due: one per 4 hours worked or major fraction (minutes), from `from` minutes worked. */
  rest_period?: { per: number; from: number };
}

const FLSA = 'Fair Labor Standards Act, 29 U.S.C. §207(a)(1); 29 CFR part 778';
const EIGHT_EIGHTY = '29 U.S.C. §207(j); 29 CFR 778.601';
const CA_510 = 'California Labor Code §510(a); IWC Wage Order 5-2001 §3';
const AK = 'Alaska Statutes §23.10.060';
const NV = 'Nevada Revised Statutes §608.018; minimum wage $12.00 from 2024-07-01 (NAC 608.100)';
const CO = 'Colorado COMPS Order #39, Rule 4.1.1 (7 CCR 1103-1)';

/** A rule of law: its id (the key of its words), what triggers it, its source and the day it applies from. */
const law = (id: string, trigger: Trigger, source: string, effective_from: string): LawRule => ({
  id,
  trigger,
  source,
  effective_from,
});
/** Time and a half past 40 hours in the workweek: the FLSA's rule, which every state's set keeps. */
const weekly40 = (id: string, source: string, effective_from: string) =>
  law(id, { type: 'weekly', after: 2400, tier: 1 }, source, effective_from);
/** A rule set with overtime rules only (no premiums). */
const overtimeOnly = (id: RuleSetId, overtime: LawRule[]): RuleSetData => ({ id, overtime, premiums: [] });

/** The rule sets, each a list of dated rules. */
export const RULE_SETS: Record<RuleSetId, RuleSetData> = {
  federal: overtimeOnly('federal', [weekly40('flsa_weekly_40', FLSA, '1940-10-24')]),
  federal_8_80: overtimeOnly('federal_8_80', [
    law('flsa_8_80_daily', { type: 'daily', after: 480, tier: 1 }, EIGHT_EIGHTY, '1966-09-23'),
    law('flsa_8_80_period', { type: 'period_14', after: 4800, tier: 1 }, EIGHT_EIGHTY, '1966-09-23'),
  ]),
  california: {
    id: 'california',
    overtime: [
      law('ca_daily_ot', { type: 'daily', after: 480, tier: 1 }, CA_510, '2000-01-01'),
      law('ca_daily_dt', { type: 'daily', after: 720, tier: 2 }, CA_510, '2000-01-01'),
      law('ca_seventh_ot', { type: 'seventh_day', after: 0, tier: 1 }, CA_510, '2000-01-01'),
      law('ca_seventh_dt', { type: 'seventh_day', after: 480, tier: 2 }, CA_510, '2000-01-01'),
      weekly40('ca_weekly_40', CA_510, '2000-01-01'),
    ],
    premiums: [
      {
        id: 'ca_meal_premium',
        source: 'California Labor Code §226.7; IWC Wage Order 5-2001 §11',
        effective_from: '2001-01-01',
      },
      {
        id: 'ca_rest_premium',
        source: 'California Labor Code §226.7; IWC Wage Order 5-2001 §12',
        effective_from: '2001-01-01',
      },
      { id: 'ca_reporting_time', source: 'IWC Wage Order 5-2001 §5(A)', effective_from: '2001-01-01' },
    ],
    reporting_time: { numerator: 1, denominator: 2, min: 120, max: 240 },
    rest_period: { per: 240, from: 210 },
  },
  alaska: overtimeOnly('alaska', [
    law('ak_daily_ot', { type: 'daily', after: 480, tier: 1 }, AK, '1959-01-03'),
    weekly40('ak_weekly_40', AK, '1959-01-03'),
  ]),
  nevada: overtimeOnly('nevada', [
    // Daily overtime only for employees paid less than 1.5x the minimum wage ($12.00 from 2024-07-01: $18.00).
    law('nv_daily_ot', { type: 'daily', after: 480, tier: 1, below_rate_cents: 1800 }, NV, '2024-07-01'),
    weekly40('nv_weekly_40', NV, '1975-07-01'),
  ]),
  colorado: overtimeOnly('colorado', [
    law('co_daily_12', { type: 'daily', after: 720, tier: 1 }, CO, '2024-01-01'),
    weekly40('co_weekly_40', CO, '2024-01-01'),
  ]),
};

function inForce(rule: { effective_from: string; effective_to?: string }, week_start: string): boolean {
  return rule.effective_from <= week_start && (rule.effective_to === undefined || week_start < rule.effective_to);
}

/** The rules of a rule set in force for a workweek (by its first day). */
export function rulesInForce(rule_set: RuleSetId, week_start: string): RuleSetData {
  const data = RULE_SETS[rule_set];
  return {
    ...data,
    overtime: data.overtime.filter((r) => inForce(r, week_start)),
    premiums: data.premiums.filter((r) => inForce(r, week_start)),
  };
}
