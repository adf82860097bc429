import { meSchema } from '@agency/shared/me';
import { preferencesSchema, updatePreferencesBody } from '@agency/shared/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/caller.ts';
import { actorOf, contextOf } from '../../lib/request-context.ts';
import { getPreferences, updatePreferences } from './service.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: meSchema } },
    },
    async (request) => requireUser(request),
  );

  // D23: theme and language live on the server, so they follow the user to every browser. Own row only: the id
  // comes from the session, never from the request.
  app.get(
    '/me/preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's theme and language",
        response: { 200: preferencesSchema },
      },
    },
    async (request) => getPreferences(app.db, requireUser(request).id),
  );

  app.patch(
    '/me/preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['accounts'],
        summary: "Changes the signed-in user's theme or language",
        body: updatePreferencesBody,
        response: { 200: preferencesSchema },
      },
    },
    async (request) =>
      updatePreferences(app.db, requireUser(request).id, request.body, {
        actor: actorOf(request),
        context: contextOf(request),
      }),
  );
};
