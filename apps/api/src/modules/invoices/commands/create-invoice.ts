import { type SaveInvoiceBody, saveInvoiceBody } from '@agency/shared/invoices';
import { invoiceItems, invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { nextDocumentNumber } from '../../../lib/document-numbers.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { invoiceAudience, invoiceUpdated } from '../audience.ts';
import { checkParties, dates, priced } from '../drafts.ts';
import { getInvoice, type InvoiceDetailRow } from '../queries.ts';

/** Create New Invoice: a draft with the next INV-YYYY number (the year of its issue date), priced on the server. */
export async function createInvoice(ctx: ServiceContext, input: SaveInvoiceBody): Promise<InvoiceDetailRow> {
  const caller = callerOf(ctx);
  const body = saveInvoiceBody.parse(input);
  const id = await ctx.db.transaction(async (tx) => {
    const client = await checkParties(tx, body.clientId, body.projectId);
    const { issueDate, dueDate } = dates(body, ctx.now());
    const { lines, subtotalCents } = priced(body.items);
    const number = await nextDocumentNumber(tx, 'INV', Number(issueDate.slice(0, 4)));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        number,
        clientId: body.clientId,
        projectId: body.projectId,
        status: 'draft',
        issueDate,
        dueDate,
        description: body.description,
        tags: body.tags,
        subtotalCents,
        taxCents: 0,
        totalCents: subtotalCents,
        createdById: caller.user.id,
      })
      .returning({ id: invoices.id });
    const invoiceId = invoice!.id;
    await tx.insert(invoiceItems).values(lines.map((line) => ({ ...line, invoiceId })));
    const audience = await invoiceAudience(tx, { clientId: body.clientId, status: 'draft' });
    await commitChange(tx, ctx, {
      audit: {
        action: 'invoice.created',
        category: 'billing',
        target: { type: 'invoice', id: invoiceId, label: number },
        scope: { clientId: body.clientId, projectId: body.projectId },
        details: { client: client.name, totalCents: subtotalCents },
      },
      live: invoiceUpdated(audience, { id: invoiceId, status: 'draft' }),
    });
    return invoiceId;
  });
  return getInvoice(ctx.db, caller, id);
}
