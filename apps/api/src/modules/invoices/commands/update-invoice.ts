import { INVOICE_MESSAGES, type SaveInvoiceBody, saveInvoiceBody } from '@agency/shared/invoices';
import { eq, inArray } from 'drizzle-orm';
import { invoiceItems, invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { invoiceAudience, invoiceUpdated } from '../audience.ts';
import { releaseBilledTime, timeReleased } from '../billed-time.ts';
import { checkParties, dates, priced } from '../drafts.ts';
import { lockInvoice } from '../money.ts';
import { getInvoice, type InvoiceDetailRow, invoiceScope } from '../queries.ts';

/**
 * Edit Invoice: drafts only (a sent invoice answers 409 and nothing changes); the lines become the ones sent. A line
 * sent with the id of one of the invoice's lines is that line, edited in place (time billed by it stays billed); a
 * line of the invoice not sent is removed, and the time it billed can be billed again.
 */
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
    const existing = new Set(
      (await tx.select({ id: invoiceItems.id }).from(invoiceItems).where(eq(invoiceItems.invoiceId, id))).map(
        (row) => row.id,
      ),
    );
    // Each existing line is kept by the first line sent with its id; any other line is new.
    const kept = new Map<string, (typeof lines)[number]>();
    const fresh: typeof lines = [];
    lines.forEach((line, index) => {
      const lineId = body.items[index]?.id;
      if (lineId && existing.has(lineId) && !kept.has(lineId)) kept.set(lineId, line);
      else fresh.push(line);
    });
    const removed = [...existing].filter((lineId) => !kept.has(lineId));
    const freed = await releaseBilledTime(tx, id, removed);
    if (removed.length > 0) await tx.delete(invoiceItems).where(inArray(invoiceItems.id, removed));
    for (const [lineId, line] of kept) await tx.update(invoiceItems).set(line).where(eq(invoiceItems.id, lineId));
    if (fresh.length > 0) await tx.insert(invoiceItems).values(fresh.map((line) => ({ ...line, invoiceId: id })));
    const audience = await invoiceAudience(tx, { clientId: body.clientId, status: 'draft' });
    await commitChange(tx, ctx, {
      audit: {
        action: 'invoice.updated',
        category: 'billing',
        target: { type: 'invoice', id, label: current.number },
        scope: { clientId: body.clientId, projectId: body.projectId },
        details: { totalCents: subtotalCents, ...(freed > 0 ? { timeEntriesFreed: freed } : {}) },
      },
      live: [invoiceUpdated(audience, { id, status: 'draft' }), ...(await timeReleased(tx, id, freed))],
    });
  });
  return getInvoice(ctx.db, caller, id);
}
