// @vitest-environment jsdom
// A confirmation always ends up holding the keyboard focus once it has appeared, even when its focus trap's first
// placement (a timer as it mounts) came too early on a loaded phone and left focus in the form beneath.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { confirmAction } from './confirm-action';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('confirmAction', () => {
  it('moves focus to its cancel button once it has appeared, when the trap left it outside', async () => {
    // The page's timeouts are the test's (its frames and the modals' code stay real), so the order holds on a machine
    // of any speed: the focus trap's first placement (its 0 ms timeouts), then focus put back beneath (what a late trap
    // did on CI), then the end of the entering transition (Mantine's 200 ms timeout, set on its second frame). With
    // real timers and a 10 ms wait, a busy machine let the transition end before focus was put beneath.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<button type="button">Beneath</button>);
    const onConfirm = vi.fn();
    act(() =>
      confirmAction({
        title: 'Discard unsaved changes?',
        message: 'What you typed will be lost.',
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
        onConfirm,
      }),
    );
    // vi.waitFor polls on the real clock.
    await vi.waitFor(() => screen.getByRole('dialog', { name: 'Discard unsaved changes?' }));
    await act(() => vi.advanceTimersByTimeAsync(20));
    // The transition's end is set (its frames ran) and has not run.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    act(() => screen.getByRole('button', { name: 'Beneath', hidden: true }).focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Beneath', hidden: true }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
