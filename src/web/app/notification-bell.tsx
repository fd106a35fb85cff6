// The bell in the header (every role, every width): the unread count, kept live by the socket (live-events.ts); a click opens the
// panel of the newest items, whose code (the popover and the panel) loads on hover, focus or the first click. Escape
// closes it and focus returns.
import { MESSAGES } from '@/domain/shared';
import { useNotificationUnread } from '../features/notifications/api';
import { BellButton } from './bell-button';
import { HeaderCount } from './header-count';
import { lazyOnPress } from '../components/lazy-on-press';

const NotificationPopover = lazyOnPress(() => import('./notification-popover'));

export function NotificationBell() {
  const n = useNotificationUnread().data?.unread ?? 0;
  const label = n ? MESSAGES.notifications.bellUnread(n) : MESSAGES.notifications.bell;
  // The count sits outside the popover's target: the target (the button) carries aria-expanded, a div may not. Until
  // the popover's code is here, a placeholder with the popover target's roles; a click mounts the popover.
  return (
    <HeaderCount n={n} testId="notification-bell-count">
      <NotificationPopover
        label={label}
        placeholder={(press) => <BellButton label={label} aria-haspopup="dialog" aria-expanded={false} {...press} />}
      />
    </HeaderCount>
  );
}
