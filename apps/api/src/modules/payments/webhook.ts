import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { clients, paymentEvents, subscriptions } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { StripeGateway } from '../../payments/stripe-gateway.ts';
import { publish } from '../../realtime/publish.ts';
import { storeCard } from './methods.ts';
import { applyProviderPayment, applyProviderRefund } from './service.ts';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Applies one verified Stripe event (D16). The event id is stored in the same transaction as its effect: a replay
 * finds it and does nothing, and two servers handling the same delivery cannot both apply it. Events only ever
 * move an invoice forward (see settle in service.ts), so one arriving late or out of order changes nothing it
 * should not: a 'payment_failed' after 'succeeded' records nothing.
 */
export async function handleStripeEvent(db: Db, gateway: StripeGateway, event: Stripe.Event, now = new Date()) {
  // Read what the event needs from Stripe before the transaction (a card's details), never from the payload alone.
  const card =
    event.type === 'setup_intent.succeeded'
      ? await gateway.retrieveCard(idOf(event.data.object.payment_method) ?? '').catch(() => null)
      : null;

  return db.transaction(async (tx) => {
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
        await applyProviderPayment(tx, {
          invoiceId,
          amountCents: session.amount_total ?? 0,
          providerRef: intent,
          paidAt: new Date(event.created * 1000),
          methodLabel: 'Card',
          now,
        });
        break;
      }
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        const invoiceId = intent.metadata?.invoice_id;
        if (!invoiceId) break;
        await applyProviderPayment(tx, {
          invoiceId,
          amountCents: intent.amount_received,
          providerRef: intent.id,
          paidAt: new Date(event.created * 1000),
          methodLabel: 'Card',
          now,
        });
        break;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent = idOf(charge.payment_intent);
        if (!intent) break;
        // amount_refunded is the charge's running total; what we have not recorded yet is the difference.
        await applyProviderRefund(tx, {
          paymentRef: intent,
          amountCents: charge.amount_refunded,
          providerRef: `${charge.id}:${charge.amount_refunded}`,
          kind: 'refund',
          now,
        });
        break;
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const intent = idOf(dispute.payment_intent);
        if (!intent) break;
        await applyProviderRefund(tx, {
          paymentRef: intent,
          amountCents: dispute.amount,
          providerRef: dispute.id,
          kind: 'chargeback',
          now,
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
        await publish(tx, { type: 'payment-methods.updated', clientId: client.id, payload: { id: method.id } });
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
        if (row)
          await publish(tx, {
            type: 'subscriptions.updated',
            clientId: row.clientId,
            payload: { clientId: row.clientId },
          });
        break;
      }
      default:
        // payment_intent.payment_failed and the rest: nothing moves backwards; the event is kept as handled.
        break;
    }
    await writeAudit(tx, {
      action: 'stripe.event',
      category: 'system',
      target: { type: 'stripe-event', id: null, label: event.id },
      details: { type: event.type },
    });
    return { duplicate: false };
  });
}
