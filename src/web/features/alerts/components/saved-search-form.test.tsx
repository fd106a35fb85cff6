// @vitest-environment jsdom
// The saved-search form on @mantine/form over the domain's schema: filters shown, a name needed, the domain's words
// for a broken rule, and the server's field error on the name with the typing kept.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@/domain/shared';
import { SavedSearchForm } from './saved-search-form';
import { renderWithProviders } from '../../../test/render';

describe('SavedSearchForm', () => {
  it('shows the filters, needs a name, and submits the trimmed name and frequency', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(
      <SavedSearchForm
        title="Save this search"
        query="q=icu&state=GA"
        initial={{ name: '', frequency: 'daily' }}
        submitLabel="Save"
        pending={false}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(dialog).toHaveTextContent('Filters: Search: icu · State: Georgia');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Name/), '  ICU in GA  ');
    await userEvent.selectOptions(screen.getByLabelText('Email me new jobs'), 'instant');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'ICU in GA', frequency: 'instant' });
  });

  it('shows the server’s error on the name field and keeps the typing', async () => {
    const { ApiError } = await import('../../../lib/api');
    const refuse = () =>
      Promise.reject(
        new ApiError(400, {
          error: 'VALIDATION',
          message: 'Please check the highlighted fields.',
          fields: { name: 'You can keep up to 20 saved searches.' },
        }),
      );
    renderWithProviders(
      <SavedSearchForm
        title="Edit"
        query=""
        initial={{ name: 'x', frequency: 'daily' }}
        submitLabel="Save"
        pending={false}
        onSubmit={refuse}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Filters: All open jobs');
    await userEvent.type(screen.getByLabelText(/Name/), 'yz');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can keep up to 20 saved searches.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('xyz');
  });

  it('a name longer than the domain allows gets the domain’s words', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(
      <SavedSearchForm
        title="Edit"
        query=""
        initial={{ name: 'x'.repeat(81), frequency: 'daily' }}
        submitLabel="Save"
        pending={false}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.validation.maxChars(80))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
