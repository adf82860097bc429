import { INVOICE_MESSAGES } from '@agency/shared/invoices';
import { and, eq, sql } from 'drizzle-orm';
import { documentSequences, invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { invoiceAudience, invoiceUpdated } from '../audience.ts';
import { releaseBilledTime, timeReleased } from '../billed-time.ts';
import { lockInvoice } from '../money.ts';
import { invoiceScope } from '../queries.ts';

/**
 * Deletes a draft; the newest draft gives its number back to the sequence, so the series stays without gaps. Time it
 * billed can be billed again.
 */
export async function deleteInvoice(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id, invoiceScope(callerOf(ctx)));
    if (!current) throw notFound(INVOICE_MESSAGES.notFound);
    if (current.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDraftsDeleted);
    const freed = await releaseBilledTime(tx, id, 'all');
    await tx.delete(invoices).where(eq(invoices.id, id));
    const match = /^(INV-\d{4})-(\d+)$/.exec(current.number);
    if (match) {
      await tx
        .update(documentSequences)
        .set({ lastValue: sql`${documentSequences.lastValue} - 1` })
        .where(and(eq(documentSequences.key, match[1]!), eq(documentSequences.lastValue, Number(match[2]))));
    }
    const audience = await invoiceAudience(tx, { clientId: current.clientId, status: 'draft' });
    await commitChange(tx, ctx, {
      audit: {
        action: 'invoice.deleted',
        category: 'billing',
        target: { type: 'invoice', id, label: current.number },
        scope: { clientId: current.clientId, projectId: current.projectId },
        ...(freed > 0 ? { details: { timeEntriesFreed: freed } } : {}),
      },
      live: [invoiceUpdated(audience, { id, status: 'draft' }), ...(await timeReleased(tx, id, freed))],
    });
  });
}
