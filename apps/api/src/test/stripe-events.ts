import Stripe from 'stripe';

// Stripe's webhook events as the tests and `npm run faults` send them: the fields the product reads, signed with the
// webhook's secret the way Stripe signs them.

/** An event wrapping `object`; `created` in seconds, now unless given. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  { id, created = Math.floor(Date.now() / 1000) }: { id: string; created?: number },
) {
  return { id, object: 'event', type, created, api_version: '2026-10-28', data: { object } };
}

/** The Checkout Session that paid `amount` cents of an invoice, as checkout.session.completed carries it. */
export function paidCheckoutSession(invoiceId: string, amount: number, intent: string) {
  return {
    id: `cs_${intent}`,
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: amount,
    client_reference_id: invoiceId,
    payment_intent: intent,
    metadata: { invoice_id: invoiceId },
  };
}

/** The body to post and its `stripe-signature` header, signed now. */
export function signedStripeEvent(event: object, secret: string) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
