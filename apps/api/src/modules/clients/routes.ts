import {
  clientDetailSchema,
  clientSchema,
  createClientBody,
  deleteClientResponse,
  listClientsQuery,
  listClientsResponse,
  updateClientBody,
} from '@agency/shared/clients';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, contextOf } from '../../lib/request-context.ts';
import { requireScope } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createClient, deleteClient, getClientDetail, listClients, updateClient } from './service.ts';

const manage = { permission: 'client:manage' } as const;

/** The Clients (CRM) workspace (001 §2, §6): admin and agent; a CLIENT user is refused (403). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = (request: Parameters<typeof actorOf>[0]) => ({
    actor: { ...actorOf(request)!, id: requireUser(request).id },
    context: contextOf(request),
  });

  app.get(
    '/clients',
    {
      config: manage,
      schema: {
        tags: ['clients'],
        summary: 'Search, filter and sort client organisations, page by page',
        querystring: listClientsQuery,
        response: { 200: listClientsResponse },
      },
    },
    async (request) => listClients(app.db, requireScope(request), request.query),
  );

  app.post(
    '/clients',
    {
      config: manage,
      schema: {
        tags: ['clients'],
        summary: 'Add a client',
        body: createClientBody,
        response: { 201: clientSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createClient(app.db, request.body, change(request))),
  );

  app.get(
    '/clients/:id',
    {
      config: manage,
      schema: {
        tags: ['clients'],
        summary: 'The client page: people, projects, open invoices and the lead it came from',
        params: idParams,
        response: { 200: clientDetailSchema },
      },
    },
    async (request) => getClientDetail(app.db, requireScope(request), request.params.id),
  );

  app.patch(
    '/clients/:id',
    {
      config: manage,
      schema: {
        tags: ['clients'],
        summary: 'Edit a client',
        params: idParams,
        body: updateClientBody,
        response: { 200: clientSchema },
      },
    },
    async (request) => updateClient(app.db, request.params.id, request.body, change(request)),
  );

  app.delete(
    '/clients/:id',
    {
      config: manage,
      schema: {
        tags: ['clients'],
        summary: 'Delete a client, or archive it when it has projects, invoices, proposals or people',
        params: idParams,
        response: { 200: deleteClientResponse },
      },
    },
    async (request) => deleteClient(app.db, request.params.id, change(request)),
  );
};
