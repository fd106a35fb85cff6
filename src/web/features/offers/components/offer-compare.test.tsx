// @vitest-environment jsdom
// Old vs new tells the truth: both columns are fully resolved terms (a first offer against the job's posted terms,
// column "Posted"), pay figures come from the one pay model, and only rows that differ after normalisation are marked.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@/domain/shared';
import { postedOfferTerms, resolvedTerms, termsPay, type OfferTerms, type PayInputs } from '@/domain/offers';
import { renderWithProviders } from '../../../test/render';
import { PayBreakdown } from '../../../components/pay-breakdown';
import type { OfferVersion } from '../api';
import { OfferCompare } from './offer-compare';
import { fieldByPath, formatTerm, termValue } from '../offer-fields';
import { OfferForm } from './offer-form';
import { AcceptConfirm } from './accept-confirm';

const POSTED: OfferTerms = {
  pay: { hourly_rate: 50, non_taxable_weekly: 1100, bonuses: ['Completion Bonus', 'Sign-on'], pay_frequency: 'Weekly' },
  hours: { hours_per_week: 36, weeks_per_contract: 13 },
  schedule: { start_date: '2027-01-04', shift_time: 'Nights' },
  location: { city: 'Austin', state: 'TX' },
};

const version = (n: number, kind: OfferVersion['kind'], terms: OfferTerms): OfferVersion => ({
  _id: `o${n}`,
  version: n,
  kind,
  terms,
  resolved_terms: {},
  made_by: 'u',
  made_by_name: 'Someone',
  side: kind === 'Counter Offer' ? 'worker' : 'recruiter',
  created_at: '2026-12-01T00:00:00Z',
});

/** The titles of the rows marked changed, and each row's old and new text by title. */
function table() {
  const rows = screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length === 3);
  const cells = (r: HTMLElement) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
  return {
    changed: rows.filter((r) => r.dataset.changed === 'true').map((r) => cells(r)[0]),
    row: (title: string) => {
      const r = rows.find((x) => cells(x)[0] === title);
      if (!r) throw new Error(`no row ${title}`);
      const [, before, after] = cells(r);
      return { before, after: after.replace(/\s*Changed$/, '').trim() };
    },
  };
}

describe('OfferCompare', () => {
  it.each([
    ['Registered Nurse', false],
    ['Pharmacist', true],
    ['Pharmacy Technician', true],
  ])('the NABP row shows for pharmacy professions only: %s → %s', (profession, shown) => {
    renderWithProviders(
      <OfferCompare
        jobTerms={POSTED}
        offers={[version(1, 'Offered', POSTED)]}
        requirements={{ nabp_id: true, certifications: ['BLS'] }}
        profession={profession}
      />,
    );
    const titles = screen.getAllByRole('row').map((r) => within(r).queryAllByRole('cell')[0]?.textContent ?? '');
    expect(table().row('Certifications').after).toBe('BLS');
    expect(titles.includes('NABP e-Profile ID')).toBe(shown);
  });

  it('the pay breakdown shows hours above 60 as 60+, like every other hours figure', () => {
    renderWithProviders(<PayBreakdown pay={{ hourly_rate: 40 }} hoursPerWeek={64} title="Job pay" />);
    const region = screen.getByRole('region', { name: 'Job pay' });
    expect(region).toHaveTextContent('60+ hours a week');
    expect(region).not.toHaveTextContent('64');
  });

  it('compares a first offer with the job as posted, under a "Posted" column', () => {
    renderWithProviders(
      <OfferCompare
        jobTerms={POSTED}
        offers={[version(1, 'Offered', { ...POSTED, pay: { ...POSTED.pay, hourly_rate: 52 } })]}
        requirements={{}}
        profession="Registered Nurse"
      />,
    );
    expect(screen.getAllByRole('columnheader', { name: 'Posted' }).length).toBeGreaterThan(0);
    const t = table();
    expect(t.row('Taxable hourly rate')).toEqual({ before: '$50.00', after: '$52.00' });
    expect(t.row('Taxable weekly pay')).toEqual({ before: '$1,800.00', after: '$1,872.00' });
    expect(t.row('Weekly total')).toEqual({ before: '$2,900.00', after: '$2,972.00' });
    expect(t.row('City')).toEqual({ before: 'Austin', after: 'Austin' });
    // Offer terms are figures offered, not a worker's wishes: no profile wording ("Minimum …", "… you like").
    const titles = screen
      .getAllByRole('row')
      .map((r) => within(r).queryAllByRole('cell')[0]?.textContent ?? '')
      .filter(Boolean);
    expect(titles.filter((x) => /^Minimum|you like|you will work|^Preferred/.test(x))).toEqual([]);
    expect(t.row('Overtime rate').before).toMatch(/^\$|—/);
    expect(t.changed).toEqual(['Weekly total', 'Feels like $/h', 'Taxable hourly rate', 'Taxable weekly pay']);
  });

  it('a two-field counter marks only its two fields and the pay they derive, never a reordered list', () => {
    const offer = version(1, 'Offered', POSTED);
    // The counter changes the hourly rate and the start date, sends stale derived pay and the bonuses reordered.
    const counter = version(2, 'Counter Offer', {
      pay: { hourly_rate: 60, taxable_weekly: 1872, weekly_rate: 3601, bonuses: ['Sign-on', 'Completion Bonus'] },
      schedule: { start_date: '2027-02-01' },
    });
    renderWithProviders(
      <OfferCompare jobTerms={POSTED} offers={[offer, counter]} requirements={{}} profession="Registered Nurse" />,
    );
    expect(screen.getAllByRole('columnheader', { name: 'Old offer (v1, Offered)' }).length).toBeGreaterThan(0);
    const t = table();
    expect(t.changed).toEqual([
      'Weekly total',
      'Feels like $/h',
      'Start date',
      'Taxable hourly rate',
      'Taxable weekly pay',
    ]);
    // Weekly total = hourly × hours + stipend = 60 × 36 + 1100, never the 3601 the counter sent.
    expect(t.row('Weekly total')).toEqual({ before: '$2,900.00', after: '$3,260.00' });
    expect(t.row('Taxable weekly pay').after).toBe('$2,160.00');
    expect(t.row('Bonuses').before).toBe(t.row('Bonuses').after.split(', ').reverse().join(', '));
  });

  it("every view's figures come from the one pay function: pay breakdown, comparison and accept confirmation", () => {
    const offers = [version(1, 'Offered', POSTED), version(2, 'Counter Offer', { pay: { hourly_rate: 61.37 } })];
    const resolved = resolvedTerms(POSTED, offers);
    const b = termsPay(resolved);
    renderWithProviders(
      <>
        <PayBreakdown pay={resolved.pay as PayInputs} hoursPerWeek={36} title="Job pay" />
        <OfferCompare jobTerms={POSTED} offers={offers} requirements={{}} profession="Registered Nurse" />
        <AcceptConfirm opened terms={resolved} title="Accept" onClose={() => {}} onConfirm={() => {}} />
      </>,
    );
    expect(b.weeklyTotal).toBe(3309.32); // round(61.37 × 36, 2) + 1100
    const weekly = formatMoney(b.weeklyTotal);
    expect(screen.getByRole('region', { name: 'Job pay' })).toHaveTextContent(`Weekly total${weekly}`);
    expect(screen.getByRole('region', { name: /^Pay of the new offer/ })).toHaveTextContent(`Weekly total${weekly}`);
    expect(table().row('Weekly total').after).toBe(weekly);
    expect(table().row('Feels like $/h').after).toBe(formatMoney(b.feelsLikeHourly));
    expect(screen.getByTestId('confirm-weekly-total')).toHaveTextContent(weekly);
    expect(screen.getByTestId('confirm-feels-like')).toHaveTextContent(`${formatMoney(b.feelsLikeHourly)}/hr`);
  });
});

describe('an offer carries every posted term of the job', () => {
  const LOCATION = {
    city: 'Austin',
    state: 'TX',
    facility_parent_system: 'HCA Healthcare',
    facility_shift_cancellation_policy: { value: 'yes', label: 'Yes' },
    contract_termination_policy: 'Two weeks notice',
    miles_from_facility: 25,
    holidays: ['Thanksgiving', 'Christmas Day'],
  };
  // The job's details as stored; postedOfferTerms picks what an offer carries (the server's and the form's start).
  const posted = postedOfferTerms({ ...POSTED, location: LOCATION, requirements: { auto_offer: false } });
  const PATHS = [
    'location.facility_parent_system',
    'location.facility_shift_cancellation_policy',
    'location.contract_termination_policy',
    'location.miles_from_facility',
    'location.holidays',
  ];

  it('shows parent system, shift cancellation, termination, distance and holidays in both columns, never "—"', () => {
    // The make-offer form sends only what it edits; the posted terms it leaves alone still resolve into the offer.
    const first = version(1, 'Offered', { pay: { hourly_rate: 52 } });
    renderWithProviders(
      <OfferCompare jobTerms={posted} offers={[first]} requirements={{}} profession="Registered Nurse" />,
    );
    const t = table();
    for (const path of PATHS) {
      const f = fieldByPath.get(path)!;
      const shown = formatTerm(f, termValue(posted, path));
      expect(shown).not.toBe('—');
      expect(t.row(f.label)).toEqual({ before: shown, after: shown });
    }
  });

  it('the make-offer form is prefilled with the posted parent system, termination policy and distance', () => {
    renderWithProviders(<OfferForm initial={resolvedTerms(posted, [])} submitLabel="Send Offer" onSubmit={() => {}} />);
    const label = (path: string) => fieldByPath.get(path)!.label;
    expect(screen.getByRole('textbox', { name: label('location.facility_parent_system') })).toHaveValue(
      'HCA Healthcare',
    );
    expect(screen.getByRole('textbox', { name: label('location.contract_termination_policy') })).toHaveValue(
      'Two weeks notice',
    );
    expect(screen.getByRole('textbox', { name: label('location.miles_from_facility') })).toHaveValue('25');
  });
});

// Typing into inputs in jsdom is slow on a shared machine.
describe('OfferForm', () => {
  it('shows the derived pay live and read-only, and never sends it', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OfferForm initial={resolvedTerms(POSTED, [])} submitLabel="Send Offer" onSubmit={onSubmit} />);
    const taxable = screen.getByRole('textbox', { name: 'Taxable weekly pay' });
    const total = screen.getByRole('textbox', { name: 'Weekly total' });
    expect(taxable).toHaveAttribute('readonly');
    expect(total).toHaveAttribute('readonly');
    expect(taxable).toHaveValue('$1,800.00');
    const hourly = screen.getByRole('textbox', { name: /Taxable hourly rate/ });
    await userEvent.clear(hourly);
    await userEvent.type(hourly, '60');
    expect(taxable).toHaveValue('$2,160.00');
    expect(total).toHaveValue('$3,260.00');
    expect(screen.getByRole('textbox', { name: 'Feels like $/h' })).toHaveValue('$90.56');
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    const sent = onSubmit.mock.calls[0][0] as OfferTerms;
    expect(sent.pay).toMatchObject({ hourly_rate: 60, non_taxable_weekly: 1100 });
    for (const k of ['taxable_weekly', 'weekly_rate', 'feels_like_hourly']) expect(sent.pay).not.toHaveProperty(k);
  });

  it('refuses a blank taxable hourly rate or hours per week with the catalogue message', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <OfferForm initial={{ hours: { hours_per_week: 36 } }} submitLabel="Send" onSubmit={onSubmit} />,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: /Hours per week/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Taxable hourly rate is required to work out the pay.')).toBeInTheDocument();
    expect(screen.getByText('Hours per week is required to work out the pay.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Weekly total' })).toHaveValue('—');
  });
});
