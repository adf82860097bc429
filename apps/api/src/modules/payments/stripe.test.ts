import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, invoices, paymentEvents, payments, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { createInvoice } from '../../test/factories.ts';
import { paidCheckoutSession, signedStripeEvent, stripeEvent } from '../../test/stripe-events.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';

// The Stripe provider (D16) against a local stand-in of Stripe's API (test/stripe-stand-in.ts): the official SDK is
// pointed at it with its host/port/protocol options, and webhooks are signed with the SDK's test-header helper. What
// this proves: the calls and amounts we send, how we read the answers, signature checking on the raw body,
// idempotency by event id and no regression out of order. Not proven here: Stripe's own behaviour.

const WEBHOOK_SECRET = 'whsec_test_standin';
let t: TestApp;
let stand: StripeStandIn;
let admin: ReturnType<typeof as>;
let clientA: ReturnType<typeof as>;
let clientB: ReturnType<typeof as>;
let orgA: string;
let orgB: string;
let eventSeq = 0;

beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({
    stripe: {
      secretKey: 'sk_test_standin',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_standin',
      apiUrl: stand.url,
    },
  });
  const db = t.database.db;
  orgA = (await createClient(db, 'Harbor Retail')).id;
  orgB = (await createClient(db, 'Pulse Health')).id;
  const signedIn = async (role: 'ADMIN' | 'CLIENT', clientId?: string) =>
    as(t.app, await signIn(t.app, (await createUser(db, { role, clientId })).email));
  admin = await signedIn('ADMIN');
  clientA = await signedIn('CLIENT', orgA);
  clientB = await signedIn('CLIENT', orgB);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

function event(type: string, object: Record<string, unknown>, id = `evt_${++eventSeq}_${Date.now()}`) {
  return stripeEvent(type, object, { id });
}

function sendWebhook(body: object, secret = WEBHOOK_SECRET) {
  const { payload, signature } = signedStripeEvent(body, secret);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const invoiceRow = async (id: string) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentsOf = (id: string) => t.database.db.select().from(payments).where(eq(payments.invoiceId, id));

const completed = (invoiceId: string, amount: number, intent: string) =>
  event('checkout.session.completed', paidCheckoutSession(invoiceId, amount, intent));

describe('Stripe configuration', () => {
  it('tells the browser the provider and the publishable key', async () => {
    const res = await clientA({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' });
  });
});

describe('Pay Now through Stripe Checkout', () => {
  it("creates a session for the server's outstanding amount (a sent amount is ignored) with the billing URLs", async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 125_050 });
    await t.database.db.insert(payments).values({
      invoiceId: invoice.id,
      amountCents: 25_050,
      provider: 'manual',
      status: 'succeeded',
      paidAt: new Date(),
    });
    stand.requests.length = 0;
    const res = await clientA({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      payload: { amount: 1, amountCents: 1, invoiceId: 'someone-else' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'redirect',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });
    const session = stand.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(session.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '100000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      'metadata[invoice_id]': invoice.id,
      'payment_intent_data[metadata][invoice_id]': invoice.id,
      client_reference_id: invoice.id,
      success_url: `${t.app.config.publicUrl}/dashboard/billing?payment=success&invoice=${invoice.id}`,
      cancel_url: `${t.app.config.publicUrl}/dashboard/billing?payment=cancelled&invoice=${invoice.id}`,
    });
    // The organisation's customer was created once and kept.
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, orgA));
    expect(client!.stripeCustomerId).toMatch(/^cus_/);
    expect(session.params.customer).toBe(client!.stripeCustomerId);
    await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` });
    expect(stand.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it("answers 404 for another organisation's invoice and says so when Stripe fails", async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 9_900 });
    expect((await clientB({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` })).statusCode).toBe(404);
    stand.failNext('/v1/checkout/sessions');
    const failed = await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Failed to create payment session');
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    const body = completed(invoice.id, 10_000, 'pi_badsig');
    const forged = await sendWebhook(body, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing fails too: the signature is over the raw bytes.
    const { payload, signature } = signedStripeEvent(body, WEBHOOK_SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('10000', '99999'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect((await invoiceRow(invoice.id)).status).toBe('sent');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, body.id))).toHaveLength(0);
  });

  it('marks the invoice paid once: the same event twice, and the payment intent’s own event, have one effect', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    const body = completed(invoice.id, 10_000, 'pi_once');
    expect((await sendWebhook(body)).statusCode).toBe(200);
    const replay = await sendWebhook(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const intentEvent = event('payment_intent.succeeded', {
      id: 'pi_once',
      object: 'payment_intent',
      amount_received: 10_000,
      metadata: { invoice_id: invoice.id },
    });
    expect((await sendWebhook(intentEvent)).statusCode).toBe(200);
    const rows = await paymentsOf(invoice.id);
    expect(rows).toMatchObject([
      { provider: 'stripe', providerRef: 'pi_once', amountCents: 10_000, status: 'succeeded' },
    ]);
    const row = await invoiceRow(invoice.id);
    expect(row.status).toBe('paid');
    expect(row.paymentMethodLabel).toBe('Card');
  });

  it('never regresses a status: a late payment_failed after success changes nothing', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 7_000 });
    await sendWebhook(completed(invoice.id, 7_000, 'pi_order'));
    const late = event('payment_intent.payment_failed', {
      id: 'pi_order',
      object: 'payment_intent',
      amount_received: 0,
      metadata: { invoice_id: invoice.id },
    });
    expect((await sendWebhook(late)).statusCode).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe('paid');
    expect(await paymentsOf(invoice.id)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('records refunds and charge-backs from Stripe; the invoice is open again', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 8_000, dueDate: '2099-01-01' });
    await sendWebhook(completed(invoice.id, 8_000, 'pi_refund'));
    const refunded = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_refund',
      amount_refunded: 3_000,
      refunds: {
        object: 'list',
        has_more: false,
        data: [{ id: 're_dashboard_1', amount: 3_000, status: 'succeeded' }],
      },
    });
    await sendWebhook(refunded);
    await sendWebhook({ ...refunded, id: `${refunded.id}_retry` });
    const view = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    expect(view).toMatchObject({ status: 'sent', paidCents: 5_000 });
    await sendWebhook(
      event('charge.dispute.created', { id: 'dp_1', object: 'dispute', payment_intent: 'pi_refund', amount: 5_000 }),
    );
    const after = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    expect(after).toMatchObject({ paidCents: 0 });
    const financials = (await admin({ method: 'GET', url: '/api/financials' })).json();
    expect(financials.refundsCents).toBeGreaterThanOrEqual(3_000);
    expect(financials.chargeBacksCents).toBeGreaterThanOrEqual(5_000);
  });

  it('refunds a card payment through Stripe when an admin asks', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 4_000 });
    await sendWebhook(completed(invoice.id, 4_000, 'pi_admin_refund'));
    const [payment] = await paymentsOf(invoice.id);
    stand.requests.length = 0;
    const res = await admin({ method: 'POST', url: `/api/payments/${payment!.id}/refund`, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(stand.requests.find((r) => r.path === '/v1/refunds')?.params).toMatchObject({
      payment_intent: 'pi_admin_refund',
      amount: '4000',
    });
    expect(res.json()).toMatchObject({ status: 'sent', paidCents: 0 });
  });
});

describe('Stripe refunds reconciled by their ids (#18)', () => {
  const paymentView = async (invoiceId: string) =>
    (await admin({ method: 'GET', url: `/api/invoices/${invoiceId}/payments` })).json();

  it("a portal refund followed by Stripe's charge.refunded for it is counted once", async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 6_000, dueDate: '2099-01-01' });
    await sendWebhook(completed(invoice.id, 6_000, 'pi_portal_refund'));
    const [payment] = await paymentsOf(invoice.id);
    const res = await admin({
      method: 'POST',
      url: `/api/payments/${payment!.id}/refund`,
      payload: { amountCents: 3_000 },
    });
    expect(res.statusCode).toBe(200);
    // Stripe's event for the same refund (recent API versions leave the charge's refunds list out of the payload).
    await sendWebhook(
      event('charge.refunded', {
        id: 'ch_portal',
        object: 'charge',
        payment_intent: 'pi_portal_refund',
        amount: 6_000,
        amount_refunded: 3_000,
      }),
    );
    const view = await paymentView(invoice.id);
    expect(view).toMatchObject({ status: 'sent', paidCents: 3_000, outstandingCents: 3_000 });
    expect(view.payments).toMatchObject([{ refundedCents: 3_000 }]);
  });

  it('two partial refund events (running totals 1000 then 2000) record $20, not $30', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 5_000, dueDate: '2099-01-01' });
    await sendWebhook(completed(invoice.id, 5_000, 'pi_partial'));
    const first = { id: 're_partial_1', amount: 1_000, status: 'succeeded' };
    const second = { id: 're_partial_2', amount: 1_000, status: 'succeeded' };
    const charge = (refunded: number, refunds: object[]) =>
      event('charge.refunded', {
        id: 'ch_partial',
        object: 'charge',
        payment_intent: 'pi_partial',
        amount: 5_000,
        amount_refunded: refunded,
        refunds: { object: 'list', has_more: false, data: refunds },
      });
    await sendWebhook(charge(1_000, [first]));
    await sendWebhook(charge(2_000, [second, first]));
    const view = await paymentView(invoice.id);
    expect(view).toMatchObject({ paidCents: 3_000, outstandingCents: 2_000 });
    expect(view.payments).toMatchObject([{ refundedCents: 2_000 }]);
  });
});

describe('two Pay Now sessions for one invoice (#18)', () => {
  it('parallel and repeated Pay Now clicks reuse the open Checkout session for the same amount', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    const clicks = await Promise.all(
      [1, 2, 3].map(() => clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` })),
    );
    const urls = new Set(clicks.map((res) => res.json().url));
    expect(urls.size).toBe(1);
    const again = await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` });
    expect(urls.has(again.json().url)).toBe(true);
    // Once money moved, the open session is for the wrong amount: a new one asks for what is outstanding now.
    const paidOn = new Date().toISOString().slice(0, 10);
    const partial = await admin({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amountCents: 4_000, paidOn, method: 'bank_transfer' },
    });
    expect(partial.statusCode).toBe(201);
    stand.requests.length = 0;
    const after = await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` });
    expect(urls.has(after.json().url)).toBe(false);
    const created = stand.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(created.params['line_items[0][price_data][unit_amount]']).toBe('6000');
  });

  it('a second payment for an invoice already covered is recorded and refunded: never more than 100% paid', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    stand.requests.length = 0;
    await Promise.all([
      sendWebhook(completed(invoice.id, 10_000, 'pi_twice_a')),
      sendWebhook(completed(invoice.id, 10_000, 'pi_twice_b')),
    ]);
    const view = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    expect(view).toMatchObject({ status: 'paid', paidCents: 10_000, outstandingCents: 0 });
    expect(view.payments).toHaveLength(2);
    const refunds = stand.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.params.amount).toBe('10000');
    const detail = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json();
    expect(detail.paidCents).toBe(10_000);
  });
});

describe('saved cards through a SetupIntent', () => {
  it('creates a SetupIntent, stores the confirmed card with Stripe’s details, and keeps it to the organisation', async () => {
    const setup = await clientA({ method: 'POST', url: '/api/payment-methods/setup-intent', payload: {} });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().clientSecret).toMatch(/^seti_.+_secret_/);
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, orgA));
    const customer = client!.stripeCustomerId!;
    stand.addCard({ id: 'pm_visa', customer, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    stand.addCard({
      id: 'pm_foreign',
      customer: 'cus_someone_else',
      brand: 'visa',
      last4: '1111',
      expMonth: 1,
      expYear: 2031,
    });

    // Whatever the browser claims, brand and digits come from Stripe.
    const added = await clientA({
      method: 'POST',
      url: '/api/payment-methods',
      payload: { kind: 'card', paymentMethodId: 'pm_visa', brand: 'amex', last4: '0000' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
    });
    const foreign = await clientA({
      method: 'POST',
      url: '/api/payment-methods',
      payload: { kind: 'card', paymentMethodId: 'pm_foreign' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Failed to add payment method');
    const bank = await clientA({
      method: 'POST',
      url: '/api/payment-methods',
      payload: { kind: 'bank', holderName: 'A', bankName: 'B', accountLast4: '1234' },
    });
    expect(bank.statusCode).toBe(409);

    // The webhook's setup_intent.succeeded stores a second card; a replay stores nothing more.
    stand.addCard({ id: 'pm_master', customer, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2029 });
    const succeeded = event('setup_intent.succeeded', {
      id: 'seti_2',
      object: 'setup_intent',
      customer,
      payment_method: 'pm_master',
    });
    await sendWebhook(succeeded);
    await sendWebhook(succeeded);
    const list = (await clientA({ method: 'GET', url: '/api/payment-methods' })).json().items;
    expect(list.map((m: { last4: string }) => m.last4).sort()).toEqual(['4242', '4444']);
    expect((await clientB({ method: 'GET', url: '/api/payment-methods' })).json().items).toEqual([]);

    const master = list.find((m: { last4: string }) => m.last4 === '4444');
    stand.requests.length = 0;
    const defaulted = await clientA({ method: 'POST', url: `/api/payment-methods/${master.id}/default` });
    expect(defaulted.json().items[0]).toMatchObject({ last4: '4444', isDefault: true });
    expect(stand.requests.find((r) => r.path === `/v1/customers/${customer}`)?.params).toMatchObject({
      'invoice_settings[default_payment_method]': 'pm_master',
    });
    expect((await clientB({ method: 'DELETE', url: `/api/payment-methods/${master.id}` })).statusCode).toBe(404);
    const removed = await clientA({ method: 'DELETE', url: `/api/payment-methods/${master.id}` });
    expect(removed.json().items).toMatchObject([{ last4: '4242', isDefault: true }]);
    expect(stand.requests.some((r) => r.path === '/v1/payment_methods/pm_master/detach')).toBe(true);
  });
});

describe('plans through Stripe Billing', () => {
  it('creates the subscription at the plan price, issues no local invoice, and cancels at period end', async () => {
    stand.requests.length = 0;
    const up = await clientB({
      method: 'POST',
      url: '/api/subscription',
      payload: { plan: 'enterprise', billingCycle: 'yearly' },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      invoiceNumber: null,
      subscription: { plan: 'enterprise', provider: 'stripe', amountCents: 99_000 },
    });
    expect(stand.requests.find((r) => r.path === '/v1/subscriptions')?.params).toMatchObject({
      'items[0][price_data][unit_amount]': '99000',
      'items[0][price_data][recurring][interval]': 'year',
      'items[0][price_data][product]': 'agency_plan_enterprise',
    });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.clientId, orgB));
    expect(row!.providerRef).toMatch(/^sub_/);
    const cancel = await clientB({ method: 'POST', url: '/api/subscription/cancel', payload: {} });
    expect(cancel.json().subscription).toMatchObject({ cancelAtPeriodEnd: true });
    expect(stand.requests.find((r) => r.path === `/v1/subscriptions/${row!.providerRef}`)?.params).toMatchObject({
      cancel_at_period_end: 'true',
    });
    // Stripe later reports the end: the organisation is back on Starter.
    await sendWebhook(
      event('customer.subscription.deleted', {
        id: row!.providerRef,
        object: 'subscription',
        status: 'canceled',
        cancel_at_period_end: true,
      }),
    );
    expect((await clientB({ method: 'GET', url: '/api/subscription' })).json()).toMatchObject({ plan: 'starter' });
  });
});
