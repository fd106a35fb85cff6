// The Job entity (spec section 3) and what an organization posts.
import { z } from 'zod';
import { jobFillingSchema } from './job-filling';
import { MESSAGES } from '../shared/messages';
import { missingPayInputs, payInputLabel } from '../offers/pay';
import { EVEN_WITH_OTHER_ISSUES, reportIssues, termRuleIssues } from './term-rules';
import { jobChoiceIssues } from './job-choices';
import {
  dateOrDateTimeSchema,
  idSchema,
  isoDateSchema,
  moneySchema,
  requiredLine,
  requiredText,
  stateCodeSchema,
  text,
  textList,
  weeklyHoursSchema,
  yesNoSchema,
} from '../shared/common-schemas';

/** requirements: what the job asks of a worker. Booleans mean "required". */
export const jobRequirementsSchema = z
  .object({
    nabp_id: z.boolean(),
    classification: textList(5),
    resume_required: z.boolean(),
    skills_checklist_required: z.boolean(),
    driver_license: z.boolean(),
    diploma: z.boolean(),
    floating_required: yesNoSchema,
    professional_licensure: z.array(stateCodeSchema).max(60),
    certifications: textList(),
    emr: textList(),
    experience_years: z.number().min(0).max(60),
    number_of_references: z.number().int().min(0).max(10),
    patient_ratio_max: z.number().positive().max(50),
    block_scheduling: yesNoSchema,
    on_call: yesNoSchema,
    other_documents: z.boolean(),
    vaccinations: textList(),
    auto_offer: z.boolean(),
  })
  .partial();

/**
 * pay: money amounts above 0. taxable_weekly, weekly_rate and feels_like_hourly are derived by the pay model
 * (offers/pay.ts) and returned on read; sent as input they are accepted for older clients and ignored (the server
 * drops them and derives its own).
 */
export const jobPaySchema = z
  .object({
    feels_like_hourly: moneySchema,
    weekly_rate: moneySchema,
    taxable_weekly: moneySchema,
    non_taxable_weekly: z.number().min(0).max(1_000_000),
    hourly_rate: moneySchema,
    pay_frequency: requiredText(50),
    bonuses: textList(20),
    overtime_rate: moneySchema,
    on_call_rate: moneySchema,
    call_back_rate: moneySchema,
    orientation_rate: moneySchema,
  })
  .partial();

/** hours of the assignment. */
export const jobHoursSchema = z
  .object({
    hours_per_week: weeklyHoursSchema.positive(),
    hours_per_shift: z.number().positive().max(24),
    shifts_per_week: z.number().int().positive().max(7),
    weeks_per_contract: z.number().int().positive().max(104),
    guaranteed_hours_per_week: weeklyHoursSchema,
  })
  .partial();

/** schedule: shift time, dates and requested time off. */
export const jobScheduleSchema = z
  .object({
    shift_time: requiredText(50),
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    rto: yesNoSchema,
    rto_dates: z.array(isoDateSchema).max(60),
  })
  .partial();

/** location and facility details. */
export const jobLocationSchema = z
  .object({
    state: stateCodeSchema,
    city: requiredText(100),
    address: text(300),
    facility: requiredText(200),
    facility_parent_system: requiredText(200),
    clinical_setting: requiredText(100),
    facility_shift_cancellation_policy: yesNoSchema,
    contract_termination_policy: requiredText(100),
    miles_from_facility: z.number().min(0).max(5000),
    holidays: textList(30),
  })
  .partial();

/** A field note (emr, float_requirement). */
export const fieldNoteSchema = z.object({ notes: text(1000), isActive: z.boolean() });

const groups = {
  requirements: jobRequirementsSchema,
  pay: jobPaySchema,
  hours: jobHoursSchema,
  schedule: jobScheduleSchema,
  location: jobLocationSchema,
  other_details: z.object({ scrub_color: requiredText(50) }).partial(),
  benefits: textList(30),
  vms_msp: text(100),
  field_notes: z.object({ emr: fieldNoteSchema, float_requirement: fieldNoteSchema }).partial(),
  /** Openings and whether the job stays open once they are filled (job-filling.ts, issue 42). */
  filling: jobFillingSchema.partial(),
};

/** What an organization posts (strict: unknown fields are refused). */
export const jobInputSchema = z
  .object({
    title: requiredLine(120),
    job_id: text(64).optional(),
    recruiter_id: idSchema.optional(),
    terms: requiredText(50).optional(),
    description: text(5000).optional(),
    profession: requiredText(100),
    specialty: requiredText(100).optional(),
    type: requiredText(50).optional(),
    requirements: groups.requirements.strict().optional(),
    pay: groups.pay.strict().optional(),
    hours: groups.hours.strict().optional(),
    schedule: groups.schedule.strict().optional(),
    location: groups.location.strict().optional(),
    other_details: groups.other_details.strict().optional(),
    benefits: groups.benefits.optional(),
    vms_msp: groups.vms_msp.optional(),
    field_notes: groups.field_notes.strict().optional(),
    filling: groups.filling.strict().optional(),
  })
  .strict()
  .superRefine((job, ctx) => {
    // The pay model needs its inputs: a job without them could show no weekly pay at all.
    for (const path of missingPayInputs(job))
      ctx.addIssue({
        code: 'custom',
        path: path.split('.'),
        message: MESSAGES.validation.payInputRequired(payInputLabel(path)),
      });
  })
  // A field that offers choices takes only its options (job-choices.ts, the form's lists).
  .superRefine((job, ctx) => {
    for (const issue of jobChoiceIssues(job)) ctx.addIssue({ code: 'custom', ...issue });
  })
  // End on or after start; hours per week = hours per shift × shifts per week (term-rules.ts, shared with offers).
  .superRefine((job, ctx) => reportIssues(ctx, termRuleIssues(job)), EVEN_WITH_OTHER_ISSUES);

/** A job as read from the API (section 3). Groups default to empty. */
export const jobSchema = z.object({
  _id: idSchema,
  gw_job_id: idSchema,
  job_id: text(64).optional(),
  title: text(120).optional(),
  organization_id: idSchema,
  organization_name: text(200).optional(),
  recruiter_id: idSchema.nullable().optional(),
  recruiter_name: text(200).nullable().optional(),
  recruiter_image: text(500).nullable().optional(),
  date_posted: dateOrDateTimeSchema.optional(),
  terms: text(50).optional(),
  description: text(5000).optional(),
  profession: text(100).optional(),
  specialty: text(100).optional(),
  type: text(50).optional(),
  applied: z.number().int().min(0).default(0),
  is_open: z.boolean().default(true),
  requirements: groups.requirements.default({}),
  pay: groups.pay.default({}),
  hours: groups.hours.default({}),
  schedule: groups.schedule.default({}),
  location: groups.location.default({}),
  other_details: groups.other_details.default({}),
  benefits: groups.benefits.default([]),
  vms_msp: groups.vms_msp.optional(),
  field_notes: groups.field_notes.default({}),
  filling: groups.filling.optional(),
});

/** A job (parsed). */
export type Job = z.infer<typeof jobSchema>;
/** A job posting payload. */
export type JobInput = z.infer<typeof jobInputSchema>;
/** Job pay group. */
export type JobPay = z.infer<typeof jobPaySchema>;
