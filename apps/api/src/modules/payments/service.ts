import type { InvoiceStatus } from '@agency/shared/enums';
import {
  PAYMENT_MESSAGES,
  RECORDED_METHOD_LABELS,
  type RecordedPaymentMethod,
  type RecordPaymentBody,
  type RefundBody,
} from '@agency/shared/payments';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, invoices, paymentRefunds, payments } from '../../db/schema/index.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { activeClientUsers } from '../../lib/recipients.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { Caller } from '../../plugins/access.ts';
import { publish } from '../../realtime/publish.ts';
// A caller's invoices (D5) are the invoices module's: a CLIENT never reaches a draft, not even by id.
import { invoiceScope } from '../invoices/service.ts';
import { notify } from '../notifications/service.ts';

/** Other modules check plan limits through this service (001 §9): projects and members. */
export { assertWithinPlan } from './plans.ts';

// What an invoice has received: its completed payments less what was given back on them (refunds, charge-backs).
// Correlated subqueries over the invoice_id and payment_id indexes; no stored copy that could disagree (D13).
// Written as plain SQL with aliases: drizzle leaves columns unqualified in single-table selects, which would make
// the correlation ambiguous.
export const paidCentsOf = (_invoiceId: typeof invoices.id) =>
  sql<number>`(
    coalesce((select sum(p.amount_cents) from payments p
      where p.invoice_id = "invoices"."id" and p.status in ('succeeded', 'refunded')), 0)
    - coalesce((select sum(r.amount_cents) from payment_refunds r inner join payments p on p.id = r.payment_id
      where p.invoice_id = "invoices"."id" and p.status in ('succeeded', 'refunded')), 0)
  )::int`;

const refundedOf = sql<number>`(coalesce((select sum(r.amount_cents) from payment_refunds r
  where r.payment_id = "payments"."id"), 0))::int`;

const PAYABLE: InvoiceStatus[] = ['sent', 'overdue'];

function refusePayment(status: InvoiceStatus): never {
  if (status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  throw conflict(PAYMENT_MESSAGES.notPayable);
}

async function invoiceForPayment(tx: Db, id: string, scope?: SQL, lock = false) {
  const query = tx
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      projectId: invoices.projectId,
      status: invoices.status,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: paidCentsOf(invoices.id),
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), scope));
  const [invoice] = lock ? await query.for('update', { of: invoices }) : await query;
  if (!invoice) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
  return invoice;
}

const paymentColumns = {
  id: payments.id,
  invoiceId: payments.invoiceId,
  invoiceNumber: invoices.number,
  clientId: invoices.clientId,
  clientName: clients.name,
  amountCents: payments.amountCents,
  refundedCents: refundedOf,
  provider: payments.provider,
  status: payments.status,
  method: payments.method,
  reference: payments.reference,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
};

/** An invoice's payments with its paid and outstanding amounts, in the caller's scope (else 404). */
export async function invoicePayments(db: Db, caller: Caller, id: string) {
  const invoice = await invoiceForPayment(db, id, invoiceScope(caller));
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(payments.invoiceId, id))
    .orderBy(payments.createdAt);
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    status: invoice.status,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    outstandingCents: Math.max(0, invoice.totalCents - invoice.paidCents),
    payments: rows,
  };
}

/** Every payment newest first (admin, Financials). */
export async function listPayments(db: Db, query: { cursor?: Cursor; limit: number }) {
  const rows = await db
    .select({ ...paymentColumns, ...keyset(payments) })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(afterCursor(payments, query.cursor))
    .orderBy(...newestFirst(payments))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/**
 * Sent and overdue invoices, newest first, in the caller's scope: where an admin records what arrived, and where a
 * client sees what is left to pay (the plan page's invoice list, 001 §2).
 */
export async function listOpenInvoices(db: Db, caller: Caller, query: { cursor?: Cursor; limit: number }) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      clientName: clients.name,
      status: invoices.status,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: paidCentsOf(invoices.id),
      createdAt: invoices.createdAt,
      ...keyset(invoices),
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(invoiceScope(caller), inArray(invoices.status, PAYABLE), afterCursor(invoices, query.cursor)))
    .orderBy(...newestFirst(invoices))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * After a payment or a refund: an open invoice whose payments cover its total becomes paid (with the date and how
 * it was paid); a paid one that no longer is covered goes back to sent, or overdue past its due date. Nothing else
 * moves a status here, so a late or repeated event can never regress one.
 */
async function settle(
  tx: Db,
  invoiceId: string,
  input: { methodLabel: string | null; paidAt: Date; now: Date },
): Promise<{ status: InvoiceStatus; changed: boolean }> {
  const invoice = await invoiceForPayment(tx, invoiceId, undefined, true);
  if (PAYABLE.includes(invoice.status) && invoice.paidCents >= invoice.totalCents) {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: input.paidAt, paymentMethodLabel: input.methodLabel })
      .where(eq(invoices.id, invoiceId));
    return { status: 'paid', changed: true };
  }
  if (invoice.status === 'paid' && invoice.paidCents < invoice.totalCents) {
    const status: InvoiceStatus = invoice.dueDate < today(input.now) ? 'overdue' : 'sent';
    await tx.update(invoices).set({ status, paidAt: null }).where(eq(invoices.id, invoiceId));
    return { status, changed: true };
  }
  return { status: invoice.status, changed: false };
}

/** Tell the client's people and everyone watching the lists; called in the transaction of the payment. */
async function announce(
  tx: Db,
  invoice: { id: string; number: string; clientId: string },
  event: { amountCents: number; paymentId: string; status: InvoiceStatus; refund?: boolean },
) {
  const recipients = await activeClientUsers(tx, invoice.clientId);
  await notify(
    tx,
    recipients.map((person) => ({
      userId: person.id,
      type: 'payment' as const,
      level: event.refund ? ('info' as const) : ('success' as const),
      text: notificationText(
        event.refund ? 'paymentRefunded' : event.status === 'paid' ? 'invoicePaid' : 'paymentReceived',
        { amount: event.amountCents, number: invoice.number },
      ),
      actionUrl: `/dashboard/billing?invoice=${invoice.id}`,
      related: { type: 'invoice', id: invoice.id, name: invoice.number },
    })),
  );
  await publish(tx, {
    type: 'invoices.updated',
    clientId: invoice.clientId,
    payload: { id: invoice.id, status: event.status },
  });
  await publish(tx, {
    type: 'payments.recorded',
    clientId: invoice.clientId,
    payload: { id: event.paymentId, invoiceId: invoice.id },
  });
}

interface Change {
  db: Db;
  actor: Actor & { id: string };
  context?: RequestContext;
  now?: Date;
}

/**
 * Record a payment (admin, manual provider or any money that arrived outside Stripe): partial payments add up; the
 * invoice becomes paid when they cover its total; more than the outstanding amount is refused and changes nothing.
 */
export async function recordPayment(
  { db, actor, context, now = new Date() }: Change,
  invoiceId: string,
  body: RecordPaymentBody,
) {
  return db.transaction(async (tx) => {
    const invoice = await invoiceForPayment(tx, invoiceId, undefined, true);
    if (!PAYABLE.includes(invoice.status)) refusePayment(invoice.status);
    const outstanding = invoice.totalCents - invoice.paidCents;
    if (body.amountCents > outstanding) {
      throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.overpayment, { amountCents: PAYMENT_MESSAGES.overpayment });
    }
    const method = (body.method ?? 'bank_transfer') as RecordedPaymentMethod;
    const paidAt = new Date(`${body.paidOn}T12:00:00Z`);
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId,
        amountCents: body.amountCents,
        provider: 'manual',
        status: 'succeeded',
        method,
        reference: body.reference || null,
        paidAt,
        recordedById: actor.id,
      })
      .returning({ id: payments.id });
    const settled = await settle(tx, invoiceId, { methodLabel: RECORDED_METHOD_LABELS[method], paidAt, now });
    await writeAudit(tx, {
      action: 'payment.recorded',
      category: 'system',
      actor,
      target: { type: 'invoice', id: invoiceId, label: invoice.number },
      scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
      details: { paymentId: payment!.id, amountCents: body.amountCents, method, reference: body.reference || null },
      context,
    });
    await announce(tx, invoice, { amountCents: body.amountCents, paymentId: payment!.id, status: settled.status });
    return invoicePaymentsAfter(tx, invoiceId);
  });
}

async function invoicePaymentsAfter(tx: Db, invoiceId: string) {
  return invoicePayments(tx, { user: { role: 'ADMIN' } as Caller['user'], access: 'any' }, invoiceId);
}

/**
 * A refund (admin): the amount (default: what is left of the payment) is given back; through Stripe when the
 * payment came through Stripe. An invoice no longer covered goes back to open.
 */
export async function refundPayment(
  { db, actor, context, now = new Date() }: Change,
  provider: PaymentProvider,
  paymentId: string,
  body: RefundBody,
) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: payments.id,
        invoiceId: payments.invoiceId,
        amountCents: payments.amountCents,
        provider: payments.provider,
        providerRef: payments.providerRef,
        status: payments.status,
        refundedCents: refundedOf,
      })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (payment?.status !== 'succeeded') throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    const left = payment.amountCents - payment.refundedCents;
    const amount = body.amountCents ?? left;
    if (amount <= 0 || amount > left) {
      throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.refundTooLarge, {
        amountCents: PAYMENT_MESSAGES.refundTooLarge,
      });
    }
    let providerRef: string | null = null;
    if (payment.provider === 'stripe' && payment.providerRef) {
      if (provider.name !== 'stripe') throw conflict(PAYMENT_MESSAGES.payFailed);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId));
      providerRef = await provider.gateway.refund(payment.providerRef, amount, `refund-${paymentId}-${row?.n ?? 0}`);
    }
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId,
        kind: 'refund',
        amountCents: amount,
        reason: body.reason ?? '',
        provider: payment.provider,
        providerRef,
        recordedById: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id });
    if (amount === left) await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
    const invoice = await invoiceForPayment(tx, payment.invoiceId);
    const settled = await settle(tx, payment.invoiceId, { methodLabel: null, paidAt: now, now });
    await writeAudit(tx, {
      action: 'payment.refunded',
      category: 'system',
      actor,
      target: { type: 'invoice', id: invoice.id, label: invoice.number },
      scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
      details: { paymentId, refundId: refund?.id ?? null, amountCents: amount, reason: body.reason ?? '' },
      context,
    });
    await announce(tx, invoice, { amountCents: amount, paymentId, status: settled.status, refund: true });
    return invoicePaymentsAfter(tx, payment.invoiceId);
  });
}

/**
 * Pay Now (001 §2, §7). Manual: the bank-transfer instructions with the invoice number as the reference. Stripe: a
 * Checkout Session for the server's outstanding amount (whatever the browser sent is never read), with success and
 * cancel URLs back to billing. Another organisation's invoice is 404; one that is not open, 409.
 */
export async function payInvoice(
  db: Db,
  caller: Caller,
  provider: PaymentProvider,
  invoiceId: string,
  publicUrl: string,
) {
  const invoice = await invoiceForPayment(db, invoiceId, invoiceScope(caller));
  if (!PAYABLE.includes(invoice.status)) refusePayment(invoice.status);
  const outstanding = invoice.totalCents - invoice.paidCents;
  if (outstanding <= 0) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  if (provider.name === 'manual') {
    return {
      kind: 'bank-transfer' as const,
      invoiceNumber: invoice.number,
      reference: invoice.number,
      amountDueCents: outstanding,
      bank: provider.bank,
    };
  }
  const back = (outcome: 'success' | 'cancelled') =>
    `${publicUrl}/dashboard/billing?payment=${outcome}&invoice=${encodeURIComponent(invoice.id)}`;
  try {
    const customerId = await stripeCustomerFor(db, provider, invoice.clientId);
    const session = await provider.gateway.createCheckoutSession({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      clientId: invoice.clientId,
      customerId,
      amountCents: outstanding,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
    if (!session.url) throw new AppError(502, 'PAYMENT_PROVIDER', PAYMENT_MESSAGES.noPaymentUrl);
    return { kind: 'redirect' as const, url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'PAYMENT_PROVIDER', PAYMENT_MESSAGES.sessionFailed);
  }
}

/** The organisation's Stripe customer, created once (the clients row keeps its id). */
export async function stripeCustomerFor(db: Db, provider: PaymentProvider, clientId: string): Promise<string> {
  if (provider.name !== 'stripe') throw new Error('Stripe is not configured');
  const [client] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, customer: clients.stripeCustomerId })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound('Not found');
  if (client.customer) return client.customer;
  const customer = await provider.gateway.createCustomer({ name: client.name, email: client.email, clientId });
  // Two first payments at once get the same customer: the SDK call is idempotent per client.
  await db.update(clients).set({ stripeCustomerId: customer }).where(eq(clients.id, clientId));
  return customer;
}

// ---------------------------------------------------------------------------------------------------------------
// Provider events (the Stripe webhook hands them here after checking the signature)
// ---------------------------------------------------------------------------------------------------------------

/** A completed card payment for an invoice; a second report of the same payment intent records nothing. */
export async function applyProviderPayment(
  tx: Db,
  input: { invoiceId: string; amountCents: number; providerRef: string; paidAt: Date; methodLabel: string; now: Date },
) {
  const [invoice] = await tx
    .select({ id: invoices.id, number: invoices.number, clientId: invoices.clientId, projectId: invoices.projectId })
    .from(invoices)
    .where(eq(invoices.id, input.invoiceId));
  if (!invoice || input.amountCents <= 0) return;
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      amountCents: input.amountCents,
      provider: 'stripe',
      providerRef: input.providerRef,
      status: 'succeeded',
      method: 'card',
      paidAt: input.paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!payment) return;
  const settled = await settle(tx, invoice.id, {
    methodLabel: input.methodLabel,
    paidAt: input.paidAt,
    now: input.now,
  });
  await writeAudit(tx, {
    action: 'payment.received',
    category: 'system',
    target: { type: 'invoice', id: invoice.id, label: invoice.number },
    scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
    details: {
      paymentId: payment.id,
      amountCents: input.amountCents,
      provider: 'stripe',
      providerRef: input.providerRef,
    },
  });
  await announce(tx, invoice, { amountCents: input.amountCents, paymentId: payment.id, status: settled.status });
}

/** Money given back through the provider (a refund made in Stripe's dashboard, or a charge-back). */
export async function applyProviderRefund(
  tx: Db,
  input: { paymentRef: string; amountCents: number; providerRef: string; kind: 'refund' | 'chargeback'; now: Date },
) {
  const [payment] = await tx
    .select({
      id: payments.id,
      invoiceId: payments.invoiceId,
      amountCents: payments.amountCents,
      refundedCents: refundedOf,
    })
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, input.paymentRef)))
    .for('update');
  if (!payment) return;
  const amount = Math.min(input.amountCents, payment.amountCents - payment.refundedCents);
  if (amount <= 0) return;
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      kind: input.kind,
      amountCents: amount,
      provider: 'stripe',
      providerRef: input.providerRef,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!refund) return;
  if (amount === payment.amountCents - payment.refundedCents) {
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
  }
  const invoice = await invoiceForPayment(tx, payment.invoiceId);
  const settled = await settle(tx, payment.invoiceId, { methodLabel: null, paidAt: input.now, now: input.now });
  await writeAudit(tx, {
    action: input.kind === 'chargeback' ? 'payment.charged-back' : 'payment.refunded',
    category: 'system',
    target: { type: 'invoice', id: invoice.id, label: invoice.number },
    scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
    details: { paymentId: payment.id, refundId: refund.id, amountCents: amount, providerRef: input.providerRef },
  });
  await announce(tx, invoice, { amountCents: amount, paymentId: payment.id, status: settled.status, refund: true });
}
