// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { JobDescription } from './job-description';
import { formatCompared } from './format-value';

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('JobDescription', () => {
  it('clamps a description longer than 200 characters with Read More, and Show Less reverses it', async () => {
    wrap(<JobDescription text={'x'.repeat(201)} onAskRecruiter={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('shows a 200-character description whole, without Read More', () => {
    wrap(<JobDescription text={'y'.repeat(200)} onAskRecruiter={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });

  it('offers Ask Recruiter when there is no description', async () => {
    const ask = vi.fn();
    wrap(<JobDescription text="  " onAskRecruiter={ask} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask Recruiter' }));
    expect(ask).toHaveBeenCalledOnce();
  });
});

describe('formatCompared', () => {
  it.each([
    ['hours_per_week', 72, 'job', '60+'],
    ['hours_per_week', { min: 36, max: 72 }, 'worker', '36 - 60+'],
    ['min_weekly_pay', 2400, 'job', '$2,400.00'],
    ['start_date', '2027-01-05', 'job', 'Jan 5, 2027'],
    ['start_date', 'asap', 'worker', 'As soon as possible'],
    ['on_call', { value: 'yes', label: 'Yes' }, 'worker', 'Yes'],
    ['resume', true, 'job', 'Required'],
    ['certifications', ['BLS', 'ACLS'], 'job', 'BLS, ACLS'],
    ['certifications', [], 'worker', ''],
  ] as const)('%s %j (%s) reads %j', (key, value, side, text) => {
    expect(formatCompared(key, value, side)).toBe(text);
  });
});
