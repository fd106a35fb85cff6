import { describe, expect, it } from 'vitest';
import { agreedTerms } from '../offers';
import {
  contractSettingsOf,
  contractPayRows,
  contractSections,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_TERMINATION_POLICY,
  draftContractContent,
  facilityMayCancelShifts,
  placementContractSettingsSchema,
} from './contract-content';
import { CONTRACT_MESSAGES } from './contract-messages';

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
    // The agreed termination term is the policy; the organization's general one only when the terms say none.
    expect(c.terminationPolicy).toEqual(['Contract termination policy: 2 weeks notice']);
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

describe('the contract states the agreed terms, its clauses conditional on them (issue 42, item 6)', () => {
  const withLocation = (location: Record<string, unknown>) =>
    draftContractContent({
      organizationName: 'Acme Staffing',
      worker: { name: 'Ana Lima', email: 'ana@example.com' },
      job: { title: 'ICU RN', gwJobId: 'GW-1', profession: null },
      agreed: agreedTerms({ ...JOB, location: { facility: 'Mercy General', ...location } }, [], null),
      settings: contractSettingsOf({}),
      draftedAt: new Date('2027-01-02T03:04:05Z'),
    });

  it.each([{ value: 'no', label: 'No' }, false])(
    'terms that forbid the facility to cancel (%j): no clause letting it cancel',
    (term) => {
      const c = withLocation({ facility_shift_cancellation_policy: term });
      expect(c.cancellationPolicy).toEqual(['Facility can cancel shifts: No', CONTRACT_MESSAGES.facilityMayNotCancel]);
      expect(c.cancellationPolicy.join(' ')).not.toContain(DEFAULT_CANCELLATION_POLICY);
    },
  );

  it.each([
    [{ value: 'yes', label: 'Yes' }, ['Facility can cancel shifts: Yes', DEFAULT_CANCELLATION_POLICY]],
    [undefined, [DEFAULT_CANCELLATION_POLICY]],
  ])('terms that allow it (%j) or are silent: the organization’s policy', (term, lines) => {
    expect(withLocation({ facility_shift_cancellation_policy: term }).cancellationPolicy).toEqual(lines);
  });

  it('a stated termination term replaces the organization’s general policy; silent terms keep it', () => {
    expect(withLocation({ contract_termination_policy: 'Termination without notice' }).terminationPolicy).toEqual([
      'Contract termination policy: Termination without notice',
    ]);
    expect(withLocation({}).terminationPolicy).toEqual([DEFAULT_TERMINATION_POLICY]);
  });

  it('facilityMayCancelShifts reads every form of the term', () => {
    expect(facilityMayCancelShifts({ location: { facility_shift_cancellation_policy: true } })).toBe(true);
    expect(facilityMayCancelShifts({ location: { facility_shift_cancellation_policy: { value: 'no' } } })).toBe(false);
    expect(facilityMayCancelShifts({})).toBeNull();
  });
});
