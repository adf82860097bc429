import { OUTBOX_STATUSES } from '@agency/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        querystring: z.object({
          kind: z.string().max(60).optional(),
          to: z.string().max(254).optional(),
          status: z.enum(OUTBOX_STATUSES).optional(),
          cursor: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: {
          200: z.object({
            deliveryConfigured: z.boolean(),
            items: z.array(
              z.object({
                id: z.string(),
                to: z.array(z.string()),
                subject: z.string(),
                text: z.string(),
                kind: z.string().nullable(),
                status: z.enum(OUTBOX_STATUSES),
                attempts: z.number(),
                lastError: z.string().nullable(),
                createdAt: z.date(),
                sentAt: z.date().nullable(),
              }),
            ),
            nextCursor: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => ({
      deliveryConfigured: app.mailer.deliveryConfigured,
      ...(await listOutbox(app.db, request.query)),
    }),
  );
};
