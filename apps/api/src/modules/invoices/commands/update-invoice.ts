import { INVOICE_MESSAGES, type SaveInvoiceBody, saveInvoiceBody } from '@agency/shared/invoices';
import { eq } from 'drizzle-orm';
import { invoiceItems, invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { invoiceAudience, invoiceUpdated } from '../audience.ts';
import { checkParties, dates, priced } from '../drafts.ts';
import { lockInvoice } from '../money.ts';
import { getInvoice, type InvoiceDetailRow, invoiceScope } from '../queries.ts';

/** Edit Invoice: drafts only (a sent invoice answers 409 and nothing changes); lines are replaced as sent. */
export async function updateInvoice(
  ctx: ServiceContext,
  id: string,
  input: SaveInvoiceBody,
): Promise<InvoiceDetailRow> {
  const caller = callerOf(ctx);
  const body = saveInvoiceBody.parse(input);
  await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id, invoiceScope(caller));
    if (!current) throw notFound(INVOICE_MESSAGES.notFound);
    if (current.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDraftsEdited);
    await checkParties(tx, body.clientId, body.projectId);
    const { issueDate, dueDate } = dates(body, ctx.now());
    const { lines, subtotalCents } = priced(body.items);
    await tx
      .update(invoices)
      .set({
        clientId: body.clientId,
        projectId: body.projectId,
        issueDate,
        dueDate,
        description: body.description,
        tags: body.tags,
        subtotalCents,
        taxCents: 0,
        totalCents: subtotalCents,
      })
      .where(eq(invoices.id, id));
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    await tx.insert(invoiceItems).values(lines.map((line) => ({ ...line, invoiceId: id })));
    const audience = await invoiceAudience(tx, { clientId: body.clientId, status: 'draft' });
    await commitChange(tx, ctx, {
      audit: {
        action: 'invoice.updated',
        category: 'billing',
        target: { type: 'invoice', id, label: current.number },
        scope: { clientId: body.clientId, projectId: body.projectId },
        details: { totalCents: subtotalCents },
      },
      live: invoiceUpdated(audience, { id, status: 'draft' }),
    });
  });
  return getInvoice(ctx.db, caller, id);
}
