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
    // The page's clock is the test's (timeouts and animation frames; the modals' code stays real), so the order holds on
    // a machine of any speed: the first frame draws the confirmation and its focus trap places the first focus (its
    // 0 ms timeouts), the second frame sets the end of the entering transition (Mantine's 200 ms timeout); between the
    // two, focus is put back beneath (what a late trap did on CI); then the transition ends. Nothing here waits on the
    // real clock: vi.waitFor and expect.poll advance a fake clock by their interval on every check, which ran the
    // transition to its end while the test waited for the dialog (CI failed so, 1 run in 3 here).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    await import('@mantine/modals');
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
    // The page's clock, a millisecond at a time, until the confirmation is drawn (its first frame, 16 ms in), then one
    // more: the trap's 0 ms timeouts have run and placed focus inside. The transition's end (200 ms after the second
    // frame) is far off.
    const title = { name: 'Discard unsaved changes?' };
    let ms = 0;
    for (; !screen.queryByRole('dialog', title); ms++) {
      if (ms === 100) throw new Error('the confirmation was not drawn within 100 ms of its clock');
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', title)).toContainElement(document.activeElement as HTMLElement);
    act(() => screen.getByRole('button', { name: 'Beneath', hidden: true }).focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Beneath', hidden: true }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
