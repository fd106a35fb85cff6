import { describe, expect, it } from 'vitest';
import { agreedTerms } from '../offers';
import {
  contractSettingsOf,
  contractPayRows,
  contractSections,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_TERMINATION_POLICY,
  draftContractContent,
  placementContractSettingsSchema,
} from './contract-content';

const JOB = {
  pay: { hourly_rate: 52, non_taxable_weekly: 1000, pay_frequency: 'Weekly' },
  hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3, weeks_per_contract: 13 },
  schedule: { start_date: '2027-03-01', end_date: '2027-05-31' },
  location: {
    facility: 'Mercy General',
    city: 'Atlanta',
    state: 'GA',
    facility_shift_cancellation_policy: true,
    contract_termination_policy: '2 weeks notice',
  },
};

const draft = (versions: { version: number; terms: unknown }[], accepted: number | null, placement = {}) =>
  draftContractContent({
    organizationName: 'Acme Staffing',
    worker: { name: 'Ana Lima', email: 'ana@example.com' },
    job: { title: 'ICU RN', gwJobId: 'GW-1', profession: 'Registered Nurse' },
    agreed: agreedTerms(JOB, versions, accepted),
    settings: contractSettingsOf(placement),
    draftedAt: new Date('2027-01-02T03:04:05Z'),
  });

describe('contract settings (organizations.placement.contract)', () => {
  it('defaults when absent, unreadable, or only other placement keys are set', () => {
    for (const placement of [null, {}, { referenceQuestions: ['x'] }, { contract: { clauses: 'not a list' } }])
      expect(contractSettingsOf(placement as Record<string, unknown> | null)).toEqual({
        clauses: [],
        cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
        terminationPolicy: DEFAULT_TERMINATION_POLICY,
      });
  });

  it('reads the organization’s clauses and policies, trimmed', () => {
    expect(
      contractSettingsOf({ contract: { clauses: [' Scrubs are provided. '], terminationPolicy: ' 30 days. ' } }),
    ).toEqual({
      clauses: ['Scrubs are provided.'],
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
      terminationPolicy: '30 days.',
    });
  });

  it('refuses empty clauses and more than 20', () => {
    expect(placementContractSettingsSchema.safeParse({ clauses: [' '] }).success).toBe(false);
    expect(placementContractSettingsSchema.safeParse({ clauses: Array(21).fill('x') }).success).toBe(false);
  });
});

describe('drafting the contract from the agreed terms', () => {
  it('every pay line from the pay model, labelled and formatted by the field catalogue', () => {
    expect(contractPayRows(JOB)).toEqual([
      { label: 'Taxable hourly rate', value: '$52.00' },
      { label: 'Taxable weekly pay', value: '$1,872.00' },
      { label: 'Non-taxable stipend (weekly)', value: '$1,000.00' },
      { label: 'Weekly total', value: '$2,872.00' },
      { label: 'Feels like $/h', value: '$79.78' },
      // No stated overtime rate: the lawful minimum, 1.5 × the taxable hourly rate.
      { label: 'Overtime rate', value: '$78.00' },
      { label: 'Pay frequency', value: 'Weekly' },
    ]);
  });

  it('uses the accepted version’s terms, not a later offer', () => {
    const c = draft(
      [
        { version: 1, terms: { pay: { hourly_rate: 60 } } },
        { version: 2, terms: { pay: { hourly_rate: 70 } } },
      ],
      1,
    );
    expect(c.offerVersion).toBe(1);
    expect(c.pay[0]).toEqual({ label: 'Taxable hourly rate', value: '$60.00' });
    expect(c.weeklyPay).toBe('$3,160.00');
  });

  it('carries the parties, facility, dates, hours, both policies and the organization’s clauses', () => {
    const c = draft([], null, { contract: { clauses: ['Parking is free.'], cancellationPolicy: '48 hours.' } });
    expect(c.organization.name).toBe('Acme Staffing');
    expect(c.worker).toEqual({ name: 'Ana Lima', email: 'ana@example.com' });
    expect(c.facility).toContainEqual({ label: 'Facility', value: 'Mercy General' });
    expect(c.datesAndHours).toContainEqual({ label: 'Start date', value: 'Mar 1, 2027' });
    expect(c.datesAndHours).toContainEqual({ label: 'End date', value: 'May 31, 2027' });
    expect(c.datesAndHours).toContainEqual({ label: 'Hours per week', value: '36' });
    expect(c.cancellationPolicy).toEqual(['Facility can cancel shifts: Yes', '48 hours.']);
    expect(c.terminationPolicy).toEqual(['Contract termination policy: 2 weeks notice', DEFAULT_TERMINATION_POLICY]);
    expect(c.clauses).toEqual(['Parking is free.']);
    expect(c.draftedAt).toBe('2027-01-02T03:04:05.000Z');
    expect(contractSections(c).map((s) => s.title)).toEqual([
      'Parties',
      'Facility',
      'Dates and hours',
      'Pay',
      'Cancellation policy',
      'Termination policy',
      'Further terms',
    ]);
  });

  it('is the same content for the same inputs (the draft PDF hash depends on it)', () => {
    expect(draft([{ version: 1, terms: { pay: { hourly_rate: 55 } } }], 1)).toEqual(
      draft([{ version: 1, terms: { pay: { hourly_rate: 55 } } }], 1),
    );
  });
});
