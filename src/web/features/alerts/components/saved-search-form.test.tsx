// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedSearchForm } from './saved-search-form';
import { renderWithProviders } from '../../../test/render';

describe('SavedSearchForm', () => {
  it('shows the filters, needs a name, and submits the trimmed name and frequency', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SavedSearchForm
        title="Save this search"
        query="q=icu&state=GA"
        initial={{ name: '', frequency: 'daily' }}
        submitLabel="Save"
        pending={false}
        error={null}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(dialog).toHaveTextContent('Filters: q: icu · state: GA');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Name/), '  ICU in GA  ');
    await userEvent.selectOptions(screen.getByLabelText('Email me new jobs'), 'instant');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'ICU in GA', frequency: 'instant' });
  });

  it('shows the server error on the name field', async () => {
    renderWithProviders(
      <SavedSearchForm
        title="Edit"
        query=""
        initial={{ name: 'x', frequency: 'daily' }}
        submitLabel="Save"
        pending={false}
        error="You can keep up to 20 saved searches."
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('You can keep up to 20 saved searches.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Filters: All open jobs');
  });
});
