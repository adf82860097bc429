import { PAYMENT_MESSAGES } from '@agency/shared/payments';
import { sql } from 'drizzle-orm';
import { AppError, conflict } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import type { PaymentProvider } from '../../../payments/provider.ts';
import { PAYABLE } from '../../invoices/money.ts';
import { invoiceWithPaid } from '../queries.ts';
import { stripeCustomerFor } from '../stripe-customer.ts';
import { refusePayment } from './record-payment.ts';

/** A Checkout session lives an hour; the idempotency window is half of it, so a replayed key is still open. */
const SESSION_MS = 60 * 60_000;
const KEY_WINDOW_MS = SESSION_MS / 2;

/** Changes whenever money moves on the invoice: a session of an older state is never reused by its key. */
async function moneyVersion(ctx: ServiceContext, invoiceId: string): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(
    sql`select ((select count(*) from payments p where p.invoice_id = ${invoiceId})
      + (select count(*) from payment_refunds r inner join payments p on p.id = r.payment_id
         where p.invoice_id = ${invoiceId}))::int as n`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Pay Now (001 §2, §7). Manual: the bank-transfer instructions with the invoice number as the reference. Stripe: a
 * Checkout Session for the server's outstanding amount (whatever the browser sent is never read), with success and
 * cancel URLs back to billing. One open session per invoice and amount (#18: two sessions could both be paid): an
 * open one is reused, and parallel clicks share one through Stripe's idempotency key. Another organisation's invoice
 * is 404; one that is not open, 409. Nothing is written here but the organisation's Stripe customer id.
 */
export async function payInvoice(ctx: ServiceContext, provider: PaymentProvider, invoiceId: string) {
  const invoice = await invoiceWithPaid(ctx.db, invoiceId, callerOf(ctx));
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
    `${ctx.config.publicUrl}/dashboard/billing?payment=${outcome}&invoice=${encodeURIComponent(invoice.id)}`;
  try {
    const customerId = await stripeCustomerFor(ctx.db, provider, invoice.clientId);
    const open = await provider.gateway
      .findOpenCheckoutSession({ customerId, invoiceId: invoice.id, amountCents: outstanding })
      .catch(() => null);
    if (open?.url) return { kind: 'redirect' as const, url: open.url };
    const now = ctx.now().getTime();
    const version = await moneyVersion(ctx, invoice.id);
    const session = await provider.gateway.createCheckoutSession({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      clientId: invoice.clientId,
      customerId,
      amountCents: outstanding,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
      expiresAt: new Date(now + SESSION_MS),
      idempotencyKey: `checkout-${invoice.id}-${outstanding}-${version}-${Math.floor(now / KEY_WINDOW_MS)}`,
    });
    if (!session.url) throw new AppError(502, 'PAYMENT_PROVIDER', PAYMENT_MESSAGES.noPaymentUrl);
    return { kind: 'redirect' as const, url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'PAYMENT_PROVIDER', PAYMENT_MESSAGES.sessionFailed);
  }
}
