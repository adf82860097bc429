import { listOutboxQuery, listOutboxResponse } from '@agency/shared/outbox';
import { uuid } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { fileResponse } from '../../lib/responses.ts';
import { listOutbox, outboxAttachment } from './service.ts';

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

  // An attachment as it will be sent (an invitation's .ics, an invoice's PDF), for the admin checking a mail.
  app.get(
    '/outbox/:id/attachments/:index',
    {
      config: { permission: 'outbox:read' },
      schema: {
        response: { 200: fileResponse('The attachment, as the mail carries it', '*/*') },
        tags: ['mail'],
        summary: 'One attachment of an outgoing mail',
        params: z.object({ id: uuid(), index: z.coerce.number().int().min(0).max(99) }),
      },
    },
    async (request, reply) => {
      const attachment = await outboxAttachment(app.db, request.params.id, request.params.index);
      if (!attachment?.content) throw notFound('Attachment not found');
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(attachment.content, 'base64'));
    },
  );
};
