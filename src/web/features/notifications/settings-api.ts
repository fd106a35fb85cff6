// The notification settings' reads and writes, apart from the bell's (api.ts). A save checks its body with the domain's
// schema (checkedBody), loaded when a switch is first turned (checkedSchemas): the notification centre, where the
// switches are, draws its first view without zod (docs/decisions/0032-first-views.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NotificationSettings, notificationSettingsSchema } from '@/domain/notifications';
import { api, checkedBody, checkedSchemas } from '../../lib/api';
import { notificationKeys } from './keys';

/** How the person hears of each kind: the read, as the page and its first view (router.tsx) start it. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: () => api('/api/notifications/settings', { schema: import.meta.env.DEV && notificationSettingsSchema }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

/** Saves the channel of one or more kinds. */
export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationSettings) =>
      api('/api/notifications/settings', {
        method: 'PUT',
        body: checkedBody((await checkedSchemas()).notificationSettingsInput, input),
        schema: import.meta.env.DEV && notificationSettingsSchema,
      }),
    onSuccess: (data) => qc.setQueryData(notificationKeys.settings(), data),
  });
}
