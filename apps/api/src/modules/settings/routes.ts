import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, contextOf } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/service.ts';
import { getOrganisationSettings, isRegistrationOpen, updateOrganisationSettings } from './service.ts';

const organisationSettings = z.object({ allowSelfRegistration: z.boolean() });

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/registration-open',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Whether visitors may create client accounts',
        response: { 200: z.object({ open: z.boolean() }) },
      },
    },
    async () => ({ open: await isRegistrationOpen(app.db) }),
  );

  app.get(
    '/settings/organisation',
    {
      config: { permission: 'settings:update-organisation' },
      schema: { tags: ['settings'], response: { 200: organisationSettings } },
    },
    async () => getOrganisationSettings(app.db),
  );

  app.patch(
    '/settings/organisation',
    {
      config: { permission: 'settings:update-organisation' },
      schema: { tags: ['settings'], body: organisationSettings.partial(), response: { 200: organisationSettings } },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const next = await updateOrganisationSettings(tx, request.body);
        await writeAudit(tx, {
          action: 'settings.organisation_updated',
          category: 'settings',
          actor: actorOf(request),
          target: { type: 'settings', id: 'organisation' },
          details: request.body,
          context: contextOf(request),
        });
        return next;
      }),
  );
};
