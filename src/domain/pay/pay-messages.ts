// The words of the pay engine (issue 44): the rule each statement line cites and the contract clause it comes from.
// Line labels (REG, OT …) are in MESSAGES.hours.lineCodes (src/domain/hours/hours-messages.ts).

const hours = (minutes: number) => {
  const h = minutes / 60;
  return Number.isInteger(h) ? String(h) : h.toFixed(2).replace(/0$/, '');
};

/** The rule texts, by rule id (rules.ts) or line kind; each names its legal source. */
export const PAY_RULES = {
  // Overtime tiers (rules.ts)
  flsa_weekly_40: 'Hours over 40 in the workweek, FLSA 29 U.S.C. §207(a)(1)',
  flsa_8_80_daily: 'Hours over 8 in a workday ("8 and 80"), 29 U.S.C. §207(j)',
  flsa_8_80_period: 'Hours over 80 in the 14-day period ("8 and 80"), 29 U.S.C. §207(j)',
  ca_daily_ot: 'Hours over 8 in a day, California Labor Code §510',
  ca_daily_dt: 'Hours over 12 in a day, California Labor Code §510',
  ca_seventh_ot: 'First 8 hours on the 7th consecutive day of the workweek, California Labor Code §510',
  ca_seventh_dt: 'Hours over 8 on the 7th consecutive day of the workweek, California Labor Code §510',
  ca_weekly_40: 'Hours over 40 in the workweek, California Labor Code §510',
  ak_daily_ot: 'Hours over 8 in a day, Alaska Statutes §23.10.060',
  ak_weekly_40: 'Hours over 40 in the workweek, Alaska Statutes §23.10.060',
  nv_daily_ot: 'Hours over 8 in a workday (pay under 1.5× the minimum wage), NRS §608.018',
  nv_weekly_40: 'Hours over 40 in the workweek, NRS §608.018',
  co_daily_12: 'Hours over 12 in a workday, Colorado COMPS Order #39 Rule 4.1.1',
  co_weekly_40: 'Hours over 40 in the workweek, Colorado COMPS Order #39 Rule 4.1.1',
  // Premiums
  ca_meal_premium: 'One hour at the regular rate for a day with a missed meal break, California Labor Code §226.7',
  ca_rest_premium: 'One hour at the regular rate for a day with a missed rest break, California Labor Code §226.7',
  ca_reporting_time:
    'Reporting-time pay: half the scheduled shift, at least 2 and at most 4 hours, IWC Wage Order 5 §5',
  // Straight time and contract lines
  straight: 'Straight time: hours worked up to the overtime thresholds, at the contract rate',
  contractor: 'Hours worked at the contract rate (1099 contractor: no overtime rules apply)',
  holiday:
    'Hours worked on a contract holiday; a premium of at least 1.5× is excluded from the regular rate, 29 CFR 778.203',
  holiday_credited:
    'Overtime hours on a contract holiday: the holiday premium is credited against overtime, 29 U.S.C. §207(h)(2), 29 CFR 778.203',
  on_call_restricted: 'On-call time while restricted (engaged to wait) is hours worked, 29 CFR 785.15, 785.17',
  on_call_free:
    'On-call time while free to use it: not hours worked, its pay enters the regular rate, 29 CFR 785.17, 778.223',
  call_back: 'Hours worked when called back, FLSA 29 CFR 778.221',
  call_back_minimum: 'Call-back minimum not worked, excluded from the regular rate, 29 CFR 778.221',
  orientation: 'Orientation hours are hours worked, 29 CFR 785.27',
  guarantee:
    'Guaranteed hours not provided by the facility, excluded from the regular rate, 29 U.S.C. §207(e)(2), 29 CFR 778.218',
  cancellation: 'Facility cancellation inside the notice window, excluded from the regular rate, 29 CFR 778.218',
  stipend_fixed:
    'Fixed weekly reimbursement of expenses, excluded from the regular rate, 29 U.S.C. §207(e)(2), 29 CFR 778.217',
  stipend_prorated:
    'Stipend reduced for missed hours is pay and enters the regular rate, Clarke v. AMN Services (9th Cir. 2021)',
  penalty: 'Missed-shift penalty agreed in the contract (a deduction)',
} as const;

export type PayRuleId = keyof typeof PAY_RULES;

/** The contract clauses a line comes from. Rates are formatted by the caller's formatter. */
export const PAY_CLAUSES = {
  hourly: 'Contract: hourly rate',
  overtime: 'Contract: overtime rate (at least the legal minimum over the regular rate)',
  doubleTime: 'Contract: double-time rate (at least twice the regular rate)',
  holiday: 'Contract: holiday rate and holidays',
  onCall: 'Contract: on-call rate',
  callBack: (minimum: number) => `Contract: call-back rate, at least ${hours(minimum)} h`,
  orientation: 'Contract: orientation rate',
  guarantee: (minimum: number) =>
    `Contract: ${hours(minimum)} guaranteed hours a week, after the facility's call-off allowance`,
  cancellation: (noticeHours: number, minutes: number) =>
    `Contract: a cancellation with less than ${noticeHours} h notice pays ${hours(minutes)} h`,
  reporting: 'Contract: scheduled shift',
  breaks: 'Contract: meal and rest breaks under the state rule set',
  stipend: (prorated: boolean) =>
    prorated ? 'Contract: weekly stipend, prorated for missed hours' : 'Contract: weekly stipend',
  penalty: 'Contract: missed-shift penalty',
} as const;

/** Why computeWeekStatement refused its input (a bug in the caller, or input the server should have refused). */
export const PAY_ERRORS = {
  endBeforeStart: (id: string) => `Entry ${id}: the end is not after the start.`,
  outsideWeek: (id: string, week: string) => `Entry ${id} does not start in the workweek of ${week}.`,
  badWeekStart: (week: string) => `${week} is not the first day of a workweek of this assignment.`,
  badTime: (time: string) => `${time} is not a time of day (HH:MM).`,
  badDate: (date: string) => `${date} is not a date (YYYY-MM-DD).`,
  nonexistentTime: (time: string, date: string, zone: string) =>
    `${time} does not exist on ${date} in ${zone}: the clocks move forward an hour then.`,
};

/** The pay engine's words, as MESSAGES.pay in the one catalogue (src/domain/shared/messages.ts). */
export const PAY_MESSAGES = { rules: PAY_RULES, clauses: PAY_CLAUSES, errors: PAY_ERRORS } as const;
