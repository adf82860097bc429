import { randomBytes } from 'node:crypto';
import { INTEGRATION_MESSAGES } from '@agency/shared/integrations';
import type { AuditEntry } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { isOwnOrigin } from './delivery.ts';

/** A signing secret: 32 random bytes, prefixed so it is recognisable in a receiver's configuration. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/** The audit row of an endpoint change: the URL names it; the secret never appears. */
export function webhookAudit(action: string, endpoint: { id: string; url: string }, details?: Record<string, unknown>) {
  return {
    action,
    category: 'settings',
    target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
    details,
  } satisfies AuditEntry;
}

/** The schema checked the scheme; the portal's own origin depends on the configuration, so it is checked here. */
export function assertDeliverable(url: string, publicUrl: string) {
  if (isOwnOrigin(url, publicUrl))
    throw badRequest(INTEGRATION_MESSAGES.urlOwnOrigin, { url: INTEGRATION_MESSAGES.urlOwnOrigin });
}
