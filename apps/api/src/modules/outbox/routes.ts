import { listOutboxQuery, listOutboxResponse } from '@agency/shared/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './service.ts';

/** Admins read outgoing mail here, the only place it lives when SMTP is not configured (D14). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { permission: 'outbox:read' },
      schema: {
        tags: ['mail'],
        summary: 'Outgoing e-mail, newest first, one page at a time',
        querystring: listOutboxQuery,
        response: { 200: listOutboxResponse },
      },
    },
    async (request) => ({
      deliveryConfigured: app.mailer.deliveryConfigured,
      ...(await listOutbox(app.db, request.query)),
    }),
  );
};
