// @vitest-environment jsdom
// A menu loaded on its press: only the placeholder until then, its code fetched on hover, the placeholder kept while
// the code is on its way, then the real menu with its props.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { lazyOnPress } from './lazy-on-press';

function Menu({ name }: { name: string }) {
  return <div role="menu" aria-label={name} />;
}

describe('lazyOnPress', () => {
  it('draws the placeholder, loads on hover, keeps the placeholder while loading, then mounts the menu', async () => {
    let arrive: (m: { default: typeof Menu }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Menu }>((resolve) => (arrive = resolve)));
    const LazyMenu = lazyOnPress(load);
    renderWithProviders(<LazyMenu name="Account" placeholder={(press) => <button {...press}>Open</button>} />);
    const user = userEvent.setup();
    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The code is not here yet: the trigger stays on screen.
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
    await act(async () => arrive({ default: Menu }));
    expect(await screen.findByRole('menu', { name: 'Account' })).toBeInTheDocument();
  });
});
