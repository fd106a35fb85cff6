import { describe, expect, it } from 'vitest';
import { jobInputSchema, jobSchema } from './job-schema';
import { buildJob } from '../shared/fixtures';

describe('job schema (section 3)', () => {
  it('parses a full job', () => {
    expect(jobSchema.parse(buildJob())).toEqual(buildJob());
  });

  it('fills empty groups and counts', () => {
    const j = jobSchema.parse({ _id: 'j', gw_job_id: 'g', organization_id: 'o' });
    expect(j).toMatchObject({
      applied: 0,
      is_open: true,
      requirements: {},
      pay: {},
      hours: {},
      schedule: {},
      location: {},
      other_details: {},
      benefits: [],
      field_notes: {},
    });
  });

  it('has exactly the groups and fields of section 3', () => {
    const s = jobSchema.shape;
    const groupKeys = (g: keyof typeof s) =>
      Object.keys((s[g] as unknown as { def: { innerType: { shape: object } } }).def.innerType.shape);
    expect(groupKeys('requirements')).toEqual([
      'nabp_id',
      'classification',
      'resume_required',
      'skills_checklist_required',
      'driver_license',
      'diploma',
      'floating_required',
      'professional_licensure',
      'certifications',
      'emr',
      'experience_years',
      'number_of_references',
      'patient_ratio_max',
      'block_scheduling',
      'on_call',
      'other_documents',
      'vaccinations',
      'auto_offer',
    ]);
    expect(groupKeys('pay')).toEqual([
      'feels_like_hourly',
      'weekly_rate',
      'taxable_weekly',
      'non_taxable_weekly',
      'hourly_rate',
      'pay_frequency',
      'bonuses',
      'overtime_rate',
      'on_call_rate',
      'call_back_rate',
      'orientation_rate',
    ]);
    expect(groupKeys('hours')).toEqual([
      'hours_per_week',
      'hours_per_shift',
      'shifts_per_week',
      'weeks_per_contract',
      'guaranteed_hours_per_week',
    ]);
    expect(groupKeys('schedule')).toEqual(['shift_time', 'start_date', 'end_date', 'rto', 'rto_dates']);
    expect(groupKeys('location')).toEqual([
      'state',
      'city',
      'address',
      'facility',
      'facility_parent_system',
      'clinical_setting',
      'facility_shift_cancellation_policy',
      'contract_termination_policy',
      'miles_from_facility',
      'holidays',
    ]);
    expect(groupKeys('other_details')).toEqual(['scrub_color']);
    expect(groupKeys('field_notes')).toEqual(['emr', 'float_requirement']);
  });
});

describe('job input (what an organization posts)', () => {
  const valid = {
    title: '  ICU RN  ',
    profession: 'Registered Nurse',
    pay: { hourly_rate: 50, non_taxable_weekly: 1246 },
    hours: { hours_per_week: 36 },
  };

  it('accepts and trims a valid posting', () => {
    const r = jobInputSchema.parse(valid);
    expect(r.title).toBe('ICU RN');
  });

  it.each([
    ['missing title', { ...valid, title: undefined }],
    ['blank title', { ...valid, title: '   ' }],
    ['title too long', { ...valid, title: 'x'.repeat(121) }],
    ['missing profession', { ...valid, profession: undefined }],
    ['zero hourly rate', { ...valid, pay: { hourly_rate: 0 } }],
    ['negative weekly', { ...valid, pay: { taxable_weekly: -1 } }],
    ['hours above 168', { ...valid, hours: { hours_per_week: 169 } }],
    ['zero hours', { ...valid, hours: { hours_per_week: 0 } }],
    ['8 shifts a week', { ...valid, hours: { shifts_per_week: 8 } }],
    ['unknown state', { ...valid, location: { state: 'XX' } }],
    ['bad date', { ...valid, schedule: { start_date: '03/02/2026' } }],
    ['yes/no label mismatch', { ...valid, requirements: { on_call: { value: 'yes', label: 'No' } } }],
    ['unknown top-level field', { ...valid, _id: 'forged' }],
    ['unknown group field', { ...valid, pay: { hourly_rate: 50, secret: 1 } }],
    ['applied count is not postable', { ...valid, applied: 99 }],
  ])('refuses %s', (_n, input) => {
    expect(jobInputSchema.safeParse(input).success).toBe(false);
  });
});
