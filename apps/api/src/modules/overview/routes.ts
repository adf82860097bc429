import { overviewQuery, overviewResponse } from '@agency/shared/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { getOverview } from './service.ts';

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      config: { permission: 'overview:read' },
      schema: {
        tags: ['overview'],
        summary: "The caller's Overview: today's events, summary cards, recent activity and the business figures",
        querystring: overviewQuery,
        response: { 200: overviewResponse },
      },
    },
    async (request) => getOverview(app.db, requireScope(request), request.query.utcOffset),
  );
};
