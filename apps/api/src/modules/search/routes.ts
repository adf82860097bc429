import { searchQuery, searchResponse } from '@agency/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { search } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { permission: 'search:read' },
      schema: {
        tags: ['search'],
        summary:
          'Global search over projects, tasks, clients, people, leads, proposals, invoices, files, calendar events and time entries, within the caller’s scope',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request) => ({ items: await search(app.db, requireScope(request), request.query.q) }),
  );
};
