import { healthResponse } from '@agency/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDatabase } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Database reachability, schema version and uptime',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const database = await checkDatabase(app.database);
      const body = {
        status: database.reachable ? ('ok' as const) : ('unavailable' as const),
        database: { reachable: database.reachable, engine: database.engine, schemaVersion: database.schemaVersion },
        uptimeSeconds: Math.round((Date.now() - app.startedAt) / 1000),
      };
      return reply.code(database.reachable ? 200 : 503).send(body);
    },
  );
};
