import { errorResponse } from '@agency/shared/api-errors';
import { authTestReportSchema, createTestUserBody, testUserCredentialsSchema } from '@agency/shared/dev';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/errors.ts';
import { fromThisMachine } from '../../lib/loopback.ts';
import { checkDatabase, createTestUser } from './service.ts';

/** Only a caller on this machine may use these (they hand out an admin account); everyone else sees a plain 404. */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!fromThisMachine(request)) {
    return reply.code(404).send(errorBody('NOT_FOUND', 'Not found'));
  }
}

/**
 * /auth-test's server side (D8): only registered outside production, so there it is a plain 404.
 * It checks the database and the session and makes throwaway users whose credentials it shows.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);

  app.get(
    '/dev/auth-test',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: authTestReportSchema, 404: errorResponse },
        tags: ['dev'],
        summary: 'Database and session check (development and demo only, this machine only)',
      },
    },
    async (request) => ({
      database: await checkDatabase(app.db),
      session: request.user ? { user: request.user } : null,
    }),
  );

  app.post(
    '/dev/auth-test/users',
    {
      config: { access: 'public' },
      schema: {
        response: { 201: testUserCredentialsSchema, 404: errorResponse },
        tags: ['dev'],
        summary: 'Create a test user (development and demo only, this machine only)',
        body: createTestUserBody,
      },
    },
    async (request, reply) => reply.code(201).send(await createTestUser(app.db, request.body.role)),
  );
};
