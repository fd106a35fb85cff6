// @vitest-environment jsdom
// The board's job filter is drawn at once as a read-only stand-in while Mantine's Select is fetched: a press that
// would open the list before the Select arrives is kept, and the list opens when it does (not a press lost).
// (The module keeps the fetched Select: each file starts without it, hence one render per file; lazy-select-keys.test.tsx
// presses a key instead of clicking.)
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LazySelect } from './lazy-select';

afterEach(cleanup);

describe('LazySelect', () => {
  it('a click on the stand-in before the Select has arrived opens its list when it does; another stays closed', async () => {
    renderWithProviders(
      <>
        <LazySelect id="job" label="Job" data={[{ value: 'a', label: 'Alpha ICU' }]} />
        <LazySelect id="recruiter" label="Recruiter" data={[{ value: 'r', label: 'Rita Recruiter' }]} />
      </>,
    );
    const job = screen.getByRole('combobox', { name: 'Job' });
    expect(job).toHaveAttribute('readonly');
    await act(async () => {
      fireEvent.click(job);
    });
    expect(await screen.findByRole('option', { name: 'Alpha ICU' })).toBeInTheDocument();
    // Both Selects arrived together (one fetch of its code): the one nobody pressed stays closed.
    expect(screen.queryByRole('option', { name: 'Rita Recruiter' })).toBeNull();
  });
});
