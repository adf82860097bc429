import { ROLES } from '@agency/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';

export const meResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  clientId: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  image: z.string().nullable(),
});

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: meResponse } },
    },
    async (request) => requireUser(request),
  );
};
