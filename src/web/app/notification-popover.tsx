// The bell's popover with the panel of the newest items. Loaded when first used (hover, focus or click on the bell):
// Mantine's Popover brings @floating-ui, which no page needs for its first view.
import { useEffect, useRef } from 'react';
import { Popover } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import NotificationPanel from '../features/notifications/components/notification-panel';
import { BellButton } from './bell-button';
import { useOpenOnMount } from '../lib/use-open-on-mount';

/** Mounted by the click (or key press) on the placeholder bell, which it replaces (useOpenOnMount). */
export default function NotificationPopover({ label }: { label: string }) {
  const [opened, setOpened, target] = useOpenOnMount();
  const dropdown = useRef<HTMLDivElement>(null);
  const wasOpened = useRef(false);

  // Focus returns to the bell after a close, here rather than through Popover's returnFocus (issue 46: one run in 197
  // left focus nowhere). The focus trap moves focus into the panel from a 0 ms timer set when the panel mounts; an
  // Escape that comes before that timer runs closes the panel, then the timer puts focus into the closing panel, and
  // Mantine's return (10 ms later) leaves focus alone because it moved after the close; the panel then unmounts with
  // the focus. This timer is set at the close, so it runs after the trap's; it takes focus back from the closing panel
  // (or from nowhere), never from what the person clicked outside it.
  useEffect(() => {
    if (opened) {
      wasOpened.current = true;
      return;
    }
    if (!wasOpened.current) return;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || dropdown.current?.contains(active)) target.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [opened, target]);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      returnFocus={false}
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
      <Popover.Dropdown ref={dropdown} p={0} role="dialog" aria-label={MESSAGES.notifications.title}>
        {opened ? <NotificationPanel onClose={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}
