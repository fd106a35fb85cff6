// @vitest-environment jsdom
// The offer form keeps the domain's rules before anything is sent: end on or after start (the server's words), hours
// per week following hours per shift × shifts, overtime and stipend warnings while typing, and a counter offer that
// does not offer the facility or its location.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@/domain/shared';
import type { OfferTerms } from '@/domain/offers';
import { renderWithProviders } from '../../../test/render';
import { OfferForm } from './offer-form';

const TERMS: OfferTerms = {
  pay: { hourly_rate: 50, overtime_rate: 75 },
  hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3 },
  schedule: { start_date: '2026-11-17', end_date: '2027-02-15' },
  location: { city: 'Austin', state: 'TX', facility: 'Dell Seton' },
};

describe('OfferForm rules', () => {
  it('refuses an end date before the start date with the domain message', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OfferForm initial={TERMS} submitLabel="Send Offer" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.validation.endBeforeStart)).toBeInTheDocument();
  });

  it('works out hours per week from hours per shift × shifts per week', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OfferForm initial={TERMS} submitLabel="Send Offer" onSubmit={onSubmit} />);
    const shifts = screen.getByRole('textbox', { name: 'Shifts per week' });
    await userEvent.clear(shifts);
    await userEvent.type(shifts, '4');
    expect(screen.getByRole('textbox', { name: /Hours per week/ })).toHaveValue('48');
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect((onSubmit.mock.calls[0][0] as OfferTerms).hours).toMatchObject({ hours_per_week: 48, shifts_per_week: 4 });
  });

  it('warns of overtime below 1.5 × taxable hourly and of a stipend above the GSA guide before sending', async () => {
    renderWithProviders(<OfferForm initial={TERMS} submitLabel="Send Offer" onSubmit={vi.fn()} />);
    expect(screen.queryByText(/overtime rate is below/)).not.toBeInTheDocument();
    const overtime = screen.getByRole('textbox', { name: /Overtime rate/ });
    await userEvent.clear(overtime);
    await userEvent.type(overtime, '60');
    expect(screen.getByText(/The overtime rate is below 1.5 × the taxable hourly rate \(\$75.00\/hr\)/)).toBeVisible();
    const stipend = screen.getByRole('textbox', { name: /stipend/i });
    await userEvent.type(stipend, '1300');
    expect(screen.getByText(/weekly stipend is above the standard federal per-diem limit/)).toBeVisible();
  });

  it('a counter offer does not offer the facility, state, city or address, and never sends them', async () => {
    const LOCATION = ['Facility', 'State', 'City', 'Address'].map((l) => new RegExp(`^${l}`));
    const offer = renderWithProviders(<OfferForm initial={TERMS} submitLabel="Send Offer" onSubmit={vi.fn()} />);
    for (const name of LOCATION) expect(screen.getAllByRole('textbox', { name }).length).toBeGreaterThan(0);
    offer.unmount();
    const onSubmit = vi.fn();
    renderWithProviders(<OfferForm initial={TERMS} submitLabel="Send Counter Offer" counter onSubmit={onSubmit} />);
    for (const name of LOCATION) expect(screen.queryByRole('textbox', { name })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Counter Offer' }));
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('location');
  });
});
