import {
  organisationSettingsSchema,
  registrationOpenResponse,
  updateOrganisationSettingsBody,
} from '@agency/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrganisationSettings, isRegistrationOpen } from '../../lib/organisation-settings.ts';
import { actorOf, contextOf } from '../../lib/request-context.ts';
import { fileResponse } from '../../lib/responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { exportOrganisationData } from './export-data.ts';
import { updateOrganisationSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/registration-open',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Whether visitors may create client accounts',
        response: { 200: registrationOpenResponse },
      },
    },
    async () => ({ open: await isRegistrationOpen(app.db) }),
  );

  app.get(
    '/settings/organisation',
    {
      config: { permission: 'settings:update-organisation' },
      schema: {
        tags: ['settings'],
        summary: 'Organisation settings (self-registration)',
        response: { 200: organisationSettingsSchema },
      },
    },
    async () => getOrganisationSettings(app.db),
  );

  app.patch(
    '/settings/organisation',
    {
      config: { permission: 'settings:update-organisation' },
      schema: {
        tags: ['settings'],
        summary: 'Change the organisation settings',
        body: updateOrganisationSettingsBody,
        response: { 200: organisationSettingsSchema },
      },
    },
    async (request) =>
      updateOrganisationSettings(app.db, request.body, { actor: actorOf(request), context: contextOf(request) }),
  );

  app.get(
    '/settings/export',
    {
      config: { permission: 'settings:export-data' },
      schema: {
        response: { 200: fileResponse('A ZIP of CSV files', 'application/zip') },
        tags: ['settings'],
        summary: 'The organisation’s data as a ZIP of CSV files, streamed',
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const day = ctx.now().toISOString().slice(0, 10);
      const body = await exportOrganisationData(ctx);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="organisation-export-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
