// @vitest-environment jsdom
// A dialog whose code loads when it first opens: nothing is fetched before, the first click opens it, and closing it
// gives focus back to the button, as with a dialog mounted from the start.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal } from '@mantine/core';
import { renderWithProviders } from '../test/render';
import { lazyDialog } from './lazy-dialog';

function Dialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rename">
      <input aria-label="Name" data-autofocus />
    </Modal>
  );
}

describe('lazyDialog', () => {
  it('loads on the first open, opens at once, and gives focus back to its trigger on close', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    function Page() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Rename</Button>
          <Lazy opened={opened} onClose={() => setOpened(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('dialog', { name: 'Rename' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus());

    // The second time the code is there: no second load.
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('dialog', { name: 'Rename' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("its trigger props fetch the code on the trigger's hover, before the first open", async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    renderWithProviders(<Button {...Lazy.trigger}>Rename</Button>);
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Rename' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches the code before the first open', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    Lazy.preload();
    Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderWithProviders(<Lazy opened onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Rename' });
  });
});
