// @vitest-environment jsdom
// As lazy-select.test.tsx, with a key: ArrowDown on the stand-in before the Select has arrived opens its list when it
// does (a file of its own: the module keeps the fetched Select).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LazySelect } from './lazy-select';

afterEach(cleanup);

it('ArrowDown on the stand-in before the Select has arrived opens its list when it does', async () => {
  renderWithProviders(<LazySelect id="job" label="Job" data={[{ value: 'b', label: 'Beta PACU' }]} />);
  const job = screen.getByRole('combobox', { name: 'Job' });
  expect(job).toHaveAttribute('readonly');
  await act(async () => {
    fireEvent.keyDown(job, { key: 'ArrowDown' });
  });
  expect(await screen.findByRole('option', { name: 'Beta PACU' })).toBeInTheDocument();
});
