// Administrators' warnings about the deployment itself (issue 34): with MAIL=log no email leaves the server, which an
// administrator must see on every page rather than learn from users who never got their links.
import { Alert } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, adminNoticesSchema } from '@/domain/shared';
import { api } from '../lib/api';

/** The banner over an administrator's pages; nothing for anyone else or when all is well. */
export function AdminNotices({ role }: { role: string }) {
  const q = useQuery({
    queryKey: ['admin-notices'],
    queryFn: () => api('/api/admin/notices', { schema: import.meta.env.DEV && adminNoticesSchema }),
    enabled: role === 'admin',
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (role !== 'admin' || !q.data?.mail_log) return null;
  return (
    <Alert color="yellow" icon={<IconMailOff size={20} aria-hidden />} mb="md" role="alert">
      {MESSAGES.app.mailLogBanner}
    </Alert>
  );
}
