// Routes of the notification centre (issue 22): the person's items (paged, newest first), the unread count, marking
// one or all read, and the per-kind email settings. Every signed-in role has a bell; every query is scoped to the
// caller, so another person's item answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParams,
  notificationListQuery,
  notificationPageSchema,
  notificationSettingsInput,
  notificationSettingsSchema,
  notificationUnreadSchema,
} from '@/domain/notifications';
import { MESSAGES, errorResponseSchema } from '@/domain/shared';
import { AppError } from '../../errors';
import { requireUser } from '../../policies';
import {
  listNotifications,
  loadSettings,
  markAllNotificationsRead,
  markNotificationRead,
  saveSettings,
  unreadCount,
} from './queries';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        summary: 'My notifications, newest first',
        tags: ['notifications'],
        querystring: notificationListQuery,
        response: { 200: notificationPageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listNotifications(app.db, user.id, request.query);
    },
  );

  app.get(
    '/api/notifications/unread',
    {
      schema: {
        summary: 'Number of my unread notifications',
        tags: ['notifications'],
        response: { 200: notificationUnreadSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { unread: await unreadCount(app.db, user.id) };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        summary: 'Mark one of my notifications read',
        tags: ['notifications'],
        params: notificationIdParams,
        response: { 200: notificationUnreadSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await markNotificationRead(app.db, user.id, request.params.id)))
        throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
      return { unread: await unreadCount(app.db, user.id) };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        summary: 'Mark all my notifications read',
        tags: ['notifications'],
        response: { 200: notificationUnreadSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await markAllNotificationsRead(app.db, user.id);
      return { unread: await unreadCount(app.db, user.id) };
    },
  );

  app.get(
    '/api/notifications/settings',
    {
      schema: {
        summary: 'How I hear about each kind of event',
        tags: ['notifications'],
        response: { 200: notificationSettingsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => loadSettings(app.db, requireUser(request)),
  );

  app.put(
    '/api/notifications/settings',
    {
      schema: {
        summary: 'Choose, per kind of event, in the app only or in the app and by email',
        tags: ['notifications'],
        body: notificationSettingsInput,
        response: { 200: notificationSettingsSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await saveSettings(app.db, user.id, request.body);
      return loadSettings(app.db, user);
    },
  );
};

export default notificationsRoutes;
