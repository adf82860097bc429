import { myPresenceResponse, presenceQuery, presenceResponse, setPresenceBody } from '@agency/shared/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/caller.ts';
import { contextOf } from '../../lib/request-context.ts';
import { readOwnPresence, readPresence, setPresenceChoice } from '../../realtime/presence.ts';

/** Presence (001 §4): read for people in the caller's scope; each user sets their own away/busy choice. */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/presence',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['presence'],
        summary: 'Online, away, busy or offline, and last seen, for the listed people the caller may see',
        querystring: presenceQuery,
        response: { 200: presenceResponse },
      },
    },
    async (request) => ({ items: await readPresence(app.db, requireUser(request), request.query.ids) }),
  );

  app.get(
    '/me/presence',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['presence'],
        summary: 'The caller’s own presence choice',
        response: { 200: myPresenceResponse },
      },
    },
    async (request) => readOwnPresence(app.db, requireUser(request).id),
  );

  app.put(
    '/me/presence',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['presence'],
        summary: 'Set away, busy, or back to automatic; kept until changed',
        body: setPresenceBody,
        response: { 200: myPresenceResponse },
      },
    },
    async (request) => setPresenceChoice(app.db, requireUser(request), request.body.choice, contextOf(request)),
  );
};
