import type { InvoiceStatus } from '@agency/shared/enums';
import { INVOICE_MESSAGES, type InvoiceSummary, lateFeeCents, monthsLate } from '@agency/shared/invoices';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, invoiceItems, invoices, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { lateFeeLinesSql, paidCentsSql, todayUtc } from './money.ts';

/**
 * Invoices (001 §2 Invoices and Billing; D10, D11). Rules kept here:
 * - numbers come from the gap-free INV-YYYY sequence when an invoice is CREATED (the year of its issue date), in
 *   the creating transaction; deleting the newest draft gives its number back;
 * - every amount is computed here from quantity × rate: whatever amount a browser sends is never read;
 * - only drafts are edited or deleted; issuing (send) e-mails the client's people with the PDF; issued invoices
 *   are cancelled, never deleted; `paid` is set by payments, never here; `overdue` by the hourly job (commands/mark-overdue.ts).
 * - scope (D5, D6): admins every invoice; a CLIENT their organisation's invoices except drafts (a draft is the
 *   agency's work in progress, invisible to the client); agents have no billing access (001 §6: the billing page
 *   is CLIENT or ADMIN only). Out of scope answers 404.
 */
export function invoiceScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  if (user.role === 'CLIENT' && user.clientId) {
    return and(eq(invoices.clientId, user.clientId), ne(invoices.status, 'draft'));
  }
  return sql`false`;
}

const columns = {
  id: invoices.id,
  number: invoices.number,
  clientId: invoices.clientId,
  clientName: clients.name,
  projectId: invoices.projectId,
  projectName: projects.name,
  status: invoices.status,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  description: invoices.description,
  tags: invoices.tags,
  subtotalCents: invoices.subtotalCents,
  totalCents: invoices.totalCents,
  lateFeeMonths: invoices.lateFeeMonths,
  sentAt: invoices.sentAt,
  paidAt: invoices.paidAt,
  cancelledAt: invoices.cancelledAt,
  paymentMethodLabel: invoices.paymentMethodLabel,
  createdAt: invoices.createdAt,
  paidCents: paidCentsSql.mapWith(Number),
  lateFeeLinesCents: lateFeeLinesSql.mapWith(Number),
};

type Row = {
  status: InvoiceStatus;
  dueDate: string;
  totalCents: number;
  paidCents: number;
  lateFeeLinesCents: number;
  lateFeeMonths: number;
};

/** The figures a row shows: amount due, and on an overdue invoice the late fee not yet applied (1.5% a month). */
export function withFigures<T extends Row>({ lateFeeLinesCents, lateFeeMonths, ...row }: T, today = todayUtc()) {
  const open = row.status === 'sent' || row.status === 'overdue' || row.status === 'draft';
  const amountDueCents = open ? Math.max(0, row.totalCents - row.paidCents) : 0;
  const late = row.status === 'overdue' ? monthsLate(row.dueDate, today) : 0;
  const unpaidPrincipal = Math.max(0, row.totalCents - lateFeeLinesCents - row.paidCents);
  return {
    ...row,
    amountDueCents,
    monthsLate: late,
    lateFeeCents: lateFeeCents(unpaidPrincipal, late - lateFeeMonths),
  };
}

function baseSelect(db: Db, extra: Record<string, SQL | unknown> = {}) {
  return db
    .select({ ...columns, ...(extra as object) })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(projects, eq(projects.id, invoices.projectId));
}

export interface InvoiceQuery {
  q?: string;
  status?: InvoiceStatus;
  cursor?: Cursor;
  limit: number;
}

/** The card grid: newest first, by status, searched by number, client or project (trigram indexes). */
export async function listInvoices(db: Db, caller: Caller, query: InvoiceQuery) {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({ ...columns, ...keyset(invoices) })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(
      and(
        invoiceScope(caller),
        query.status ? eq(invoices.status, query.status) : undefined,
        pattern
          ? or(ilike(invoices.number, pattern), ilike(clients.name, pattern), ilike(projects.name, pattern))
          : undefined,
        afterCursor(invoices, query.cursor),
      ),
    )
    .orderBy(...newestFirst(invoices))
    .limit(query.limit + 1);
  const today = todayUtc();
  const page = toPage(rows, query.limit);
  return { ...page, items: page.items.map((row) => withFigures(row, today)) };
}

async function loadInvoice(db: Db, caller: Caller, id: string) {
  const [row] = await baseSelect(db, { clientEmail: clients.email })
    .where(and(eq(invoices.id, id), invoiceScope(caller)))
    .limit(1);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row as typeof row & { clientEmail: string };
}

export async function getInvoice(db: Db, caller: Caller, id: string) {
  const row = await loadInvoice(db, caller, id);
  const items = await db
    .select({
      id: invoiceItems.id,
      description: invoiceItems.description,
      quantity: invoiceItems.quantity,
      unitPriceCents: invoiceItems.unitPriceCents,
      amountCents: invoiceItems.amountCents,
      kind: invoiceItems.kind,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position), asc(invoiceItems.id));
  return { ...withFigures(row), items: items.map((item) => ({ ...item, kind: item.kind as 'service' | 'late_fee' })) };
}

export type InvoiceDetailRow = Awaited<ReturnType<typeof getInvoice>>;

// ---------------------------------------------------------------------------------------------------------------
// Summary cards and the dialog's options
// ---------------------------------------------------------------------------------------------------------------

/** The agency's cards or the client's, computed from invoices and completed payments (D13). */
export async function invoiceSummary(db: Db, caller: Caller): Promise<InvoiceSummary> {
  if (caller.access === 'any') {
    // Money kept: what every invoice has received net of refunds, by the one definition (money.ts).
    const [revenue] = await db
      .select({ cents: sql<number>`coalesce(sum(${paidCentsSql}), 0)::bigint`.mapWith(Number) })
      .from(invoices);
    const byStatus = await db
      .select({
        status: invoices.status,
        count: sql<number>`count(*)::int`.mapWith(Number),
        totalCents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int`.mapWith(Number),
        dueCents: sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${paidCentsSql}, 0)), 0)::int`.mapWith(
          Number,
        ),
      })
      .from(invoices)
      .where(inArray(invoices.status, ['paid', 'sent', 'overdue']))
      .groupBy(invoices.status);
    const of = (status: InvoiceStatus) => byStatus.find((row) => row.status === status);
    return {
      kind: 'agency',
      totalRevenueCents: revenue?.cents ?? 0,
      paid: { count: of('paid')?.count ?? 0, cents: of('paid')?.totalCents ?? 0 },
      pending: { count: of('sent')?.count ?? 0, cents: of('sent')?.dueCents ?? 0 },
      overdue: { count: of('overdue')?.count ?? 0, cents: of('overdue')?.dueCents ?? 0 },
    };
  }
  const scope = invoiceScope(caller);
  const [paid] = await db
    .select({ cents: sql<number>`coalesce(sum(${paidCentsSql}), 0)::bigint`.mapWith(Number) })
    .from(invoices)
    .where(scope);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      outstanding:
        sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${paidCentsSql}, 0)) filter (where ${invoices.status} in ('sent', 'overdue')), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(scope);
  // Next Payment: the first open invoice by due date (001 §4: the first that is sent or overdue).
  const [next] = await db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: paidCentsSql.mapWith(Number),
    })
    .from(invoices)
    .where(and(scope, inArray(invoices.status, ['sent', 'overdue'])))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(1);
  return {
    kind: 'client',
    totalPaidCents: paid?.cents ?? 0,
    outstandingCents: totals?.outstanding ?? 0,
    nextPayment: next
      ? {
          invoiceId: next.invoiceId,
          number: next.number,
          dueDate: next.dueDate,
          amountDueCents: Math.max(0, next.totalCents - next.paidCents),
        }
      : null,
    totalInvoices: totals?.count ?? 0,
  };
}

/** Active clients with their projects, for the Create/Edit dialog (admins). */
export async function invoiceOptions(db: Db) {
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(clients)
    .leftJoin(projects, eq(projects.clientId, clients.id))
    .where(isNull(clients.archivedAt))
    .orderBy(asc(clients.name), asc(clients.id), asc(projects.name))
    .limit(2000);
  const byId = new Map<string, { id: string; name: string; email: string; projects: { id: string; name: string }[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, name: row.name, email: row.email, projects: [] };
    if (row.projectId && row.projectName) entry.projects.push({ id: row.projectId, name: row.projectName });
    byId.set(row.id, entry);
  }
  return { clients: [...byId.values()] };
}
