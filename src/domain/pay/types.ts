// The pay engine's shapes (issue 44). Money in integer cents, durations in whole minutes, instants as ISO UTC strings,
// calendar dates as local YYYY-MM-DD in the facility's time zone. Server (routes, storage) and web import these names.

/** The overtime rule sets, each a table in rules.ts with its sources. */
export const RULE_SET_IDS = ['federal', 'federal_8_80', 'california', 'alaska', 'nevada', 'colorado'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];

export const ENTRY_KINDS = [
  'worked',
  'on_call',
  'called_back',
  'orientation',
  'facility_cancelled',
  'sent_home_early',
  'worker_called_off',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A statement's line codes, in the order its lines are listed. */
export const PAY_LINE_CODES = [
  'REG',
  'OT',
  'DT',
  'HOL',
  'ONCALL',
  'CALLBACK',
  'ORIENT',
  'GUARANTEE',
  'CANCEL',
  'REPORTING',
  'MEAL_PREMIUM',
  'REST_PREMIUM',
  'STIPEND',
  'PENALTY',
] as const;
export type PayLineCode = (typeof PAY_LINE_CODES)[number];

export interface AssignmentTerms {
  rule_set: RuleSetId;
  /** 0 = Sunday … 6 = Saturday, in the facility's time zone. */
  workweek_starts_on: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** IANA zone of the facility, e.g. America/Los_Angeles. */
  time_zone: string;
  start_date: string;
  /** YYYY-MM-DD */
  end_date: string;
  hourly_rate_cents: number;
  /** null: 1.5x the regular rate. */
  overtime_rate_cents: number | null;
  /** null: 2x the regular rate. */
  double_time_rate_cents: number | null;
  /** null: the holiday is paid at the overtime multiplier (1.5x the hourly rate). */
  holiday_rate_cents: number | null;
  /** Local YYYY-MM-DD dates the contract names as holidays. */
  holidays: string[];
  on_call_rate_cents: number;
  /** On-call time is hours worked only when the worker is restricted (engaged to wait). */
  on_call_restricted: boolean;
  call_back_rate_cents: number;
  call_back_minimum_minutes: number;
  /** null: orientation is paid at the hourly rate. */
  orientation_rate_cents: number | null;
  guaranteed_minutes_per_week: number;
  guarantee_excludes: {
    first_week: boolean;
    last_week: boolean;
    /** Week starts (local YYYY-MM-DD) with approved time off. */
    time_off_weeks: string[];
    orientation_weeks: boolean;
  };
  /** The facility may cancel this many shifts per this many weeks without paying the guarantee for them. */
  call_off_allowance: { shifts: number; per_weeks: number };
  cancellation_notice_hours: number;
  /** What a facility cancellation inside the notice window pays, in minutes at the hourly rate. */
  cancellation_pay_minutes: number;
  missed_shift_penalty_cents_per_hour: number;
  stipend_weekly_cents: number;
  /** true: the stipend shrinks with missed scheduled hours (then it is pay and enters the regular rate). */
  stipend_prorated: boolean;
  scheduled_minutes_per_week: number;
  classification: 'w2' | '1099';
  auto_approve_hours: number | null;
}

export interface BreakInput {
  /** ISO UTC instants */
  start: string;
  end: string;
  kind: 'meal' | 'rest';
}

export interface WorkEntry {
  id: string;
  kind: EntryKind;
  /** ISO UTC instants; for facility_cancelled / worker_called_off the scheduled shift. */
  start: string;
  end: string;
  breaks: BreakInput[];
  /** sent_home_early: the minutes the shift was scheduled for (reporting-time pay). */
  scheduled_minutes?: number;
  /** facility_cancelled: when the facility announced the cancellation (ISO UTC). */
  announced_at?: string;
  /** on_call: overrides the contract's on_call_restricted for this entry. */
  restricted?: boolean;
  /** California attestation at clock-out: one per meal period due. */
  meal_break_taken?: boolean[];
  rest_breaks_taken?: number;
  missed_meal?: boolean;
  missed_rest?: boolean;
}

export interface PayLine {
  code: PayLineCode;
  minutes: number;
  rate_cents: number;
  amount_cents: number;
  /** human text with legal citation */
  rule: string;
  /** contract clause */
  clause: string;
  /** WorkEntry ids */
  entries: string[];
  /** true when the line's minutes are hours worked (they add up to WeekStatement.worked_minutes). */
  worked: boolean;
}

export interface WeekStatement {
  week_start: string;
  gross_cents: number;
  regular_rate_cents: number;
  worked_minutes: number;
  lines: PayLine[];
  ledger: {
    call_offs_used: number;
    call_offs_left: number;
    guarantee_owed_minutes: number;
    guarantee_paid_minutes: number;
  };
}

export interface WeekInput {
  terms: AssignmentTerms;
  /** local YYYY-MM-DD of the workweek's first day */
  week_start: string;
  /** the entries of this week (attributed by the local day each starts in) */
  entries: WorkEntry[];
  /** 8 and 80: the entries of the 14-day period's earlier week, when this week is the period's second. */
  previous_entries?: WorkEntry[];
  /** facility call-offs already counted against the allowance in the allowance's window before this week */
  call_offs_used_before: number;
}
