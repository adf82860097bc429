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
import { requireScope } from '../../lib/caller.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { createClient } from './commands/create-client.ts';
import { deleteClient } from './commands/delete-client.ts';
import { updateClient } from './commands/update-client.ts';
import { getClientDetail, listClients } from './queries.ts';

const manage = { permission: 'client:manage' } as const;

/** The Clients (CRM) workspace (001 §2, §6): admin and agent; a CLIENT user is refused (403). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => reply.code(201).send(await createClient(serviceContext(request), request.body)),
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
    async (request) => updateClient(serviceContext(request), request.params.id, request.body),
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
    async (request) => deleteClient(serviceContext(request), request.params.id),
  );
};
