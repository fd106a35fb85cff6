// Sends signed-out visitors to /login, remembering where they were going.
import { Navigate, Outlet, useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useMe } from '../lib/auth';

export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (me.isLoading) return <Center h="60vh"><Loader aria-label="Loading" /></Center>;
  if (!me.data) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}
