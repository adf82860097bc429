import { pageViewBody } from '@agency/shared/analytics';
import { businessAnalyticsResponse, insightsQuery, siteAnalyticsResponse } from '@agency/shared/insights';
import { isClientRenderedPath } from '@agency/shared/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { enqueueJob } from '../../jobs/queue.ts';
import { requireScope } from '../../lib/caller.ts';
import { businessAnalytics } from './business.ts';
import { DAY_MS } from './page-stats.ts';
import { recordPageView } from './service.ts';
import { siteAnalytics } from './site.ts';
import { rollUpClosedDays, SITE_ROLLUP_JOB, SITE_ROLLUP_OFFSET_MS } from './site-rollup.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define({
    name: SITE_ROLLUP_JOB,
    everyMs: DAY_MS,
    offsetMs: SITE_ROLLUP_OFFSET_MS,
    handler: async ({ db, now }) => {
      await rollUpClosedDays(db, now);
    },
  });
  // Once per server start too: the daily slot may have run (or failed) before this server came up.
  app.addHook('onReady', async () => {
    await enqueueJob(app.db, { name: SITE_ROLLUP_JOB });
  });

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
      const [path, query] = request.body.path.split('#')[0]!.split('?');
      // Site Analytics counts the website's visits: the sign-in pages and the portal are not the site (issue #21).
      if (!isbot(userAgent) && !isClientRenderedPath(path || '/')) {
        await recordPageView(app.db, {
          path: path || '/',
          referrer: request.body.referrer,
          utmSource: request.body.utmSource ?? new URLSearchParams(query ?? '').get('utm_source') ?? undefined,
          ip: request.ip,
          userAgent,
          ownHost: new URL(app.config.publicUrl).hostname,
          secret: app.config.authSecret,
        });
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/analytics/business',
    {
      config: { permission: 'analytics:read' },
      schema: {
        tags: ['analytics'],
        summary: "Business Analytics for the chosen range, in the caller's scope (an agent: their projects' figures)",
        querystring: insightsQuery,
        response: { 200: businessAnalyticsResponse },
      },
    },
    async (request) => businessAnalytics(app.db, requireScope(request), request.query.range, request.query.utcOffset),
  );

  app.get(
    '/analytics/site',
    {
      config: { permission: 'site-analytics:read' },
      schema: {
        tags: ['analytics'],
        summary:
          'Site Analytics for the chosen range: sessions, views, bounce rate, devices, sources, top pages, funnel',
        querystring: insightsQuery,
        response: { 200: siteAnalyticsResponse },
      },
    },
    async (request) => siteAnalytics(app.db, request.query.range, request.query.utcOffset),
  );
};
