import { INVOICE_MESSAGES, MAX_INVOICE_TOTAL_CENTS } from '@agency/shared/invoices';
import { formatCents } from '@agency/shared/money';
import { type BillTimeResult, formatMinutes, minutesCostCents, TIME_MESSAGES } from '@agency/shared/time';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoiceItems, invoices, projects, tasks, timeEntries, timesheets } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { invoiceAudience, invoiceUpdated } from '../../invoices/audience.ts';
import { lockInvoice } from '../../invoices/money.ts';

/** Approved billable time of a project not yet on an invoice, one group per task (null: time on no task). */
async function unbilledByTask(tx: Db, projectId: string) {
  return tx
    .select({
      taskId: timeEntries.taskId,
      taskTitle: tasks.title,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`.mapWith(Number),
      entryIds: sql<string[]>`array_agg(${timeEntries.id})`,
    })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(
      and(
        eq(timeEntries.projectId, projectId),
        eq(timesheets.status, 'approved'),
        eq(timeEntries.billable, true),
        isNull(timeEntries.invoiceId),
        isNotNull(timeEntries.minutes),
      ),
    )
    .groupBy(timeEntries.taskId, tasks.title)
    .orderBy(asc(tasks.title));
}

/**
 * Adds a project's approved, billable, not yet invoiced time to a draft invoice of the project's client: one line per
 * task (hours × the project's hourly rate, rounded once per line), and marks the entries billed with the invoice and
 * their line.
 * Billed once, whatever runs at the same time: the invoice row is locked, then the project's billing lock is taken,
 * and the unbilled time is read only after both (READ COMMITTED reads each statement afresh), so a second request
 * on this or any other invoice finds the entries already billed.
 */
export async function billTime(ctx: ServiceContext, invoiceId: string, projectId: string): Promise<BillTimeResult> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
    if (invoice.status !== 'draft') throw conflict(TIME_MESSAGES.invoiceNotDraft);
    const [project] = await tx
      .select({ id: projects.id, name: projects.name, clientId: projects.clientId, rate: projects.hourlyRateCents })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!project) throw notFound(TIME_MESSAGES.projectNotFound);
    if (project.clientId !== invoice.clientId || (invoice.projectId && invoice.projectId !== project.id)) {
      throw badRequest(TIME_MESSAGES.projectNotOfInvoiceClient, { projectId: TIME_MESSAGES.projectNotOfInvoiceClient });
    }
    if (project.rate === null) throw conflict(TIME_MESSAGES.noRate);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('time.bill'), hashtext(${project.id}))`);
    const groups = await unbilledByTask(tx, project.id);
    if (groups.length === 0) throw conflict(TIME_MESSAGES.nothingToBill);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${invoiceItems.position}), -1)::int`.mapWith(Number) })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoiceId));
    const rate = project.rate;
    const lines = groups.map((group, index) => {
      const amountCents = minutesCostCents(group.minutes, rate);
      const what = group.taskTitle ?? project.name;
      return {
        invoiceId,
        description: `${what}: ${formatMinutes(group.minutes)} h × ${formatCents(rate)}/h`,
        quantity: 1,
        unitPriceCents: amountCents,
        amountCents,
        position: (last?.position ?? -1) + 1 + index,
        kind: 'service',
      };
    });
    const addedCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const [sums] = await tx
      .select({ subtotal: sql<number>`coalesce(sum(${invoiceItems.amountCents}), 0)::bigint`.mapWith(Number) })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoiceId));
    const subtotalCents = (sums?.subtotal ?? 0) + addedCents;
    if (subtotalCents > MAX_INVOICE_TOTAL_CENTS) throw badRequest(INVOICE_MESSAGES.totalTooLarge);
    const inserted = await tx
      .insert(invoiceItems)
      .values(lines)
      .returning({ id: invoiceItems.id, position: invoiceItems.position });
    const lineAt = new Map(inserted.map((row) => [row.position, row.id]));
    await tx
      .update(invoices)
      .set({ subtotalCents, taxCents: 0, totalCents: subtotalCents })
      .where(eq(invoices.id, invoiceId));
    const entryIds = groups.flatMap((group) => group.entryIds);
    // Each entry is billed by its task's line, and is billed no more when that line goes (invoices/billed-time.ts).
    for (const [index, group] of groups.entries()) {
      await tx
        .update(timeEntries)
        .set({ invoiceId, invoiceItemId: lineAt.get(lines[index]!.position)! })
        .where(inArray(timeEntries.id, group.entryIds));
    }
    const minutes = groups.reduce((sum, group) => sum + group.minutes, 0);
    const audience = await invoiceAudience(tx, { clientId: invoice.clientId, status: 'draft' });
    await commitChange(tx, ctx, {
      audit: {
        action: 'invoice.time-billed',
        category: 'billing',
        target: { type: 'invoice', id: invoiceId, label: invoice.number },
        scope: { clientId: invoice.clientId, projectId: project.id },
        details: { entries: entryIds.length, minutes, amountCents: addedCents },
      },
      live: [
        invoiceUpdated(audience, { id: invoiceId, status: 'draft' }),
        { type: 'time.updated', userIds: audience, staffOnly: true, payload: { invoice: invoiceId, projectId } },
      ],
    });
    return { invoiceId, lines: lines.length, entries: entryIds.length, minutes, amountCents: addedCents };
  });
}
