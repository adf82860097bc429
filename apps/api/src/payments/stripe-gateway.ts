import Stripe from 'stripe';
import type { Config } from '../config.ts';

type StripeConfig = NonNullable<Config['stripe']>;

/** The card details we keep of a payment method: read from Stripe, never from the browser. */
export interface CardDetails {
  id: string;
  customerId: string | null;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

/**
 * The few Stripe calls the product makes (D16), over the official SDK. With `apiUrl` the SDK talks to a local
 * stand-in (its host, port and protocol options); otherwise to Stripe itself.
 */
export class StripeGateway {
  readonly client: Stripe;
  readonly webhookSecret: string;
  readonly publishableKey: string;

  constructor(config: StripeConfig) {
    const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
    this.client = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
      ...(target
        ? {
            host: target.hostname,
            port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
            protocol: target.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    this.webhookSecret = config.webhookSecret;
    this.publishableKey = config.publishableKey;
  }

  async createCustomer(input: { name: string; email: string; clientId: string }): Promise<string> {
    const customer = await this.client.customers.create(
      { name: input.name, email: input.email, metadata: { client_id: input.clientId } },
      { idempotencyKey: `customer-${input.clientId}` },
    );
    return customer.id;
  }

  /** A hosted Checkout page for one invoice, for the amount the server computed. */
  async createCheckoutSession(input: {
    invoiceId: string;
    invoiceNumber: string;
    clientId: string;
    customerId: string;
    amountCents: number;
    successUrl: string;
    cancelUrl: string;
    /** When the page stops taking payment (Stripe allows 30 minutes to 24 hours). */
    expiresAt: Date;
    /** Parallel creations with one key get one session (Stripe answers a repeated key with the first answer). */
    idempotencyKey: string;
  }): Promise<{ id: string; url: string | null }> {
    const metadata = { invoice_id: input.invoiceId, client_id: input.clientId };
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        customer: input.customerId,
        client_reference_id: input.invoiceId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: input.amountCents,
              product_data: { name: `Invoice ${input.invoiceNumber}` },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: session.id, url: session.url };
  }

  /** The customer's open Checkout session for this invoice and amount, if there is one (to send the payer back). */
  async findOpenCheckoutSession(input: {
    customerId: string;
    invoiceId: string;
    amountCents: number;
  }): Promise<{ id: string; url: string | null } | null> {
    const sessions = await this.client.checkout.sessions.list({
      customer: input.customerId,
      status: 'open',
      limit: 100,
    });
    const open = sessions.data.find(
      (session) => session.metadata?.invoice_id === input.invoiceId && session.amount_total === input.amountCents,
    );
    return open ? { id: open.id, url: open.url } : null;
  }

  /** Every refund of a payment intent, as Stripe keeps them (ids and amounts; reconciled one by one). */
  async listRefunds(paymentIntentId: string): Promise<{ id: string; amount: number; status: string | null }[]> {
    const refunds: { id: string; amount: number; status: string | null }[] = [];
    for await (const refund of this.client.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      refunds.push({ id: refund.id, amount: refund.amount, status: refund.status });
    }
    return refunds;
  }

  async createSetupIntent(customerId: string, clientId: string): Promise<string> {
    const intent = await this.client.setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      metadata: { client_id: clientId },
    });
    if (!intent.client_secret) throw new Error('setup intent without a client secret');
    return intent.client_secret;
  }

  async retrieveCard(paymentMethodId: string): Promise<CardDetails> {
    const method = await this.client.paymentMethods.retrieve(paymentMethodId);
    const customer = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
    return {
      id: method.id,
      customerId: customer,
      brand: method.card?.brand ?? null,
      last4: method.card?.last4 ?? null,
      expMonth: method.card?.exp_month ?? null,
      expYear: method.card?.exp_year ?? null,
    };
  }

  async detach(paymentMethodId: string): Promise<void> {
    await this.client.paymentMethods.detach(paymentMethodId);
  }

  async setDefault(customerId: string, paymentMethodId: string): Promise<void> {
    await this.client.customers.update(customerId, {
      invoice_settings: { default_payment_method: paymentMethodId },
    });
  }

  async refund(paymentIntentId: string, amountCents: number, key: string): Promise<string> {
    const refund = await this.client.refunds.create(
      { payment_intent: paymentIntentId, amount: amountCents },
      { idempotencyKey: key },
    );
    return refund.id;
  }

  /** Stripe Billing: a subscription at the plan's price (a product per plan, created on first use). */
  async createSubscription(input: {
    customerId: string;
    planId: string;
    planName: string;
    amountCents: number;
    interval: 'month' | 'year';
    clientId: string;
  }): Promise<{ id: string; periodEnd: Date | null }> {
    const product = await this.ensureProduct(input.planId, input.planName);
    const subscription = await this.client.subscriptions.create({
      customer: input.customerId,
      items: [
        {
          price_data: {
            currency: 'usd',
            product,
            unit_amount: input.amountCents,
            recurring: { interval: input.interval },
          },
        },
      ],
      metadata: { client_id: input.clientId, plan: input.planId },
    });
    const end = subscription.items?.data?.[0]?.current_period_end;
    return { id: subscription.id, periodEnd: end ? new Date(end * 1000) : null };
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }

  async endSubscription(subscriptionId: string): Promise<void> {
    await this.client.subscriptions.cancel(subscriptionId);
  }

  private async ensureProduct(planId: string, name: string): Promise<string> {
    const id = `agency_plan_${planId}`;
    try {
      return (await this.client.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return (await this.client.products.create({ id, name: `${name} plan` })).id;
    }
  }

  /**
   * A payroll payout (issue #20): a Connect transfer of the net pay to the employee's connected account. The key is
   * the pay statement's id, so a retry or a parallel attempt of the same line gets Stripe's first answer back.
   */
  async createTransfer(input: {
    amountCents: number;
    destination: string;
    statementId: string;
    description: string;
  }): Promise<string> {
    const transfer = await this.client.transfers.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        destination: input.destination,
        description: input.description,
        metadata: { payroll_record_id: input.statementId },
      },
      { idempotencyKey: `payroll-${input.statementId}` },
    );
    return transfer.id;
  }

  /** Verifies the signature over the raw body; throws on a bad or stale one. */
  constructEvent(rawBody: Buffer | string, signature: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}
