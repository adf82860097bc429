import type { InvoiceStatus } from '@agency/shared/enums';
import {
  PAYMENT_MESSAGES,
  RECORDED_METHOD_LABELS,
  type RecordedPaymentMethod,
  type RecordPaymentBody,
} from '@agency/shared/payments';
import { payments } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { lockInvoiceForMoney, PAYABLE, settleInvoice } from '../../invoices/money.ts';
import { paymentEffects } from '../effects.ts';
import { invoicePayments } from '../queries.ts';

export function refusePayment(status: InvoiceStatus): never {
  if (status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  throw conflict(PAYMENT_MESSAGES.notPayable);
}

/**
 * Record a payment (admin, manual provider or any money that arrived outside Stripe): partial payments add up; the
 * invoice becomes paid when they cover its total; more than the outstanding amount is refused and changes nothing.
 * The outstanding amount is read after the invoice's lock (#18: ten parallel $60 payments on $100 paid $120).
 */
export async function recordPayment(ctx: ServiceContext, invoiceId: string, body: RecordPaymentBody) {
  const user = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoiceForMoney(tx, invoiceId);
    if (!invoice) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
    if (!PAYABLE.includes(invoice.status)) refusePayment(invoice.status);
    if (body.amountCents > invoice.totalCents - invoice.paidCents) {
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
        recordedById: user.id,
      })
      .returning({ id: payments.id });
    const paymentId = payment!.id;
    const settled = await settleInvoice(tx, invoice, {
      methodLabel: RECORDED_METHOD_LABELS[method],
      paidAt,
      now: ctx.now(),
    });
    await commitChange(tx, ctx, {
      audit: {
        action: 'payment.recorded',
        category: 'system',
        target: { type: 'invoice', id: invoiceId, label: invoice.number },
        scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
        details: { paymentId, amountCents: body.amountCents, method, reference: body.reference || null },
      },
      ...(await paymentEffects(tx, invoice, { amountCents: body.amountCents, paymentId, status: settled.status })),
    });
    return invoicePayments(tx, null, invoiceId);
  });
}
