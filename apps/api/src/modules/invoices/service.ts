import type { InvoiceStatus } from '@agency/shared/enums';
import {
  addDays,
  INVOICE_MESSAGES,
  type InvoiceSummary,
  LATE_FEE_PERCENT_PER_MONTH,
  lateFeeCents,
  monthsLate,
  NET_DAYS,
  type SaveInvoiceBody,
  saveInvoiceBody,
} from '@agency/shared/invoices';
import { dollarsToCents, formatCents, lineAmountCents, sumCents } from '@agency/shared/money';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { clients, documentSequences, invoiceItems, invoices, payments, projects } from '../../db/schema/index.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { nextDocumentNumber } from '../../lib/document-numbers.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { activeAdminIds, activeClientUsers } from '../../lib/recipients.ts';
import type { Caller } from '../../plugins/access.ts';
import { publish } from '../../realtime/publish.ts';
import { notify } from '../notifications/service.ts';

/**
 * Invoices (001 §2 Invoices and Billing; D10, D11). Rules kept here:
 * - numbers come from the gap-free INV-YYYY sequence when an invoice is CREATED (the year of its issue date), in
 *   the creating transaction; deleting the newest draft gives its number back;
 * - every amount is computed here from quantity × rate: whatever amount a browser sends is never read;
 * - only drafts are edited or deleted; issuing (send) e-mails the client's people with the PDF; issued invoices
 *   are cancelled, never deleted; `paid` is set by payments, never here; `overdue` by the hourly job below.
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

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// Written with qualified names: in a one-table select drizzle leaves columns unqualified, and a bare "id" inside
// the subquery would be the payment's own id.
const paidSubquery = sql<number>`(select coalesce(sum(p.amount_cents), 0)::int from payments p where p.invoice_id = "invoices"."id" and p.status = 'succeeded')`;
const lateFeeLinesSubquery = sql<number>`(select coalesce(sum(li.amount_cents), 0)::int from invoice_items li where li.invoice_id = "invoices"."id" and li.kind = 'late_fee')`;

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
  paidCents: paidSubquery.mapWith(Number),
  lateFeeLinesCents: lateFeeLinesSubquery.mapWith(Number),
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
// Writing
// ---------------------------------------------------------------------------------------------------------------

type SaveInput = z.output<typeof saveInvoiceBody>;

/** Lines priced on the server from quantity and rate (D11); the total is their sum. */
function priced(items: SaveInput['items']) {
  const lines = items.map((item, position) => {
    const unitPriceCents = dollarsToCents(item.rate);
    return {
      description: item.description,
      quantity: item.quantity,
      unitPriceCents,
      amountCents: lineAmountCents({ quantity: item.quantity, unitPriceCents }),
      position,
    };
  });
  const subtotalCents = sumCents(lines.map((line) => line.amountCents));
  return { lines, subtotalCents };
}

/** The client must exist and the project, when given, must belong to it; answered as field errors. */
async function checkParties(db: Db, clientId: string, projectId: string | null) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!client) throw badRequest(INVOICE_MESSAGES.clientNotFound, { clientId: INVOICE_MESSAGES.clientNotFound });
  if (projectId) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
      .limit(1);
    if (!project) {
      throw badRequest(INVOICE_MESSAGES.projectNotOfClient, { projectId: INVOICE_MESSAGES.projectNotOfClient });
    }
  }
  return client;
}

function dates(body: SaveInput) {
  const issueDate = body.issueDate ?? todayUtc();
  const dueDate = body.dueDate ?? addDays(issueDate, NET_DAYS);
  if (dueDate < issueDate)
    throw badRequest(INVOICE_MESSAGES.dueBeforeIssue, { dueDate: INVOICE_MESSAGES.dueBeforeIssue });
  return { issueDate, dueDate };
}

function who(actor: Actor) {
  return { id: actor.id, email: actor.email, name: actor.name };
}

/** Announces a change: drafts to the staff only, issued invoices to the client's organisation and the staff. */
async function announce(tx: Db, invoice: { id: string; clientId: string; status: InvoiceStatus }) {
  await publish(tx, {
    type: 'invoices.updated',
    clientId: invoice.status === 'draft' ? null : invoice.clientId,
    payload: { id: invoice.id, status: invoice.status },
  });
}

export async function createInvoice(
  db: Db,
  caller: Caller,
  input: SaveInvoiceBody,
  context?: RequestContext,
): Promise<InvoiceDetailRow> {
  const body = saveInvoiceBody.parse(input);
  const id = await db.transaction(async (tx) => {
    const client = await checkParties(tx, body.clientId, body.projectId);
    const { issueDate, dueDate } = dates(body);
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
    await tx.insert(invoiceItems).values(lines.map((line) => ({ ...line, invoiceId: invoice!.id })));
    await writeAudit(tx, {
      action: 'invoice.created',
      category: 'billing',
      actor: who(caller.user),
      target: { type: 'invoice', id: invoice!.id, label: number },
      scope: { clientId: body.clientId, projectId: body.projectId },
      details: { client: client.name, totalCents: subtotalCents },
      context,
    });
    await announce(tx, { id: invoice!.id, clientId: body.clientId, status: 'draft' });
    return invoice!.id;
  });
  return getInvoice(db, caller, id);
}

/** Locks the invoice row for the change, within the caller's scope. */
async function lockInvoice(tx: Db, caller: Caller, id: string) {
  const [row] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      clientId: invoices.clientId,
      projectId: invoices.projectId,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      lateFeeMonths: invoices.lateFeeMonths,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), invoiceScope(caller)))
    .for('update');
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

/** Edit Invoice: drafts only (a sent invoice answers 409 and nothing changes); lines are replaced as sent. */
export async function updateInvoice(
  db: Db,
  caller: Caller,
  id: string,
  input: SaveInvoiceBody,
  context?: RequestContext,
): Promise<InvoiceDetailRow> {
  const body = saveInvoiceBody.parse(input);
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller, id);
    if (current.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDraftsEdited);
    await checkParties(tx, body.clientId, body.projectId);
    const { issueDate, dueDate } = dates(body);
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
    await writeAudit(tx, {
      action: 'invoice.updated',
      category: 'billing',
      actor: who(caller.user),
      target: { type: 'invoice', id, label: current.number },
      scope: { clientId: body.clientId, projectId: body.projectId },
      details: { totalCents: subtotalCents },
      context,
    });
    await announce(tx, { id, clientId: body.clientId, status: 'draft' });
  });
  return getInvoice(db, caller, id);
}

/** Deletes a draft; the newest draft gives its number back to the sequence, so the series stays without gaps. */
export async function deleteInvoice(db: Db, caller: Caller, id: string, context?: RequestContext) {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller, id);
    if (current.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDraftsDeleted);
    await tx.delete(invoices).where(eq(invoices.id, id));
    const match = /^(INV-\d{4})-(\d+)$/.exec(current.number);
    if (match) {
      await tx
        .update(documentSequences)
        .set({ lastValue: sql`${documentSequences.lastValue} - 1` })
        .where(and(eq(documentSequences.key, match[1]!), eq(documentSequences.lastValue, Number(match[2]))));
    }
    await writeAudit(tx, {
      action: 'invoice.deleted',
      category: 'billing',
      actor: who(caller.user),
      target: { type: 'invoice', id, label: current.number },
      scope: { clientId: current.clientId, projectId: current.projectId },
      context,
    });
    await announce(tx, { id, clientId: current.clientId, status: 'draft' });
  });
}

export interface SendDependencies {
  renderPdf(invoice: InvoiceDetailRow): Promise<Buffer>;
  enqueueMail(
    tx: Db,
    mail: {
      to: string[];
      subject: string;
      text: string;
      kind: string;
      attachments: { filename: string; contentType: string; content: string }[];
    },
  ): Promise<unknown>;
  publicUrl: string;
}

const invoiceUrl = (id: string) => `/dashboard/billing?invoice=${id}`;

/** Send (issue): draft → sent; the client's people get the invoice by e-mail with its PDF, and a notification. */
export async function sendInvoice(
  db: Db,
  caller: Caller,
  id: string,
  deps: SendDependencies,
  context?: RequestContext,
): Promise<InvoiceDetailRow> {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller, id);
    if (current.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDraftsSent);
    await tx.update(invoices).set({ status: 'sent', sentAt: new Date() }).where(eq(invoices.id, id));
    const invoice = await getInvoice(tx, caller, id);
    const pdf = await deps.renderPdf(invoice);
    const people = await activeClientUsers(tx, current.clientId);
    const to = people.length > 0 ? people.map((p) => p.email) : [invoice.clientEmail];
    const link = `${deps.publicUrl}${invoiceUrl(id)}`;
    await deps.enqueueMail(tx, {
      to,
      subject: `Invoice ${invoice.number} from Northstar Digital`,
      text: [
        `Hello ${invoice.clientName},`,
        '',
        `Please find attached invoice ${invoice.number}${invoice.projectName ? ` for ${invoice.projectName}` : ''}.`,
        `Amount due: ${formatCents(invoice.amountDueCents)}`,
        `Due date: ${invoice.dueDate}`,
        '',
        `View and pay it in your portal: ${link}`,
        '',
        `Payment is due within the terms shown on the invoice; overdue balances carry a late fee of ${LATE_FEE_PERCENT_PER_MONTH}% per month.`,
      ].join('\n'),
      kind: 'invoice-issued',
      attachments: [
        { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
      ],
    });
    await notify(
      tx,
      people.map((person) => ({
        userId: person.id,
        type: 'payment' as const,
        level: 'info' as const,
        text: notificationText('invoiceSent', {
          number: invoice.number,
          amount: invoice.amountDueCents,
          dueDate: invoice.dueDate,
        }),
        actionUrl: invoiceUrl(id),
        related: { type: 'invoice', id, name: invoice.number },
        metadata: { amountCents: invoice.amountDueCents, deadline: invoice.dueDate, actionRequired: true },
      })),
    );
    await writeAudit(tx, {
      action: 'invoice.sent',
      category: 'billing',
      actor: who(caller.user),
      target: { type: 'invoice', id, label: invoice.number },
      scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
      details: { to, totalCents: invoice.totalCents },
      context,
    });
    await announce(tx, { id, clientId: current.clientId, status: 'sent' });
  });
  return getInvoice(db, caller, id);
}

/** Cancel: sent or overdue → cancelled (issued invoices are never deleted); the client's people are told. */
export async function cancelInvoice(db: Db, caller: Caller, id: string, context?: RequestContext) {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller, id);
    if (current.status !== 'sent' && current.status !== 'overdue') throw conflict(INVOICE_MESSAGES.cancelOnlyIssued);
    await tx.update(invoices).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(invoices.id, id));
    const people = await activeClientUsers(tx, current.clientId);
    await notify(
      tx,
      people.map((person) => ({
        userId: person.id,
        type: 'payment' as const,
        level: 'warning' as const,
        text: notificationText('invoiceCancelled', { number: current.number }),
        actionUrl: invoiceUrl(id),
        related: { type: 'invoice', id, name: current.number },
      })),
    );
    await writeAudit(tx, {
      action: 'invoice.cancelled',
      category: 'billing',
      actor: who(caller.user),
      target: { type: 'invoice', id, label: current.number },
      scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
      details: { from: current.status },
      context,
    });
    await announce(tx, { id, clientId: current.clientId, status: 'cancelled' });
  });
  return getInvoice(db, caller, id);
}

/**
 * Apply the late fee (an admin's choice): on an overdue invoice, one line of 1.5% a month of the unpaid amount
 * (late fees excluded) for each started month of lateness not yet charged. A second call in the same month: 409.
 */
export async function applyLateFee(db: Db, caller: Caller, id: string, context?: RequestContext) {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller, id);
    if (current.status !== 'overdue') throw conflict(INVOICE_MESSAGES.lateFeeOnlyOverdue);
    const [figures] = await tx
      .select({ paidCents: paidSubquery.mapWith(Number), lateFeeLinesCents: lateFeeLinesSubquery.mapWith(Number) })
      .from(invoices)
      .where(eq(invoices.id, id));
    const months = monthsLate(current.dueDate, todayUtc());
    const charged = months - current.lateFeeMonths;
    const principal = Math.max(0, current.totalCents - figures!.lateFeeLinesCents - figures!.paidCents);
    const fee = lateFeeCents(principal, charged);
    if (charged <= 0 || fee <= 0) throw conflict(INVOICE_MESSAGES.lateFeeAlreadyApplied);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${invoiceItems.position}), -1)::int` })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id));
    const first = current.lateFeeMonths + 1;
    await tx.insert(invoiceItems).values({
      invoiceId: id,
      description:
        charged === 1
          ? `Late fee: ${LATE_FEE_PERCENT_PER_MONTH}% for month ${months} of lateness`
          : `Late fee: ${LATE_FEE_PERCENT_PER_MONTH}% × ${charged} months (months ${first}–${months} of lateness)`,
      quantity: 1,
      unitPriceCents: fee,
      amountCents: fee,
      position: (last?.position ?? -1) + 1,
      kind: 'late_fee',
    });
    await tx
      .update(invoices)
      .set({
        lateFeeMonths: months,
        subtotalCents: sql`${invoices.subtotalCents} + ${fee}`,
        totalCents: sql`${invoices.totalCents} + ${fee}`,
      })
      .where(eq(invoices.id, id));
    await writeAudit(tx, {
      action: 'invoice.late-fee-applied',
      category: 'billing',
      actor: who(caller.user),
      target: { type: 'invoice', id, label: current.number },
      scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
      details: { feeCents: fee, months: charged, principalCents: principal },
      context,
    });
    await announce(tx, { id, clientId: current.clientId, status: 'overdue' });
  });
  return getInvoice(db, caller, id);
}

/**
 * The hourly job: a sent invoice becomes overdue the day after its due date (D10), never on it. Each one notifies
 * the client's people and the agency's admins and announces `invoices.updated`, in one transaction.
 */
export async function markOverdue(db: Db, now: Date): Promise<string[]> {
  const today = todayUtc(now);
  return db.transaction(async (tx) => {
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
    for (const invoice of due) {
      const people = await activeClientUsers(tx, invoice.clientId);
      const clientName = names.get(invoice.clientId) ?? '';
      await notify(tx, [
        ...people.map((person) => ({
          userId: person.id,
          type: 'payment' as const,
          level: 'warning' as const,
          text: notificationText('invoiceOverdue', { number: invoice.number }),
          actionUrl: invoiceUrl(invoice.id),
          related: { type: 'invoice', id: invoice.id, name: invoice.number },
        })),
        ...admins.map((adminId) => ({
          userId: adminId,
          type: 'payment' as const,
          level: 'warning' as const,
          text: notificationText('invoiceOverdueStaff', {
            number: invoice.number,
            client: clientName,
            dueDate: invoice.dueDate,
          }),
          actionUrl: invoiceUrl(invoice.id),
          related: { type: 'invoice', id: invoice.id, name: invoice.number },
        })),
      ]);
      await writeAudit(tx, {
        action: 'invoice.overdue',
        category: 'billing',
        target: { type: 'invoice', id: invoice.id, label: invoice.number },
        scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
        details: { dueDate: invoice.dueDate },
      });
      await announce(tx, { id: invoice.id, clientId: invoice.clientId, status: 'overdue' });
    }
    return due.map((row) => row.id);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Summary cards and the dialog's options
// ---------------------------------------------------------------------------------------------------------------

/** The agency's cards or the client's, computed from invoices and completed payments (D13). */
export async function invoiceSummary(db: Db, caller: Caller): Promise<InvoiceSummary> {
  if (caller.access === 'any') {
    const [revenue] = await db
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.status, 'succeeded'));
    const byStatus = await db
      .select({
        status: invoices.status,
        count: sql<number>`count(*)::int`.mapWith(Number),
        totalCents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int`.mapWith(Number),
        dueCents: sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${paidSubquery}, 0)), 0)::int`.mapWith(
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
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`.mapWith(Number) })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.status, 'succeeded'), scope));
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      outstanding:
        sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${paidSubquery}, 0)) filter (where ${invoices.status} in ('sent', 'overdue')), 0)::int`.mapWith(
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
      paidCents: paidSubquery.mapWith(Number),
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
