import { listClientsResponse } from '@agency/shared/clients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../plugins/access.ts';
import { listClientsFor } from './service.ts';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      config: { permission: 'client:read' },
      schema: {
        tags: ['clients'],
        summary: 'Client organisations in the caller’s scope',
        response: { 200: listClientsResponse },
      },
    },
    async (request) => ({ items: await listClientsFor(app.db, requireScope(request)) }),
  );
};
