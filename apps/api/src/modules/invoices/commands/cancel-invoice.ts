import { INVOICE_MESSAGES } from '@agency/shared/invoices';
import { eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { activeClientUsers } from '../../../lib/recipients.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { invoiceAudience, invoiceUpdated } from '../audience.ts';
import { releaseBilledTime, timeReleased } from '../billed-time.ts';
import { invoiceUrl } from '../drafts.ts';
import { lockInvoice } from '../money.ts';
import { getInvoice, type InvoiceDetailRow, invoiceScope } from '../queries.ts';

/**
 * Cancel: sent or overdue → cancelled (issued invoices are never deleted); the client's people are told. The time it
 * billed can be billed again, on the invoice that replaces it.
 */
export async function cancelInvoice(ctx: ServiceContext, id: string): Promise<InvoiceDetailRow> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id, invoiceScope(caller));
    if (!current) throw notFound(INVOICE_MESSAGES.notFound);
    if (current.status !== 'sent' && current.status !== 'overdue') throw conflict(INVOICE_MESSAGES.cancelOnlyIssued);
    await tx.update(invoices).set({ status: 'cancelled', cancelledAt: ctx.now() }).where(eq(invoices.id, id));
    const freed = await releaseBilledTime(tx, id, 'all');
    const people = await activeClientUsers(tx, current.clientId);
    const audience = await invoiceAudience(tx, { clientId: current.clientId, status: 'cancelled' });
    await commitChange(tx, ctx, {
      notify: people.map((person) => ({
        userId: person.id,
        type: 'payment' as const,
        level: 'warning' as const,
        text: notificationText('invoiceCancelled', { number: current.number }),
        actionUrl: invoiceUrl(id),
        related: { type: 'invoice', id, name: current.number },
      })),
      audit: {
        action: 'invoice.cancelled',
        category: 'billing',
        target: { type: 'invoice', id, label: current.number },
        scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
        details: { from: current.status, ...(freed > 0 ? { timeEntriesFreed: freed } : {}) },
      },
      live: [invoiceUpdated(audience, { id, status: 'cancelled' }), ...(await timeReleased(tx, id, freed))],
    });
  });
  return getInvoice(ctx.db, caller, id);
}
