// @vitest-environment jsdom
// A trigger's props start its code's load on the pointer's arrival (a mouse's hover, a finger's touch) and on focus,
// and a failed load is left for the click to ask again, not thrown at the page.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadOn } from './preload-on';

describe('preloadOn', () => {
  it('loads every load on hover, on a touch and on focus', async () => {
    const menu = vi.fn(() => Promise.resolve('menu'));
    const dialog = vi.fn();
    render(<button {...preloadOn(menu, dialog)}>Open</button>);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect([menu.mock.calls.length, dialog.mock.calls.length]).toEqual([1, 1]);
    // A finger: the browser sends pointerenter (pointerType touch) just before the press.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }), { pointerType: 'touch' });
    expect(menu).toHaveBeenCalledTimes(2);
    await user.unhover(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(menu).toHaveBeenCalledTimes(3);
  });

  it('swallows a failed load (offline): no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<button {...preloadOn(() => Promise.reject(new Error('offline')))}>Open</button>);
      fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
