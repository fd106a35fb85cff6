// @vitest-environment jsdom
// The job form keeps the domain's rules of dates and hours: an end date before the start date is refused with the
// words the server answers with, and hours per week follow hours per shift × shifts per week.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import { meQueryKey } from '../../../lib/auth';
import { renderWithProviders } from '../../../test/render';
import { JobFormModal } from './job-form-modal';

afterEach(cleanup);

const me = {
  id: 'u1',
  role: 'organization',
  email: 'org@demo.test',
  email_verified: true,
  first_name: 'Olivia',
  last_name: 'Org',
  image: null,
  organization: { id: 'o1', name: 'Demo Health' },
};

function mount() {
  return renderWithProviders(<JobFormModal job={null} opened onClose={() => {}} />, {
    seed: [
      [meQueryKey, me],
      [['recruiters', 'options'], []],
    ],
  });
}

describe('the job form keeps the rules of dates and hours', () => {
  it('refuses an end date before the start date with the domain message', async () => {
    mount();
    fireEvent.click(screen.getByRole('tab', { name: /^Schedule/ }));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-17' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    });
    fireEvent.click(screen.getByRole('tab', { name: /^Schedule/ }));
    expect(within(screen.getByRole('tabpanel')).getByText(MESSAGES.validation.endBeforeStart)).toBeInTheDocument();
  });

  // Issue 46: WebKit's date field saved 2027-01-15 as 0015-12-01. The clock is set: "10 years ahead" counts from it.
  it('refuses a start date in 0015 and in 2099 with the domain message', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), toFake: ['Date'], shouldAdvanceTime: true });
    try {
      for (const [value, message] of [
        ['0015-12-01', MESSAGES.validation.dateYearFrom(1900)],
        ['2099-01-01', MESSAGES.validation.dateYearUpTo(2036)],
      ]) {
        cleanup();
        mount();
        fireEvent.click(screen.getByRole('tab', { name: /^Schedule/ }));
        fireEvent.change(screen.getByLabelText('Start date'), { target: { value } });
        await act(async () => {
          fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
        });
        fireEvent.click(screen.getByRole('tab', { name: /^Schedule/ }));
        expect(within(screen.getByRole('tabpanel')).getByText(message)).toBeInTheDocument();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('works out hours per week from hours per shift × shifts per week', async () => {
    mount();
    fireEvent.click(screen.getByRole('tab', { name: /^Pay and hours/ }));
    const panel = within(screen.getByRole('tabpanel'));
    await act(async () => {
      fireEvent.change(panel.getByRole('textbox', { name: 'Shifts per week' }), { target: { value: '4' } });
    });
    expect(panel.getByRole('textbox', { name: /^Hours per week/ })).toHaveValue('48');
  });
});
