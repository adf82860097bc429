import { PAYMENT_MESSAGES, type RefundBody } from '@agency/shared/payments';
import { eq } from 'drizzle-orm';
import { paymentRefunds, payments } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import type { PaymentProvider } from '../../../payments/provider.ts';
import { settleInvoice } from '../../invoices/money.ts';
import { paymentEffects } from '../effects.ts';
import { lockPaymentForMoney } from '../lock-payment.ts';
import { invoicePayments } from '../queries.ts';

/**
 * A refund (admin): the amount (default: what is left of the payment) is given back; through Stripe when the
 * payment came through Stripe, keeping Stripe's refund id so its `charge.refunded` event finds it already recorded.
 * What is left is read after the locks (#18: ten parallel $40 refunds of a $60 payment all succeeded). An invoice
 * no longer covered goes back to open.
 */
export async function refundPayment(
  ctx: ServiceContext,
  provider: PaymentProvider,
  paymentId: string,
  body: RefundBody,
) {
  const user = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPaymentForMoney(tx, eq(payments.id, paymentId));
    if (locked?.payment.status !== 'succeeded') throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    const { invoice, payment } = locked;
    const amount = body.amountCents ?? payment.leftCents;
    if (amount <= 0 || amount > payment.leftCents) {
      throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.refundTooLarge, {
        amountCents: PAYMENT_MESSAGES.refundTooLarge,
      });
    }
    let providerRef: string | null = null;
    if (payment.provider === 'stripe' && payment.providerRef) {
      if (provider.name !== 'stripe') throw conflict(PAYMENT_MESSAGES.payFailed);
      const key = `refund-${paymentId}-${payment.refundCount}`;
      providerRef = await provider.gateway.refund(payment.providerRef, amount, key);
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
        recordedById: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id });
    if (amount === payment.leftCents)
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
    const now = ctx.now();
    const settled = await settleInvoice(tx, invoice, { methodLabel: null, paidAt: now, now });
    await commitChange(tx, ctx, {
      audit: {
        action: 'payment.refunded',
        category: 'system',
        target: { type: 'invoice', id: invoice.id, label: invoice.number },
        scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
        details: { paymentId, refundId: refund?.id ?? null, amountCents: amount, reason: body.reason ?? '' },
      },
      ...(await paymentEffects(tx, invoice, { amountCents: amount, paymentId, status: settled.status, refund: true })),
    });
    return invoicePayments(tx, null, invoice.id);
  });
}
