// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { JobDescription } from './job-description';

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
