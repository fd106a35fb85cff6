// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@/domain/shared';
import { JobPreview } from './job-preview';
import { renderWithProviders } from '../../../test/render';

const renderPreview = (job: Parameters<typeof JobPreview>[0]['job']) => renderWithProviders(<JobPreview job={job} />);

describe('JobPreview (the posting as a worker sees it)', () => {
  it('derives weekly pay and feels-like from hourly × hours, shows 60+ and flags a stipend above GSA', () => {
    renderPreview({
      title: 'ICU RN',
      terms: 'Travel Contract',
      organization_name: 'Sunrise Health',
      pay: { hourly_rate: 50, non_taxable_weekly: 1300 },
      hours: { hours_per_week: 72 },
    });
    const preview = screen.getByLabelText('Worker preview');
    expect(preview).toHaveTextContent('Weekly pay$4,900.00');
    expect(preview).toHaveTextContent('Taxable weekly pay$3,600.00');
    expect(preview).toHaveTextContent('Feels Like $/hr$68.06');
    expect(preview).toHaveTextContent('Hours per week60+');
    expect(preview).toHaveTextContent(`The weekly stipend is ${MESSAGES.stipendAboveGsa}.`);
    expect(preview).toHaveTextContent('Employer NameSunrise Health');
  });

  it('shows Ask Recruiter without a description, and Read More / Show Less above 200 characters', async () => {
    const { unmount } = renderPreview({ title: 'No description' });
    expect(screen.getByText(MESSAGES.askRecruiter)).toBeInTheDocument();
    unmount();
    renderPreview({ title: 'Long', description: 'x'.repeat(201), pay: { non_taxable_weekly: 1000 } });
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.readMore }));
    expect(screen.getByRole('button', { name: MESSAGES.showLess })).toBeInTheDocument();
    expect(screen.queryByText(/federal per-diem/)).toBeNull();
  });
});
