import { meSchema } from '@agency/shared/me';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: meSchema } },
    },
    async (request) => requireUser(request),
  );
};
