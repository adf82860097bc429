import { errorResponse } from '@agency/shared/api-errors';
import {
  convertLeadBody,
  convertLeadResponse,
  leadSchema,
  listLeadsQuery,
  listLeadsResponse,
  updateLeadBody,
} from '@agency/shared/leads';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/caller.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { contextOf } from '../../lib/request-context.ts';
import { convertLead, listLeads, setLeadStatus } from './service.ts';

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    {
      config: { permission: 'lead:read' },
      schema: {
        tags: ['leads'],
        summary: 'Contact inquiries, newest first',
        querystring: listLeadsQuery,
        response: { 200: listLeadsResponse },
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
        params: idParams,
        body: updateLeadBody,
        response: { 200: leadSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return setLeadStatus(app.db, request.params.id, request.body.status, user);
    },
  );

  app.post(
    '/leads/:id/convert',
    {
      config: { permission: 'client:manage' },
      schema: {
        tags: ['leads'],
        summary: 'Convert a lead into a client and its first project, in one step',
        params: idParams,
        body: convertLeadBody,
        response: { 409: errorResponse, 201: convertLeadResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const converted = await convertLead(app.db, request.params.id, request.body, user, contextOf(request));
      return reply.code(201).send(converted);
    },
  );
};
