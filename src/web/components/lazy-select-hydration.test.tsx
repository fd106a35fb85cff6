// @vitest-environment jsdom
// A page the server drew with a LazySelect (the board's filters), in a browser that has the Select's code already (it
// arrived before the hydration, or the server's own process had loaded it): the server and the hydration still draw
// the read-only stand-in, and the Select takes its place after the hydration. Drawn as the Select by either, the
// hydration found other markup than the server's, and React does not patch attributes it finds different (a stand-in's
// `readonly` would stay). Its own file: the module keeps the fetched Select (lazy-select.test.tsx).
import { startTransition, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { renderWithProviders } from '../test/render';
import { LazySelect } from './lazy-select';

let root: Root | null = null;
afterEach(() => {
  cleanup();
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const select = () => (
  <LazySelect id="job" label="Job" data={[{ value: 'a', label: 'Alpha ICU' }]} value="a" searchable />
);
const app = () => (
  <StrictMode>
    <MantineProvider theme={theme}>{select()}</MantineProvider>
  </StrictMode>
);

describe('LazySelect on a page the server drew', () => {
  it('is the stand-in on the server and in the hydration though its code has loaded, then the Select', async () => {
    // A page the app drew itself fetches the Select's code and draws it (searchable: typed into, not read-only).
    const { unmount } = renderWithProviders(select());
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Job' })).not.toHaveAttribute('readonly'));
    unmount();

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.appendChild(container);
    const input = () => container.querySelector('input#job');
    expect(input()?.hasAttribute('readonly')).toBe(true);
    const errors = vi.spyOn(console, 'error');
    const mismatches: unknown[] = [];
    startTransition(() => {
      root = hydrateRoot(container, app(), { onRecoverableError: (e) => mismatches.push(e) });
    });
    await vi.waitFor(() => expect(input()?.hasAttribute('readonly')).toBe(false));
    expect(input()).toHaveValue('Alpha ICU');
    expect(mismatches).toEqual([]);
    expect(errors.mock.calls.filter((c) => /hydrat|match/i.test(String(c[0])))).toEqual([]);
  });
});
