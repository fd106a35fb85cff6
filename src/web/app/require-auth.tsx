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
  const ready = useDeferredValue(!me.isLoading, false);
  if (me.isLoading || !ready) return <BootScreen />;
  if (!me.data)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}
