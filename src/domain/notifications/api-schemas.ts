// Payloads and responses of /api/notifications (issue 22).
import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from './notifications';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** GET /api/notifications: newest first, cursor paging (opaque cursor from the previous page). */
export const notificationListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** One item as the API sends it: its sentence is made on the server from the catalogue. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  text: z.string(),
  /** Where the person acts on it (a route of the spec). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The unread count (the bell's badge). */
export const notificationUnreadSchema = z.object({ unread: z.number().int() });

/** Settings: for each kind, whether it also comes by email (false: in the app only). */
export const notificationSettingsSchema = z.object({
  settings: z.array(z.object({ kind: notificationKindSchema, email: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications/settings: the kinds to change (each at most once). */
export const notificationSettingsInput = notificationSettingsSchema
  .extend({
    settings: z
      .array(z.object({ kind: notificationKindSchema, email: z.boolean() }).strict())
      .min(1)
      .max(NOTIFICATION_KINDS.length),
  })
  .strict()
  .refine((v) => new Set(v.settings.map((s) => s.kind)).size === v.settings.length, {
    message: MESSAGES.notifications.duplicateKind,
    path: ['settings'],
  });
