import { OUTBOX_STATUSES } from '@agency/shared/enums';
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../db/schema/index.ts';

/** Admins read outgoing mail here, the only place it lives when SMTP is not configured (D14). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { permission: 'outbox:read' },
      schema: {
        tags: ['mail'],
        summary: 'Outgoing e-mail, newest first',
        querystring: z.object({ kind: z.string().max(60).optional(), to: z.string().max(254).optional() }),
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
          }),
        },
      },
    },
    async (request) => {
      const { kind, to } = request.query;
      const rows = await app.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            kind ? eq(emailOutbox.kind, kind) : undefined,
            to ? arrayContains(emailOutbox.toAddresses, [to.toLowerCase()]) : undefined,
          ),
        )
        .orderBy(desc(emailOutbox.createdAt))
        .limit(100);
      return {
        deliveryConfigured: app.mailer.deliveryConfigured,
        items: rows.map((row) => ({ ...row, to: row.toAddresses })),
      };
    },
  );
};
