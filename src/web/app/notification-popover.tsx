// The bell's popover with the panel of the newest items. Loaded when first used (hover, focus or click on the bell):
// Mantine's Popover brings @floating-ui, which no page needs for its first view.
import { Popover } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import NotificationPanel from '../features/notifications/components/notification-panel';
import { BellButton } from './bell-button';
import { useOpenOnMount } from '../lib/use-open-on-mount';

/** Mounted by the click (or key press) on the placeholder bell, which it replaces (useOpenOnMount). */
export default function NotificationPopover({ label }: { label: string }) {
  const [opened, setOpened, target] = useOpenOnMount();

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <BellButton
          ref={target}
          label={label}
          onClick={() => setOpened((o) => !o)}
          // Escape closes the panel from the bell too: the focus trap moves focus into the panel a moment after it
          // opens, and a quick Escape in between must not be lost. Focus stays on the bell.
          onKeyDown={(e) => {
            if (e.key === 'Escape' && opened) {
              e.preventDefault();
              setOpened(false);
            }
          }}
        />
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={MESSAGES.notifications.title}>
        {opened ? <NotificationPanel onClose={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}
