import { errorResponse } from '@agency/shared/api-errors';
import {
  createWebhookBody,
  deliveryParams,
  integrationKeyParams,
  listDeliveriesQuery,
  listDeliveriesResponse,
  listIntegrationsResponse,
  listWebhooksQuery,
  listWebhooksResponse,
  setIntegrationStatusBody,
  updateWebhookBody,
  webhookSchema,
  webhookWithSecretSchema,
} from '@agency/shared/integrations';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeCursor } from '../../lib/cursor.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { WEBHOOK_DELIVERY_JOB } from '../../lib/webhook-events.ts';
import { createWebhook } from './commands/create-webhook.ts';
import { deleteWebhook } from './commands/delete-webhook.ts';
import { replayDelivery } from './commands/replay-delivery.ts';
import { rollWebhookSecret } from './commands/roll-webhook-secret.ts';
import { setIntegrationStatus } from './commands/set-integration-status.ts';
import { updateWebhook } from './commands/update-webhook.ts';
import { deliverWebhook, reclaimStuckDeliveries } from './delivery.ts';
import { getWebhook, listDeliveries, listIntegrations, listWebhooks } from './queries.ts';

const tags = ['integrations'];
const permission = 'integration:manage' as const;
const ok = z.object({ ok: z.literal(true) });

/** Integrations (D22, admin only): the catalogue, outgoing webhook and Slack endpoints, their delivery logs. */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define({
    name: WEBHOOK_DELIVERY_JOB,
    // Retries are the delivery's own (1 min … 6 h, delivery.ts); the queue's are for a crash mid-attempt.
    maxAttempts: 3,
    handler: ({ db, now, payload }) =>
      deliverWebhook({ db, now, publicUrl: app.config.publicUrl }, String(payload.deliveryId)),
  });
  app.jobs.define({
    name: 'webhooks.reclaim',
    everyMs: 60_000,
    handler: async ({ db, now }) => {
      await reclaimStuckDeliveries(db, now);
    },
  });

  app.get(
    '/integrations',
    {
      config: { permission },
      schema: { tags, summary: 'The catalogue, connected or not', response: { 200: listIntegrationsResponse } },
    },
    async () => listIntegrations(app.db),
  );

  app.put(
    '/integrations/:key/status',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Connect or disconnect a catalogue entry',
        params: integrationKeyParams,
        body: setIntegrationStatusBody,
        response: { 200: ok },
      },
    },
    async (request) => {
      await setIntegrationStatus(serviceContext(request), request.params.key, request.body.connected);
      return { ok: true as const };
    },
  );

  app.get(
    '/webhooks',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Webhook and Slack endpoints, newest first',
        querystring: listWebhooksQuery,
        response: { 200: listWebhooksResponse },
      },
    },
    async (request) => listWebhooks(app.db, { limit: request.query.limit, cursor: decodeCursor(request.query.cursor) }),
  );

  app.post(
    '/webhooks',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add an endpoint; the answer shows its signing secret once',
        body: createWebhookBody,
        response: { 201: webhookWithSecretSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createWebhook(serviceContext(request), request.body)),
  );

  app.get(
    '/webhooks/:id',
    {
      config: { permission },
      schema: { tags, summary: 'One endpoint', params: idParams, response: { 200: webhookSchema } },
    },
    async (request) => getWebhook(app.db, request.params.id),
  );

  app.patch(
    '/webhooks/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change an endpoint’s address, events or state',
        params: idParams,
        body: updateWebhookBody,
        response: { 200: webhookSchema },
      },
    },
    async (request) => updateWebhook(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { permission },
      schema: { tags, summary: 'Remove an endpoint', params: idParams, response: { 200: ok } },
    },
    async (request) => {
      await deleteWebhook(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/webhooks/:id/roll-secret',
    {
      config: { permission },
      schema: { tags, summary: 'Roll secret', params: idParams, response: { 200: webhookWithSecretSchema } },
    },
    async (request) => rollWebhookSecret(serviceContext(request), request.params.id),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The delivery log, newest first',
        params: idParams,
        querystring: listDeliveriesQuery,
        response: { 200: listDeliveriesResponse },
      },
    },
    async (request) =>
      listDeliveries(app.db, request.params.id, {
        limit: request.query.limit,
        cursor: decodeCursor(request.query.cursor),
      }),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: { permission },
      schema: { tags, summary: 'Replay a delivery', params: deliveryParams, response: { 409: errorResponse, 202: ok } },
    },
    async (request, reply) => {
      await replayDelivery(serviceContext(request), request.params.id, request.params.deliveryId);
      return reply.code(202).send({ ok: true as const });
    },
  );
};
