import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { activeAdminIds, activeClientUsers } from '../../../lib/recipients.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { invoiceUpdated } from '../audience.ts';
import { invoiceUrl } from '../drafts.ts';
import { todayUtc } from '../money.ts';

/**
 * The hourly job: a sent invoice becomes overdue the day after its due date (D10), never on it. Each one notifies
 * the client's people and the agency's admins and announces `invoices.updated`, in one transaction.
 */
export async function markOverdue(ctx: ServiceContext): Promise<string[]> {
  const today = todayUtc(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(invoices)
      .set({ status: 'overdue' })
      .where(and(eq(invoices.status, 'sent'), sql`${invoices.dueDate} < ${today}::date`))
      .returning({
        id: invoices.id,
        number: invoices.number,
        clientId: invoices.clientId,
        projectId: invoices.projectId,
        dueDate: invoices.dueDate,
      });
    if (due.length === 0) return [];
    const admins = await activeAdminIds(tx);
    const names = new Map(
      (
        await tx
          .select({ id: clients.id, name: clients.name })
          .from(clients)
          .where(inArray(clients.id, [...new Set(due.map((row) => row.clientId))]))
      ).map((row) => [row.id, row.name]),
    );
    const notices = [];
    const audits = [];
    const live = [];
    for (const invoice of due) {
      const people = await activeClientUsers(tx, invoice.clientId);
      const related = { type: 'invoice', id: invoice.id, name: invoice.number };
      notices.push(
        ...people.map((person) => ({
          userId: person.id,
          type: 'payment' as const,
          level: 'warning' as const,
          text: notificationText('invoiceOverdue', { number: invoice.number }),
          actionUrl: invoiceUrl(invoice.id),
          related,
        })),
        ...admins.map((adminId) => ({
          userId: adminId,
          type: 'payment' as const,
          level: 'warning' as const,
          text: notificationText('invoiceOverdueStaff', {
            number: invoice.number,
            client: names.get(invoice.clientId) ?? '',
            dueDate: invoice.dueDate,
          }),
          actionUrl: invoiceUrl(invoice.id),
          related,
        })),
      );
      audits.push({
        action: 'invoice.overdue',
        category: 'billing' as const,
        actor: null,
        target: { type: 'invoice', id: invoice.id, label: invoice.number },
        scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
        details: { dueDate: invoice.dueDate },
      });
      const audience = [...new Set([...admins, ...people.map((person) => person.id)])];
      live.push(invoiceUpdated(audience, { id: invoice.id, status: 'overdue' }));
    }
    await commitChange(tx, ctx, { notify: notices, audit: audits, live });
    return due.map((row) => row.id);
  });
}
