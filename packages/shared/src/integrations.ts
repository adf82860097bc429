// The integrations contract (D22): outgoing webhooks (signed, retried), Slack-compatible channels, and the
// catalogue's connected/disconnected state. Admins only (001 §7: 'Access restricted to admin users only.').
import { z } from 'zod';
import { INTEGRATION_STATUSES, WEBHOOK_FORMATS } from './enums.ts';
import {
  boundedText,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';

/**
 * The events an endpoint may subscribe to: the product's own changes, named as its audit trail names them.
 * `clientVisible: false` events (tasks, new clients) reach only the agency's own endpoints, never a client
 * organisation's, as a CLIENT never reads them in the portal.
 */
export const WEBHOOK_EVENT_CATALOGUE = {
  'project.created': { clientVisible: true },
  'proposal.sent': { clientVisible: true },
  'proposal.approved': { clientVisible: true },
  'proposal.rejected': { clientVisible: true },
  'invoice.sent': { clientVisible: true },
  'invoice.paid': { clientVisible: true },
  'message.created': { clientVisible: true },
  'task.completed': { clientVisible: false },
  'client.created': { clientVisible: false },
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENT_CATALOGUE;
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_CATALOGUE) as [WebhookEvent, ...WebhookEvent[]];

/** Consecutive failed deliveries after which an endpoint is switched off and the admins are told. */
export const WEBHOOK_DISABLE_AFTER = 10;
export const WEBHOOK_URL_MAX = 2000;

export const INTEGRATION_MESSAGES = {
  urlInvalid: 'Enter a valid http or https URL',
  urlOwnOrigin: 'A webhook cannot point at this portal itself',
  eventsRequired: 'Choose at least one event',
  unknownIntegration: 'Unknown integration',
  endpointDisabled: 'Turn the endpoint on before replaying a delivery',
} as const;

/** http and https only: javascript:, file:, ftp: and the like are refused, as are credentials in the URL. */
export const webhookUrl = boundedText({
  max: WEBHOOK_URL_MAX,
  min: 1,
  minMessage: INTEGRATION_MESSAGES.urlInvalid,
}).refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !!url.hostname;
  },
  { message: 'Enter a valid http or https URL' },
);

const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => [...new Set(list)]);

export const createWebhookBody = z.object({
  url: webhookUrl,
  description: boundedText({ max: 200 }).optional(),
  events,
  format: z.enum(WEBHOOK_FORMATS).default('json'),
  /** A client organisation's endpoint receives only that organisation's events; none is the agency's own. */
  clientId: uuid().nullable().optional(),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export const updateWebhookBody = patchBody(
  z.object({
    url: webhookUrl.optional(),
    description: boundedText({ max: 200 }).optional(),
    events: events.optional(),
    /** Switching an endpoint back on clears its failure count. */
    active: z.boolean().optional(),
  }),
);
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const webhookSchema = z.object({
  id: wireText(),
  url: wireText(),
  description: wireText().nullable(),
  events: z.array(wireText()),
  format: z.enum(WEBHOOK_FORMATS),
  active: z.boolean(),
  clientId: wireText().nullable(),
  clientName: wireText().nullable(),
  consecutiveFailures: z.number(),
  disabledAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Creation and "roll secret" answer the signing secret, the only time it is ever shown. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: wireText() });

export const listWebhooksQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(50) });
export const listWebhooksResponse = pageOf(webhookSchema);

export const webhookDeliverySchema = z.object({
  id: wireText(),
  webhookId: wireText(),
  event: wireText(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  responseSnippet: wireText().nullable(),
  lastError: wireText().nullable(),
  nextAttemptAt: isoDateTime,
  deliveredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const listDeliveriesQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(20) });
export const listDeliveriesResponse = pageOf(webhookDeliverySchema);

export const INTEGRATION_CATEGORIES = ['development', 'communication', 'design', 'productivity'] as const;

export const integrationSchema = z.object({
  key: wireText(),
  name: wireText(),
  description: wireText(),
  category: z.enum(INTEGRATION_CATEGORIES),
  features: z.array(wireText()),
  isPopular: z.boolean(),
  /** 'webhook' and 'slack' are connected through their endpoint forms; the rest keep a stored state. */
  kind: z.enum(['webhook', 'slack', 'catalogue']),
  status: z.enum(INTEGRATION_STATUSES),
  lastSync: isoDateTime.nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;
export const listIntegrationsResponse = z.object({ items: z.array(integrationSchema) });

export const integrationKeyParams = z.object({ key: boundedText({ max: 60, min: 1 }) });
export const setIntegrationStatusBody = z.object({ connected: z.boolean() });
export const deliveryParams = z.object({ id: uuid(), deliveryId: uuid() });

export type WebhookOnWire = z.input<typeof webhookSchema>;
export type WebhookDeliveryOnWire = z.input<typeof webhookDeliverySchema>;
export type IntegrationOnWire = z.input<typeof integrationSchema>;
