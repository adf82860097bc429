import { LEAD_STATUSES } from '@agency/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeCursor } from '../../lib/cursor.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listLeads, setLeadStatus } from './service.ts';

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  service: z.string(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  message: z.string(),
  subject: z.string(),
  status: z.enum(LEAD_STATUSES),
  handledAt: z.date().nullable(),
  handledByName: z.string().nullable(),
  createdAt: z.date(),
});

const listQuery = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    {
      config: { permission: 'lead:read' },
      schema: {
        tags: ['leads'],
        summary: 'Contact inquiries, newest first',
        querystring: listQuery,
        response: { 200: z.object({ items: z.array(leadSchema), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) => listLeads(app.db, { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.patch(
    '/leads/:id',
    {
      config: { permission: 'lead:update' },
      schema: {
        tags: ['leads'],
        summary: 'Mark an inquiry handled, or new again',
        params: z.object({ id: z.uuid() }),
        body: z.object({ status: z.enum(LEAD_STATUSES) }),
        response: { 200: leadSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return setLeadStatus(app.db, request.params.id, request.body.status, user);
    },
  );
};
