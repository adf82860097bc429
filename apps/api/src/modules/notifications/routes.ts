import {
  listNotificationsQuery,
  listNotificationsResponse,
  markNotificationsBody,
  markNotificationsResponse,
  unreadCountResponse,
} from '@agency/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeCursor } from '../../lib/cursor.ts';
import { requireUser } from '../../plugins/auth.ts';
import { countUnread, listNotifications, markNotifications } from './service.ts';

/** A user's own notifications (D19): every signed-in user has some, and nobody reaches another's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        querystring: listNotificationsQuery,
        response: { 200: listNotificationsResponse },
      },
    },
    async (request) =>
      listNotifications(app.db, requireUser(request).id, {
        ...request.query,
        cursor: decodeCursor(request.query.cursor),
      }),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread",
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => ({ unread: await countUnread(app.db, requireUser(request).id) }),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "Mark the caller's notifications read or unread (anyone else's ids are ignored)",
        body: markNotificationsBody,
        response: { 200: markNotificationsResponse },
      },
    },
    async (request) => markNotifications(app.db, requireUser(request), request.body),
  );
};
