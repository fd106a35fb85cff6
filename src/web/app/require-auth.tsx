// Sends signed-out visitors to /login, remembering where they were going.
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../lib/auth';
import { BootScreen } from './boot-screen';

export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  // The signed-in layout and page render in a background pass that yields to input, not in the task that
  // delivers the user (false, the boot screen, until that pass).
  // Pending, not just loading: offline the request waits for the connection (TanStack Query pauses it), and the shell
  // stays with the offline notice instead of sending a signed-in user to the login page.
  const ready = useDeferredValue(!me.isPending, false);
  if (me.isPending || !ready) return <BootScreen />;
  if (!me.data)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}
