import { shellBadgesResponse } from '@agency/shared/shell';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { shellBadges } from './service.ts';

/** The portal shell's own data: the sidebar badges (000 §2 "Dashboard shell", computed per D13). */
export const shellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shell/badges',
    {
      config: { permission: 'overview:read' },
      schema: {
        tags: ['shell'],
        summary: "The sidebar's badge counts, within the caller's scope",
        response: { 200: shellBadgesResponse },
      },
    },
    async (request) => shellBadges(app.db, requireScope(request)),
  );
};
