import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentRefunds, payments } from '../../../db/schema/index.ts';
import type { AuditEntry } from '../../../lib/audit.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import type { NotificationInput } from '../../../lib/notify.ts';
import { activeAdminIds } from '../../../lib/recipients.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import type { StripeGateway } from '../../../payments/stripe-gateway.ts';
import { lockInvoiceForMoney, PAYABLE, settleInvoice } from '../../invoices/money.ts';
import { paymentEffects } from '../effects.ts';

export const OVERPAID_REASON = 'Paid twice: the invoice was already covered, so the excess went back to the payer.';

/**
 * A completed card payment for an invoice (webhook settlement); a second report of the same payment intent records
 * nothing. Money that arrives for an invoice already covered (two Checkout pages both paid, #18) is recorded, as it
 * was taken, and the excess is refunded through Stripe at once and flagged to the admins: the invoice never shows
 * more than 100% paid. What it still owes is read after the invoice's lock.
 */
export async function applyProviderPayment(
  tx: Db,
  ctx: ServiceContext,
  gateway: StripeGateway,
  input: { invoiceId: string; amountCents: number; providerRef: string; paidAt: Date; methodLabel: string },
) {
  if (input.amountCents <= 0) return;
  const invoice = await lockInvoiceForMoney(tx, input.invoiceId);
  if (!invoice) return;
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
  const owed = PAYABLE.includes(invoice.status) ? Math.max(0, invoice.totalCents - invoice.paidCents) : 0;
  const excess = input.amountCents - owed;
  const flagged: NotificationInput[] = [];
  if (excess > 0) {
    // Stripe's refund id is kept, so its charge.refunded event for it records nothing more.
    const refundRef = await gateway.refund(input.providerRef, excess, `overpaid-${input.providerRef}`);
    await tx.insert(paymentRefunds).values({
      paymentId: payment.id,
      kind: 'refund',
      amountCents: excess,
      reason: OVERPAID_REASON,
      provider: 'stripe',
      providerRef: refundRef,
    });
    if (excess === input.amountCents)
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    for (const userId of await activeAdminIds(tx)) {
      flagged.push({
        userId,
        type: 'payment' as const,
        level: 'warning' as const,
        text: notificationText('paymentRefunded', { amount: excess, number: invoice.number }),
        actionUrl: `/dashboard/billing?invoice=${invoice.id}`,
        related: { type: 'invoice', id: invoice.id, name: invoice.number },
      });
    }
  }
  const settled = await settleInvoice(tx, invoice, {
    methodLabel: input.methodLabel,
    paidAt: input.paidAt,
    now: ctx.now(),
  });
  const effects = await paymentEffects(tx, invoice, {
    amountCents: input.amountCents,
    paymentId: payment.id,
    status: settled.status,
  });
  const scope = { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true };
  const target = { type: 'invoice', id: invoice.id, label: invoice.number };
  const audit: AuditEntry[] = [
    {
      action: 'payment.received',
      category: 'system',
      target,
      scope,
      details: {
        paymentId: payment.id,
        amountCents: input.amountCents,
        provider: 'stripe',
        providerRef: input.providerRef,
      },
    },
  ];
  if (excess > 0) {
    audit.push({
      action: 'payment.overpaid-refunded',
      category: 'system',
      level: 'warning',
      target,
      scope,
      details: { paymentId: payment.id, refundedCents: excess, owedCents: owed },
    });
  }
  await commitChange(tx, ctx, {
    audit,
    notify: [...effects.notify, ...flagged],
    live: effects.live,
    webhooks: effects.webhooks,
  });
}
