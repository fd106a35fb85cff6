// The worker profile (spec section 3) and the partial, strict update payload of PUT /api/worker-profile.
import { z } from 'zod';
import {
  documentRefSchema,
  idSchema,
  isoDateSchema,
  moneySchema,
  optionSchema,
  rangeSchema,
  requiredText,
  stateCodeSchema,
  text,
  textList,
  weeklyHoursSchema,
  yesNoSchema,
} from '../shared/common-schemas';
import { MESSAGES } from '../shared/messages';
import { MAX_DOCUMENTS_PER_CATEGORY } from '../documents/documents';
import { EVEN_WITH_OTHER_ISSUES, profileScheduleIssues, reportIssues } from '../jobs/term-rules';

const docs = z.array(documentRefSchema).max(MAX_DOCUMENTS_PER_CATEGORY);

/** Digits only (NABP e-Profile ID). */
export const nabpIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, MESSAGES.errors.nabpDigits);

const groups = {
  summary: z.object({
    profession: requiredText(100),
    specialties: textList(20),
    terms: textList(10),
    type: requiredText(50),
    states: z.array(stateCodeSchema).max(60),
    cities: textList(50),
    min_per_hour_rate: moneySchema,
    feels_like_hourly: moneySchema,
    hours_per_week_range: rangeSchema(168),
    min_weekly_pay: moneySchema,
    resume: documentRefSchema.nullable(),
  }),
  documents: z.object({
    resume: docs,
    diploma: docs,
    drivers_license: docs,
    others: docs,
    professional_licenses: docs,
    skills_checklists: docs,
    certificates: docs,
    references: docs,
    vaccinations: docs,
  }),
  workInfo: z.object({
    nabp_id: nabpIdSchema,
    experience: z.number().min(0).max(60),
    facilities_worked_at: textList(50, 200),
    facility_parent_systems: textList(50, 200),
  }),
  location: z.object({
    facility_shift_cancellation_policy: yesNoSchema,
    contract_termination_policy: requiredText(100),
  }),
  current_address: z.object({
    street: text(200),
    city: text(100),
    state: stateCodeSchema,
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/),
  }),
  taxInfo: z.object({
    classification: textList(5),
    tax_home_state: stateCodeSchema,
    tax_home_city: text(100),
  }),
  shiftAndScheduling: z.object({
    shift_time: textList(10),
    hours_per_shift_range: rangeSchema(24),
    shifts_per_week_range: rangeSchema(7),
    weeks_per_contract_range: rangeSchema(104),
    start_date_setting: z.union([isoDateSchema, z.literal('asap')]),
    end_date_setting: isoDateSchema,
    rto_setting: yesNoSchema,
    rto_dates: z.array(isoDateSchema).max(60),
    guaranteed_hours_allowed: z.boolean(),
    guaranteed_hours_per_week: weeklyHoursSchema,
  }),
  pay: z.object({
    taxable_weekly_range: rangeSchema(1_000_000),
    min_non_taxable_weekly: moneySchema,
    taxable_hourly_range: rangeSchema(10_000),
    pay_frequency: requiredText(50),
    benefits: z.array(optionSchema).max(30),
    bonuses: textList(20),
    min_overtime_rate: moneySchema,
    min_on_call_rate: moneySchema,
    min_call_back_rate: moneySchema,
    min_orientation_rate: moneySchema,
  }),
  certsandlicense: z.object({ active_professional_licenses: z.array(stateCodeSchema).max(60) }),
  bonus: z.object({
    people_referred: z.number().int().min(0).max(1000),
    expected: moneySchema,
    deserved: moneySchema,
    other: text(500),
    comparing_to: text(500),
  }),
};

const topLevel = {
  clinical_settings: textList(20),
  facility_you_like: textList(50, 200),
  facility_systems_you_like: textList(50, 200),
  vms_msp: textList(20),
  emr: textList(30),
  float_requirement: yesNoSchema,
  on_call: yesNoSchema,
  patient_ratio: z.number().positive().max(50),
  block_scheduling: yesNoSchema,
  scrub_color: requiredText(50),
  holidays: textList(30),
  min_distance_from_facility: z.number().min(0).max(5000),
  auto_offer: yesNoSchema,
};

/** The worker profile as read from the API; every group is present (possibly empty). */
export const workerProfileSchema = z.object({
  _id: idSchema.optional(),
  user_id: idSchema.optional(),
  gw_worker_id: idSchema.optional(),
  summary: groups.summary.partial().default({}),
  documents: groups.documents.partial().default({}),
  workInfo: groups.workInfo.partial().default({}),
  location: groups.location.partial().default({}),
  current_address: groups.current_address.partial().default({}),
  taxInfo: groups.taxInfo.partial().default({}),
  shiftAndScheduling: groups.shiftAndScheduling.partial().default({}),
  pay: groups.pay.partial().default({}),
  certsandlicense: groups.certsandlicense.partial().default({}),
  bonus: groups.bonus.partial().default({}),
  ...(Object.fromEntries(Object.entries(topLevel).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof topLevel]: z.ZodOptional<(typeof topLevel)[K]>;
  }),
});

/**
 * A group of the update payload: any subset of its fields, each also `null`, which clears the stored answer (a worker
 * who empties "Weekly pay" and presses Done removes it rather than silently keeping the old value).
 */
function clearableGroup<S extends z.ZodRawShape>(group: z.ZodObject<S>) {
  const shape = Object.fromEntries(Object.entries(group.shape).map(([k, v]) => [k, (v as z.ZodType).nullable()]));
  return z
    .object(shape as unknown as { [K in keyof S]: z.ZodNullable<S[K]> })
    .partial()
    .strict();
}

/** PUT /api/worker-profile: any subset of groups, each partial; unknown fields are refused. */
export const workerProfileUpdateSchema = z
  .object({
    summary: clearableGroup(groups.summary).optional(),
    documents: groups.documents.partial().strict().optional(),
    workInfo: clearableGroup(groups.workInfo).optional(),
    location: clearableGroup(groups.location).optional(),
    current_address: clearableGroup(groups.current_address).optional(),
    taxInfo: clearableGroup(groups.taxInfo).optional(),
    shiftAndScheduling: clearableGroup(groups.shiftAndScheduling).optional(),
    pay: clearableGroup(groups.pay).optional(),
    certsandlicense: clearableGroup(groups.certsandlicense).optional(),
    bonus: clearableGroup(groups.bonus).optional(),
    ...(Object.fromEntries(Object.entries(topLevel).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof topLevel]: z.ZodOptional<(typeof topLevel)[K]>;
    }),
  })
  .strict()
  // The end of availability on or after its start (the job's and the offer's date rule, term-rules.ts).
  .superRefine((p, ctx) => reportIssues(ctx, profileScheduleIssues(p?.shiftAndScheduling)), EVEN_WITH_OTHER_ISSUES);

/** Names of the profile groups (objects), for the server's per-group merge. */
export const WORKER_PROFILE_GROUPS = Object.keys(groups) as (keyof typeof groups)[];

/** A worker profile (parsed). */
export type WorkerProfile = z.infer<typeof workerProfileSchema>;
/** A profile update payload (parsed). */
export type WorkerProfileUpdate = z.infer<typeof workerProfileUpdateSchema>;
/** A profile update payload as a form sends it (the server parses it with the same schema). */
export type WorkerProfileUpdateInput = z.input<typeof workerProfileUpdateSchema>;
