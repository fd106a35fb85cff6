// Mantine's toast container, loaded with the first toast (see providers.tsx).
import { Notifications, notificationsStore } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

const POSITION = 'top-right';
// Before the container's first render, so toasts already queued appear in their place at once.
notificationsStore.updateState((state) => ({ ...state, defaultPosition: POSITION }));

export default function NotificationsHost() {
  return <Notifications position={POSITION} />;
}
