import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints the product calls (this machine cannot reach Stripe). The
 * official SDK is pointed at it through its host/port/protocol options (STRIPE_API_URL); it answers in Stripe's
 * shapes, records every request (method, path, form fields) for assertions, and keeps just enough state
 * (customers, payment methods, subscriptions) for the flows under test. It proves what the product sends and how it
 * reads answers, not Stripe's own behaviour.
 */
export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  /** A card as Stripe would hold it after the browser confirmed a SetupIntent. */
  addCard(card: {
    id: string;
    customer: string | null;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
  }): void;
  /** Makes the next POST to a path answer with a Stripe error. */
  failNext(pathPrefix: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  return params;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const cards = new Map<string, Record<string, unknown>>();
  const products = new Set<string>();
  const failing = new Set<string>();
  // Refunds by payment intent, Checkout sessions, and the answers already given per idempotency key (Stripe
  // answers a repeated key with the first answer, which is how two parallel creations end up with one object).
  const refunds = new Map<string, Record<string, unknown>[]>();
  const sessions = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, { status: number; body: unknown }>();

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = await readForm(request);
    for (const [key, value] of url.searchParams) params[key] = value;
    const method = request.method ?? 'GET';
    const path = url.pathname;
    requests.push({ method, path, params });
    const key = request.headers['idempotency-key'];
    const idempotency = method === 'POST' && typeof key === 'string' ? `${path}:${key}` : null;
    const send = (status: number, body: unknown) => {
      if (idempotency && status < 400) answered.set(idempotency, { status, body });
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    const earlier = idempotency ? answered.get(idempotency) : undefined;
    if (earlier) return send(earlier.status, earlier.body);
    const notFound = () =>
      send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });

    for (const prefix of failing) {
      if (method === 'POST' && path.startsWith(prefix)) {
        failing.delete(prefix);
        return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      }
    }
    const now = Math.floor(Date.now() / 1000);

    if (method === 'POST' && path === '/v1/customers') {
      return send(200, { id: id('cus'), object: 'customer', name: params.name, email: params.email });
    }
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'POST' && customerMatch) return send(200, { id: customerMatch[1], object: 'customer' });

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        customer: params.customer,
        amount_total: Number(params['line_items[0][price_data][unit_amount]'] ?? 0),
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        expires_at: Number(params.expires_at ?? now + 86_400),
        metadata: { invoice_id: params['metadata[invoice_id]'] },
      };
      sessions.set(sessionId, session);
      return send(200, session);
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const data = [...sessions.values()]
        .filter((s) => !params.customer || s.customer === params.customer)
        .filter((s) => !params.status || s.status === params.status)
        .reverse();
      return send(200, { object: 'list', data, has_more: false, url: path });
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const intent = id('seti');
      return send(200, {
        id: intent,
        object: 'setup_intent',
        client_secret: `${intent}_secret_${randomBytes(6).toString('hex')}`,
        customer: params.customer,
      });
    }
    const pmMatch = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
    if (pmMatch) {
      const card = cards.get(pmMatch[1] ?? '');
      if (!card) return notFound();
      if (method === 'POST' && pmMatch[2]) card.customer = null;
      return send(200, card);
    }
    if (method === 'POST' && path === '/v1/transfers') {
      return send(200, {
        id: id('tr'),
        object: 'transfer',
        amount: Number(params.amount),
        currency: params.currency,
        destination: params.destination,
        metadata: { payroll_record_id: params['metadata[payroll_record_id]'] },
      });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(params.amount),
        payment_intent: params.payment_intent,
        status: 'succeeded',
      };
      refunds.set(params.payment_intent ?? '', [refund, ...(refunds.get(params.payment_intent ?? '') ?? [])]);
      return send(200, refund);
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = params.payment_intent ? (refunds.get(params.payment_intent) ?? []) : [...refunds.values()].flat();
      return send(200, { object: 'list', data, has_more: false, url: path });
    }
    const productMatch = /^\/v1\/products(?:\/([^/]+))?$/.exec(path);
    if (productMatch) {
      if (method === 'GET')
        return products.has(productMatch[1] ?? '') ? send(200, { id: productMatch[1], object: 'product' }) : notFound();
      products.add(params.id ?? '');
      return send(200, { id: params.id, object: 'product', name: params.name });
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const interval = params['items[0][price_data][recurring][interval]'];
      const end = now + (interval === 'year' ? 365 : 30) * 86_400;
      return send(200, {
        id: id('sub'),
        object: 'subscription',
        status: 'active',
        customer: params.customer,
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ id: id('si'), current_period_start: now, current_period_end: end }] },
      });
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subMatch) {
      return send(200, {
        id: subMatch[1],
        object: 'subscription',
        status: method === 'DELETE' ? 'canceled' : 'active',
        cancel_at_period_end: params.cancel_at_period_end === 'true',
      });
    }
    return notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addCard(card) {
      cards.set(card.id, {
        id: card.id,
        object: 'payment_method',
        type: 'card',
        customer: card.customer,
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      });
    },
    failNext(prefix) {
      failing.add(prefix);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
