// The timesheets API's schemas (issue 44), one per operation, used by the routes and the web forms. Local times are
// HH:MM in the facility's zone, dates YYYY-MM-DD, money in integer cents, durations in whole minutes.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { safeString } from '../shared/common-schemas';
import { TIMESHEET_MESSAGES as M } from './messages';
import { ENTRY_KINDS, PAY_LINE_CODES, RULE_SET_IDS } from '../pay/types';

export { ENTRY_KINDS, PAY_LINE_CODES };
export const WEEK_STATUSES = ['draft', 'submitted', 'approved', 'disputed'] as const;
export type WeekStatus = (typeof WEEK_STATUSES)[number];
export const PUNCH_KINDS = ['in', 'out', 'break_start', 'break_end'] as const;

const localDate = z.iso.date({ error: 'Use a date as YYYY-MM-DD.' });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time as HH:MM (24 hours).' });
const cents = z.number().int().min(0).max(100_000_000);
const minutes = z.number().int().min(0).max(10_080);
const note = safeString().trim().max(500);

export const applicationIdParams = z.object({ applicationId: z.uuid() });
export const weekParams = z.object({ applicationId: z.uuid(), weekStart: localDate });

/** Every term of an assignment of record (the pay engine's AssignmentTerms). */
export const assignmentTermsSchema = z.object({
  rule_set: z.enum(RULE_SET_IDS),
  workweek_starts_on: z.number().int().min(0).max(6),
  time_zone: z.string().min(1).max(64),
  start_date: localDate,
  end_date: localDate,
  hourly_rate_cents: cents,
  overtime_rate_cents: cents.nullable(),
  double_time_rate_cents: cents.nullable(),
  holiday_rate_cents: cents.nullable(),
  holidays: z.array(localDate).max(40),
  on_call_rate_cents: cents,
  on_call_restricted: z.boolean(),
  call_back_rate_cents: cents,
  call_back_minimum_minutes: minutes,
  orientation_rate_cents: cents.nullable(),
  guaranteed_minutes_per_week: minutes,
  guarantee_excludes: z.object({
    first_week: z.boolean(),
    last_week: z.boolean(),
    time_off_weeks: z.array(localDate).max(60),
    orientation_weeks: z.boolean(),
  }),
  call_off_allowance: z.object({
    shifts: z.number().int().min(0).max(100),
    per_weeks: z.number().int().min(1).max(104),
  }),
  cancellation_notice_hours: z.number().int().min(0).max(720),
  cancellation_pay_minutes: minutes,
  missed_shift_penalty_cents_per_hour: cents,
  stipend_weekly_cents: cents,
  stipend_prorated: z.boolean(),
  scheduled_minutes_per_week: minutes,
  classification: z.enum(['w2', '1099']),
  auto_approve_hours: z.number().int().min(1).max(720).nullable(),
});
export type AssignmentTermsData = z.infer<typeof assignmentTermsSchema>;
export type AssignmentTermKey = keyof AssignmentTermsData;

/** Terms the signed contract states (from its pay, hours and schedule lines): never set by the organization here. */
export const CONTRACT_STATED_TERMS = [
  'start_date',
  'end_date',
  'hourly_rate_cents',
  'overtime_rate_cents',
  'on_call_rate_cents',
  'call_back_rate_cents',
  'orientation_rate_cents',
  'guaranteed_minutes_per_week',
  'holidays',
  'stipend_weekly_cents',
  'scheduled_minutes_per_week',
] as const satisfies readonly AssignmentTermKey[];

/** PUT /api/assignments/{applicationId}/terms: the organization completes the terms the contract does not state. */
export const completeTermsInput = assignmentTermsSchema.partial();
export type CompleteTermsInput = z.infer<typeof completeTermsInput>;

/** GET /api/assignments/{applicationId}: the assignment's terms (null while not known) and what is still missing. */
export const assignmentResponse = assignmentTermsSchema
  .extend({
    rule_set: z.enum(RULE_SET_IDS).nullable(),
    workweek_starts_on: z.number().int().nullable(),
    time_zone: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    hourly_rate_cents: z.number().int().nullable(),
  })
  .partial()
  .extend({
    application_id: z.string(),
    application_status: z.enum(APPLICATION_STATUSES),
    complete: z.boolean(),
    /** Terms still to be completed by the organization, by key. */
    missing: z.array(z.string()),
    /** Where each known term comes from. */
    sources: z.record(z.string(), z.enum(['contract', 'organization'])),
    offer_version: z.number().int().nullable(),
    /** The current workweek's first day (the facility's zone), when the terms are complete. */
    current_week_start: z.string().nullable(),
    /** The clocked-in shift, if any. */
    open_shift: z.object({ entry_id: z.string(), since: z.string(), on_break: z.boolean() }).nullable(),
  });

export const breakInput = z.object({ start: hhmm, end: hhmm, kind: z.enum(['meal', 'rest']) });

/** One whole-shift entry: local date and times (HH:MM) in the facility's zone; an end at or before the start is the next day. */
export const entryInput = z.object({
  id: z.uuid().optional(),
  date: localDate,
  start: hhmm,
  end: hhmm,
  kind: z.enum(ENTRY_KINDS),
  breaks: z.array(breakInput).max(6).default([]),
  note: note.optional(),
  /** facility_cancelled: when the facility announced it (ISO instant). */
  announced_at: z.iso.datetime({ offset: true }).optional(),
  /** sent_home_early: the minutes the shift was scheduled for. */
  scheduled_minutes: minutes.optional(),
  /** on_call: the worker was restricted (engaged to wait). */
  restricted: z.boolean().optional(),
  /** California attestation: a meal or rest break was not taken. */
  missed_meal: z.boolean().optional(),
  missed_rest: z.boolean().optional(),
});
export type EntryInput = z.infer<typeof entryInput>;

export const entriesInput = z.object({ entries: z.array(entryInput).max(28) });
export type EntriesInput = z.infer<typeof entriesInput>;

export const punchInput = z.object({
  kind: z.enum(PUNCH_KINDS),
  at: z.iso.datetime({ offset: true }).optional(),
  reason: safeString().trim().min(1).max(300).optional(),
  /** break_start: a meal (unpaid) or rest (paid) break; meal when not said. */
  break_kind: z.enum(['meal', 'rest']).optional(),
  /** California clock-out attestation. */
  missed_meal: z.boolean().optional(),
  missed_rest: z.boolean().optional(),
});
export type PunchInput = z.infer<typeof punchInput>;

export const disputeInput = z.object({
  lines: z
    .array(
      z.object({ entry: z.uuid(), reason: safeString().trim().min(1, { error: M.errors.correctionReason }).max(500) }),
    )
    .min(1)
    .max(28),
});
export type DisputeInput = z.infer<typeof disputeInput>;

/** Reopening an approved week for a correction: why, and the version the asker saw (a stale one is refused). */
export const correctionInput = z.object({
  reason: safeString().trim().min(1, { error: M.errors.correctionNeedsReason }).max(1000),
  version: z.number().int().min(1),
});
export type CorrectionInput = z.infer<typeof correctionInput>;

export const payPreviewInput = z.object({ entries: z.array(entryInput).max(200) });

export const entryResponse = z.object({
  id: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string().nullable(),
  minutes: z.number().int().nullable(),
  kind: z.enum(ENTRY_KINDS),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable(), kind: z.enum(['meal', 'rest']) })),
  note: z.string().nullable(),
  source: z.enum(['entry', 'punch']),
  corrected: z.boolean(),
  corrections: z.array(z.object({ kind: z.string(), at: z.string(), reason: z.string(), recorded_at: z.string() })),
  disputes: z.array(z.object({ version: z.number().int(), reason: z.string() })),
});

export const weekVersionResponse = z.object({
  version: z.number().int(),
  status: z.enum(WEEK_STATUSES),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  entries: z.array(entryResponse),
  disputes: z.array(z.object({ entry: z.string(), reason: z.string() })),
});

export const historyRow = z.object({
  at: z.string(),
  version: z.number().int(),
  action: z.string(),
  text: z.string(),
  by: z.string().nullable(),
  notes: z.string().nullable(),
});

export const weekResponse = z.object({
  application_id: z.string(),
  week_start: z.string(),
  week_end: z.string(),
  status: z.enum(WEEK_STATUSES),
  version: z.number().int(),
  locked: z.boolean(),
  entries: z.array(entryResponse),
  versions: z.array(weekVersionResponse),
  history: z.array(historyRow),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  auto_approve_at: z.string().nullable(),
  worked_minutes: z.number().int(),
});
export type WeekResponse = z.infer<typeof weekResponse>;

export const payLineResponse = z.object({
  code: z.enum(PAY_LINE_CODES),
  minutes: z.number().int(),
  rate_cents: z.number().int(),
  amount_cents: z.number().int(),
  rule: z.string(),
  clause: z.string(),
  entries: z.array(z.string()),
});

export const statementResponse = z.object({
  application_id: z.string(),
  week_start: z.string(),
  status: z.enum(WEEK_STATUSES),
  version: z.number().int(),
  /** True when the week is approved: the statement is the locked one. */
  final: z.boolean(),
  gross_cents: z.number().int(),
  regular_rate_cents: z.number().int(),
  worked_minutes: z.number().int(),
  lines: z.array(payLineResponse),
  notice: z.string(),
});

export const payPreviewResponse = z.object({
  weeks: z.array(statementResponse.omit({ application_id: true, status: true, version: true, final: true })),
});

export const ledgerResponse = z.object({
  application_id: z.string(),
  call_off_allowance: z.object({ shifts: z.number().int(), per_weeks: z.number().int() }),
  call_offs_used: z.number().int(),
  call_offs_left: z.number().int(),
  guarantee_owed_minutes: z.number().int(),
  guarantee_paid_minutes: z.number().int(),
  events: z.array(
    z.object({
      week_start: z.string(),
      entry: z.string(),
      kind: z.enum(ENTRY_KINDS),
      date: z.string(),
      announced_at: z.string().nullable(),
      minutes: z.number().int(),
      paid_cents: z.number().int(),
    }),
  ),
  weeks: z.array(
    z.object({
      week_start: z.string(),
      status: z.enum(WEEK_STATUSES),
      call_offs_used: z.number().int(),
      call_offs_left: z.number().int(),
      guarantee_owed_minutes: z.number().int(),
      guarantee_paid_minutes: z.number().int(),
    }),
  ),
});

export const timesheetListQuery = z.object({
  status: z.enum(WEEK_STATUSES).default('submitted'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const timesheetListItem = z.object({
  application_id: z.string(),
  week_start: z.string(),
  status: z.enum(WEEK_STATUSES),
  version: z.number().int(),
  submitted_at: z.string().nullable(),
  worker_name: z.string(),
  job_title: z.string(),
  gw_job_id: z.string(),
  worked_minutes: z.number().int(),
  auto_approve_at: z.string().nullable(),
});
export const timesheetListResponse = z.object({
  items: z.array(timesheetListItem),
  next_cursor: z.string().nullable(),
});

export const approvalTokenParams = z.object({ token: z.string().min(20).max(200) });
export const approvalLinkResponse = z.object({
  valid: z.boolean(),
  reason: z.enum(['used', 'expired']).nullable(),
  week: weekResponse.nullable(),
  statement: statementResponse.nullable(),
});
