// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PayBreakdown } from './pay-breakdown';
import { renderWithProviders } from '../test/render';

describe('PayBreakdown', () => {
  it('shows every derived figure and flags a stipend above the GSA maximum', () => {
    renderWithProviders(
      <PayBreakdown pay={{ hourly_rate: 50, non_taxable_weekly: 1300 }} hoursPerWeek={40} date="2026-01-05" />,
    );
    const section = screen.getByRole('region', { name: 'Pay breakdown' });
    expect(section).toHaveTextContent('Taxable hourly$50.00/hr');
    expect(section).toHaveTextContent('Taxable weekly$2,000.00');
    expect(section).toHaveTextContent('Non-taxable stipend (weekly)$1,300.00');
    expect(section).toHaveTextContent('Feels like$82.50/hr');
    expect(section).toHaveTextContent('at least $75.00/hr (1.5 × taxable hourly)');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The $1,300.00 weekly stipend is above the standard federal per-diem limit ($1,246.00 a week at the GSA standard rate).',
    );
  });
  it('warns about overtime below 1.5 × taxable hourly and shows nothing without pay', () => {
    const { unmount } = renderWithProviders(
      <PayBreakdown pay={{ hourly_rate: 40, overtime_rate: 50 }} hoursPerWeek={36} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The overtime rate is below 1.5 × the taxable hourly rate ($60.00/hr).',
    );
    unmount();
    renderWithProviders(<PayBreakdown pay={{}} hoursPerWeek={36} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
