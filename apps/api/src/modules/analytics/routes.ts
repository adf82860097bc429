import { pageViewBody } from '@agency/shared/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { recordPageView } from './service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/pageview',
    {
      config: { access: 'public' },
      // sendBeacon payloads are tiny; anything bigger is not ours.
      bodyLimit: 2048,
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (cookieless, first-party; sent with navigator.sendBeacon)',
        body: pageViewBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      if (!isbot(userAgent)) {
        await recordPageView(app.db, {
          path: request.body.path.split(/[?#]/)[0] ?? '/',
          referrer: request.body.referrer,
          ip: request.ip,
          userAgent,
          ownHost: new URL(app.config.publicUrl).hostname,
          secret: app.config.authSecret,
        });
      }
      return reply.code(204).send(null);
    },
  );
};
