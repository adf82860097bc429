import {
  archiveNotificationsBody,
  changeNotificationsResponse,
  clearNotificationsBody,
  deleteNotificationsBody,
  emailPreferencesSchema,
  listNotificationsQuery,
  listNotificationsResponse,
  markNotificationsBody,
  markNotificationsResponse,
  unreadCountResponse,
  updateEmailPreferencesBody,
} from '@agency/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/caller.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { contextOf } from '../../lib/request-context.ts';
import { notificationEmailJobs } from './email.ts';
import {
  archiveNotifications,
  clearNotifications,
  countUnread,
  deleteNotifications,
  getEmailPreferences,
  listNotifications,
  markNotifications,
  updateEmailPreferences,
} from './service.ts';

/** A user's own notifications (D19): every signed-in user has some, and nobody reaches another's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const job of notificationEmailJobs({ mailer: app.mailer, publicUrl: app.config.publicUrl })) {
    app.jobs.define(job);
  }

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

  app.post(
    '/notifications/archive',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "Archive or restore the caller's notifications (anyone else's ids are ignored)",
        body: archiveNotificationsBody,
        response: { 200: changeNotificationsResponse },
      },
    },
    async (request) => archiveNotifications(app.db, requireUser(request), request.body),
  );

  app.post(
    '/notifications/delete',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "Delete the caller's notifications (anyone else's ids are ignored)",
        body: deleteNotificationsBody,
        response: { 200: changeNotificationsResponse },
      },
    },
    async (request) => deleteNotifications(app.db, requireUser(request), request.body),
  );

  app.post(
    '/notifications/clear',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Delete every notification of the caller in one tab',
        body: clearNotificationsBody,
        response: { 200: changeNotificationsResponse },
      },
    },
    async (request) => clearNotifications(app.db, requireUser(request), request.body),
  );

  // D19: which notification types are e-mailed, immediately or in the daily digest. Own row only: the id comes from
  // the session, never from the request.
  app.get(
    '/me/notification-preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's e-mail choice per notification type",
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => getEmailPreferences(app.db, requireUser(request).id),
  );

  app.patch(
    '/me/notification-preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "Changes the caller's e-mail choice for one or more notification types",
        body: updateEmailPreferencesBody,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => updateEmailPreferences(app.db, requireUser(request), request.body, contextOf(request)),
  );
};
