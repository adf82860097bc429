import { PAYMENT_MESSAGES } from '@agency/shared/payments';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { clients, paymentEvents, payments, subscriptions } from '../../db/schema/index.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { StripeGateway } from '../../payments/stripe-gateway.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';
import { billingAudience } from '../invoices/audience.ts';
import { applyProviderPayment } from './commands/apply-provider-payment.ts';
import { applyProviderRefunds, type ProviderRefund } from './commands/apply-provider-refunds.ts';
import { storeCard } from './methods.ts';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const GIVEN_BACK = new Set(['succeeded', 'pending', 'requires_action']);

/**
 * The refunds of a refunded charge, by Stripe's ids: from the event when it carries the whole list (older API
 * versions do), otherwise read from Stripe. Failed and cancelled refunds gave nothing back.
 */
async function refundsOf(gateway: StripeGateway, charge: Stripe.Charge, intent: string): Promise<ProviderRefund[]> {
  const listed =
    charge.refunds && !charge.refunds.has_more
      ? charge.refunds.data.map((refund) => ({ id: refund.id, amount: refund.amount, status: refund.status }))
      : await gateway.listRefunds(intent);
  return listed
    .filter((refund) => GIVEN_BACK.has(refund.status ?? 'succeeded'))
    .map((refund) => ({ id: refund.id, amountCents: refund.amount }));
}

/**
 * Money given back for a payment not recorded yet: Stripe does not deliver events in order, so a refund or a
 * charge-back can arrive before the checkout.session.completed it refers to. Answering 409 rolls the event back (its
 * id is not kept) and Stripe delivers it again later, when the payment is there; kept as handled, it would be lost.
 */
async function assertPaymentRecorded(tx: Db, paymentRef: string) {
  const [known] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, paymentRef)));
  if (!known) throw new AppError(409, 'PAYMENT_NOT_YET_RECORDED', PAYMENT_MESSAGES.webhookTooEarly);
}

/**
 * Applies one verified Stripe event (D16). The event id is stored in the same transaction as its effect: a replay
 * finds it and does nothing, and two servers handling the same delivery cannot both apply it. Events only ever
 * move an invoice forward (settleInvoice in invoices/money.ts), so one arriving late or out of order changes nothing it
 * should not: a 'payment_failed' after 'succeeded' records nothing, and a refund before its payment is refused with 409
 * until the payment is there (assertPaymentRecorded).
 */
export async function handleStripeEvent(ctx: ServiceContext, gateway: StripeGateway, event: Stripe.Event) {
  // Read what the event needs from Stripe before the transaction (a card's details, a charge's refunds), never
  // from the payload alone.
  const card =
    event.type === 'setup_intent.succeeded'
      ? await gateway.retrieveCard(idOf(event.data.object.payment_method) ?? '').catch(() => null)
      : null;
  const refundedIntent = event.type === 'charge.refunded' ? idOf(event.data.object.payment_intent) : null;
  const refunds =
    event.type === 'charge.refunded' && refundedIntent
      ? await refundsOf(gateway, event.data.object, refundedIntent)
      : [];

  return ctx.db.transaction(async (tx) => {
    const live: LiveEventInput[] = [];
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!fresh) return { duplicate: true };

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const invoiceId = session.metadata?.invoice_id ?? session.client_reference_id;
        const intent = idOf(session.payment_intent);
        if (session.payment_status !== 'paid' || !invoiceId || !intent) break;
        await applyProviderPayment(tx, ctx, gateway, {
          invoiceId,
          amountCents: session.amount_total ?? 0,
          providerRef: intent,
          paidAt: new Date(event.created * 1000),
          methodLabel: 'Card',
        });
        break;
      }
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        const invoiceId = intent.metadata?.invoice_id;
        if (!invoiceId) break;
        await applyProviderPayment(tx, ctx, gateway, {
          invoiceId,
          amountCents: intent.amount_received,
          providerRef: intent.id,
          paidAt: new Date(event.created * 1000),
          methodLabel: 'Card',
        });
        break;
      }
      case 'charge.refunded': {
        // Each refund by its id (amount_refunded is the charge's running total, never added as an increment).
        if (!refundedIntent) break;
        await assertPaymentRecorded(tx, refundedIntent);
        await applyProviderRefunds(tx, ctx, { paymentRef: refundedIntent, refunds, kind: 'refund' });
        break;
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const intent = idOf(dispute.payment_intent);
        if (!intent) break;
        await assertPaymentRecorded(tx, intent);
        await applyProviderRefunds(tx, ctx, {
          paymentRef: intent,
          refunds: [{ id: dispute.id, amountCents: dispute.amount }],
          kind: 'chargeback',
        });
        break;
      }
      case 'setup_intent.succeeded': {
        const intent = event.data.object;
        const customer = idOf(intent.customer);
        if (!card || !customer || card.customerId !== customer) break;
        const [client] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(eq(clients.stripeCustomerId, customer));
        if (!client) break;
        const method = await storeCard(tx, client.id, null, { ...card, brand: card.brand });
        live.push({
          type: 'payment-methods.updated',
          userIds: await billingAudience(tx, client.id),
          payload: { id: method.id },
        });
        break;
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const ended = event.type === 'customer.subscription.deleted' || subscription.status === 'canceled';
        const [row] = await tx
          .update(subscriptions)
          .set({
            status: ended ? 'cancelled' : subscription.status === 'past_due' ? 'past_due' : 'active',
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
          })
          .where(eq(subscriptions.providerRef, subscription.id))
          .returning({ clientId: subscriptions.clientId });
        if (row) {
          const userIds = await billingAudience(tx, row.clientId);
          live.push({ type: 'subscriptions.updated', userIds, payload: { clientId: row.clientId } });
        }
        break;
      }
      default:
        // payment_intent.payment_failed and the rest: nothing moves backwards; the event is kept as handled.
        break;
    }
    await commitChange(tx, ctx, {
      audit: {
        action: 'stripe.event',
        category: 'system',
        target: { type: 'stripe-event', id: null, label: event.id },
        details: { type: event.type },
      },
      live,
    });
    return { duplicate: false };
  });
}
