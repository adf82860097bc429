import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentRefunds, payments } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { settleInvoice } from '../../invoices/money.ts';
import { paymentEffects } from '../effects.ts';
import { lockPaymentForMoney } from '../lock-payment.ts';

/** One piece of money given back, as the provider names it (Stripe's re_… or dp_…) with its own amount. */
export interface ProviderRefund {
  id: string;
  amountCents: number;
}

/**
 * Money given back through the provider (a refund made in Stripe's dashboard or in the portal, or a charge-back),
 * reconciled by the provider's ids: each refund is recorded once, by its id, for its own amount, whatever order or
 * how often the events arrive, and never by adding a charge's running total (#18: a $30 refund counted as $60).
 * A refund the portal made is already recorded under its id and records nothing here. Capped at what is left of
 * the payment, read after the locks.
 */
export async function applyProviderRefunds(
  tx: Db,
  ctx: ServiceContext,
  input: { paymentRef: string; refunds: ProviderRefund[]; kind: 'refund' | 'chargeback' },
) {
  const locked = await lockPaymentForMoney(
    tx,
    and(eq(payments.provider, 'stripe'), eq(payments.providerRef, input.paymentRef))!,
  );
  if (!locked) return;
  const { invoice, payment } = locked;
  let left = payment.leftCents;
  const recorded: { id: string; amountCents: number; providerRef: string }[] = [];
  for (const refund of input.refunds) {
    const amount = Math.min(refund.amountCents, left);
    if (amount <= 0) continue;
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        kind: input.kind,
        amountCents: amount,
        provider: 'stripe',
        providerRef: refund.id,
      })
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id });
    if (!row) continue;
    left -= amount;
    recorded.push({ id: row.id, amountCents: amount, providerRef: refund.id });
  }
  if (recorded.length === 0) return;
  if (left === 0) await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
  const now = ctx.now();
  const settled = await settleInvoice(tx, invoice, { methodLabel: null, paidAt: now, now });
  const amountCents = recorded.reduce((sum, refund) => sum + refund.amountCents, 0);
  await commitChange(tx, ctx, {
    audit: recorded.map((refund) => ({
      action: input.kind === 'chargeback' ? 'payment.charged-back' : 'payment.refunded',
      category: 'system' as const,
      target: { type: 'invoice', id: invoice.id, label: invoice.number },
      scope: { clientId: invoice.clientId, projectId: invoice.projectId, clientVisible: true },
      details: {
        paymentId: payment.id,
        refundId: refund.id,
        amountCents: refund.amountCents,
        providerRef: refund.providerRef,
      },
    })),
    ...(await paymentEffects(tx, invoice, {
      amountCents,
      paymentId: payment.id,
      status: settled.status,
      refund: true,
    })),
  });
}
