import { listPeopleQuery, listPeopleResponse } from '@agency/shared/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { listPeople } from './service.ts';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/people',
    {
      config: { permission: 'people:pick' },
      schema: {
        tags: ['people'],
        summary: 'Candidates for the team-member picker, by mode and within the caller’s scope',
        querystring: listPeopleQuery,
        response: { 200: listPeopleResponse },
      },
    },
    async (request) =>
      listPeople(app.db, requireScope(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );
};
