// @vitest-environment jsdom
// A confirmation always ends up holding the keyboard focus once it has appeared, even when its focus trap's first
// placement (a timer as it mounts) came too early on a loaded phone and left focus in the form beneath.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { confirmAction } from './confirm-action';

afterEach(cleanup);

describe('confirmAction', () => {
  it('moves focus to its cancel button once it has appeared, when the trap left it outside', async () => {
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
    await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    // The trap's timers have run (or ran before the dialog was drawn); focus is put back beneath, as on CI.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    act(() => screen.getByRole('button', { name: 'Beneath', hidden: true }).focus());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' })));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
