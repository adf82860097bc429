import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentEvents, paymentRefunds, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createClient } from '../../test/auth.ts';
import { createInvoice } from '../../test/factories.ts';
import { paidCheckoutSession, signedStripeEvent, stripeEvent } from '../../test/stripe-events.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';

// Stripe does not deliver events in order (issue #22's fault run sends them so across two servers): a refund or a
// charge-back can arrive before the payment it gives back. It must not be kept as handled with nothing applied (the
// money would be lost from the books); it answers 409 so that Stripe delivers it again, and then it counts once.

const WEBHOOK_SECRET = 'whsec_test_order';
let t: TestApp;
let stand: StripeStandIn;
let clientId: string;

beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({
    stripe: {
      secretKey: 'sk_test_order',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_order',
      apiUrl: stand.url,
    },
  });
  clientId = (await createClient(t.database.db, 'Order Org')).id;
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

function send(type: string, object: Record<string, unknown>, id: string) {
  const { payload, signature } = signedStripeEvent(stripeEvent(type, object, { id }), WEBHOOK_SECRET);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const paid = (invoiceId: string, amount: number, intent: string) =>
  send('checkout.session.completed', paidCheckoutSession(invoiceId, amount, intent), `evt_paid_${intent}`);

async function state(invoiceId: string) {
  const db = t.database.db;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const rows = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  const refunds = rows[0] ? await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, rows[0].id)) : [];
  return { status: invoice!.status, payments: rows.length, refunded: refunds.map((refund) => refund.amountCents) };
}

describe('Stripe events out of order', () => {
  it('a refund before its payment answers 409, keeps nothing, and counts once when Stripe delivers it again', async () => {
    const invoice = await createInvoice(t.database.db, { clientId, totalCents: 9_000, dueDate: '2099-01-01' });
    const refund = () =>
      send(
        'charge.refunded',
        {
          id: 'ch_early',
          object: 'charge',
          payment_intent: 'pi_early',
          amount: 9_000,
          amount_refunded: 2_000,
          refunds: { object: 'list', has_more: false, data: [{ id: 're_early', amount: 2_000, status: 'succeeded' }] },
        },
        'evt_refund_early',
      );
    const early = await refund();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_NOT_YET_RECORDED');
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_refund_early')),
    ).toEqual([]);
    expect((await paid(invoice.id, 9_000, 'pi_early')).statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).json()).toEqual({ received: true, duplicate: true });
    expect(await state(invoice.id)).toEqual({ status: 'sent', payments: 1, refunded: [2_000] });
  });

  it('a charge-back before its payment is refused the same way, then applied', async () => {
    const invoice = await createInvoice(t.database.db, { clientId, totalCents: 4_000, dueDate: '2099-01-01' });
    const dispute = () =>
      send(
        'charge.dispute.created',
        { id: 'dp_early', object: 'dispute', payment_intent: 'pi_disputed', amount: 4_000 },
        'evt_dispute_early',
      );
    expect((await dispute()).statusCode).toBe(409);
    await paid(invoice.id, 4_000, 'pi_disputed');
    expect((await dispute()).statusCode).toBe(200);
    expect(await state(invoice.id)).toMatchObject({ payments: 1, refunded: [4_000] });
  });
});
