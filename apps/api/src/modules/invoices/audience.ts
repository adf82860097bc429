import type { InvoiceStatus } from '@agency/shared/enums';
import type { Db } from '../../db/client.ts';
import { activeAdminIds, activeClientUsers } from '../../lib/recipients.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

/**
 * Who may receive an invoice's (or its payments') live events: the rule of the REST read (invoiceScope) as user ids.
 * Admins read every invoice; the client's people read their organisation's issued invoices (never a draft); agents
 * have no billing access (001 §6) and so never hear of one (#18 defect 14). Addressed by user ids because a
 * `clientId` audience reaches every staff member, agents included (realtime/audience.ts).
 */
export async function invoiceAudience(tx: Db, invoice: { clientId: string; status: InvoiceStatus }): Promise<string[]> {
  if (invoice.status === 'draft') return activeAdminIds(tx);
  return billingAudience(tx, invoice.clientId);
}

/**
 * Who may read an organisation's billing (payment methods, plan, issued invoices): the admins (`any`) and the
 * organisation's own people (`own`); agents have no billing permission at all.
 */
export async function billingAudience(tx: Db, clientId: string): Promise<string[]> {
  const admins = await activeAdminIds(tx);
  const people = await activeClientUsers(tx, clientId);
  return [...new Set([...admins, ...people.map((person) => person.id)])];
}

/** The `invoices.updated` event of a change, for the audience above. */
export function invoiceUpdated(userIds: string[], invoice: { id: string; status: InvoiceStatus }): LiveEventInput {
  return { type: 'invoices.updated', userIds, payload: { id: invoice.id, status: invoice.status } };
}
