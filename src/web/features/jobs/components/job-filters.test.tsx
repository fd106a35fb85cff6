// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useRef, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobFilters } from './job-filters';
import { renderWithProviders } from '../../../test/render';
import { viewport } from '../../../test/viewport';

/** The filters over a URL of their own, as the Explore jobs page keeps them (blank values leave the URL). */
function Board({
  initial,
  onUrl,
  urlLagMs,
}: {
  initial: string;
  onUrl: (url: string) => void;
  /** The new URL reaches the page this long after it is asked for (a router's navigation on a busy phone). */
  urlLagMs?: number;
}) {
  const [params, setUrlParams] = useState(new URLSearchParams(initial));
  // The lagging URLs on their way: cleared when the board goes (the test's end), so none lands after the page is gone.
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => timers.forEach(clearTimeout);
  }, []);
  const setParams = (next: URLSearchParams) => {
    if (urlLagMs === undefined) return setUrlParams(next);
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      setUrlParams(next);
    }, urlLagMs);
    pending.current.add(timer);
  };
  return (
    <>
      <output data-testid="url">{params.toString()}</output>
      <JobFilters
        params={params}
        onChange={(patch) => {
          const next = new URLSearchParams(params);
          for (const [k, v] of Object.entries(patch)) {
            if (v === '' || (k === 'sort' && v === 'newest')) next.delete(k);
            else next.set(k, v);
          }
          onUrl(next.toString());
          setParams(next);
        }}
      />
    </>
  );
}

describe('JobFilters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a 390 px phone keeps the filters in a drawer behind a Filters button, with a removable chip per filter', async () => {
    viewport(390);
    const user = userEvent.setup();
    const onUrl = vi.fn();
    renderWithProviders(<Board initial="q=icu&state=GA&min_weekly_pay=1500&sort=highest-pay" onUrl={onUrl} />);

    // Only the search box is on the page; the search words are in it, not in a chip.
    expect(screen.getByLabelText('Search jobs')).toHaveValue('icu');
    expect(screen.queryByLabelText('State')).toBeNull();
    const chips = within(screen.getByRole('group', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Filters (3)',
      'Remove filter State: Georgia',
      'Remove filter Minimum weekly pay: $1,500.00',
      'Remove filter Sort by: Highest pay',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove filter State: Georgia' }));
    expect(onUrl).toHaveBeenLastCalledWith('q=icu&min_weekly_pay=1500&sort=highest-pay');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    for (const label of [
      'Profession',
      'Specialty',
      'State',
      'City',
      'Terms',
      'Shift',
      'Minimum weekly pay',
      'Starts on or after',
      'Sort by',
    ])
      expect(within(drawer).getByLabelText(label)).toBeInTheDocument();
    await user.selectOptions(within(drawer).getByLabelText('Shift'), 'Nights');
    expect(onUrl).toHaveBeenLastCalledWith('q=icu&min_weekly_pay=1500&sort=highest-pay&shift=Nights');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();
  });

  it('keeps what was typed while the URL catches up with a pause in the typing (no keystroke is lost)', async () => {
    viewport(1280);
    const user = userEvent.setup();
    const onUrl = vi.fn();
    renderWithProviders(<Board initial="" onUrl={onUrl} urlLagMs={300} />);
    const box = screen.getByLabelText('Search jobs');
    // A pause after the first word: the search box asks for its URL, which arrives while the second word is typed.
    await user.type(box, 'registered ');
    await waitFor(() => expect(onUrl).toHaveBeenCalledWith('q=registered+'));
    await user.type(box, 'nurse');
    await waitFor(() => expect(onUrl).toHaveBeenLastCalledWith('q=registered+nurse'));
    // The URL the page holds catches up, and the box still holds every word.
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('q=registered+nurse'));
    expect(box).toHaveValue('registered nurse');
  });

  it('keeps every digit of the minimum weekly pay typed while the URL catches up', async () => {
    viewport(1280);
    const user = userEvent.setup();
    const onUrl = vi.fn();
    renderWithProviders(<Board initial="" onUrl={onUrl} urlLagMs={300} />);
    const pay = screen.getByLabelText('Minimum weekly pay');
    await user.type(pay, '1500');
    await waitFor(() => expect(onUrl).toHaveBeenLastCalledWith('min_weekly_pay=1500'));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('min_weekly_pay=1500'));
    expect(pay).toHaveValue('$1,500');
  });

  it('from 768 px shows every filter on the page, without a drawer or chips', () => {
    viewport(1280);
    renderWithProviders(<Board initial="state=GA" onUrl={() => {}} />);
    expect(screen.getByLabelText('State')).toHaveValue('GA');
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });
});
