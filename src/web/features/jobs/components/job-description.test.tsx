// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobDescription } from './job-description';
import { renderWithProviders } from '../../../test/render';

describe('JobDescription', () => {
  it('clamps a description longer than 200 characters with Read More, and Show Less reverses it', async () => {
    renderWithProviders(<JobDescription text={'x'.repeat(201)} onAskRecruiter={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('shows a 200-character description whole, without Read More', () => {
    renderWithProviders(<JobDescription text={'y'.repeat(200)} onAskRecruiter={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });

  it('offers Ask Recruiter when there is no description', async () => {
    const ask = vi.fn();
    renderWithProviders(<JobDescription text="  " onAskRecruiter={ask} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask Recruiter' }));
    expect(ask).toHaveBeenCalledOnce();
  });
});
