// Sends signed-out visitors to /login, remembering where they were going.
import { useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../lib/auth';
import { Redirect } from '../lib/navigate-here';
import { BootScreen } from './boot-screen';
import { useDrawnByServer } from '../components/until-hydrated';

export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  // The signed-in layout and page render in a background pass that yields to input, not in the task that
  // delivers the user (false, the boot screen, until that pass), except on the server and in the hydration of the page it
  // drew: the user came with the page's query cache, and the hydration must draw what the server drew.
  // Pending, not just loading: offline the request waits for the connection (TanStack Query pauses it), and the shell
  // stays with the offline notice instead of sending a signed-in user to the login page.
  const drawnByServer = useDrawnByServer();
  const ready = useDeferredValue(!me.isPending, drawnByServer && !me.isPending);
  if (me.isPending || !ready) return <BootScreen />;
  if (!me.data) return <Redirect to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} />;
  return <Outlet />;
}
