// Fault: a Stripe webhook replayed and delivered out of order across two servers: one effect. Events are signed with
// the cluster's webhook secret by the SDK's own test helper and posted straight to two servers at once (Stripe's
// retries and a balancer's both end up as parallel copies on different servers). Stripe itself is the tests' local
// stand-in of its API (apps/api/src/test/stripe-stand-in.ts), as this machine cannot reach Stripe.
//   1. checkout.session.completed for invoice X, 3 copies to s1 and 3 to s2 at once, with the payment intent's own
//      payment_intent.succeeded (the same money, another event) to both at the same moment;
//   2. an older payment_intent.payment_failed for it delivered after them;
//   3. invoice Y: Stripe's charge.refunded (a later event) delivered before the checkout.session.completed it refunds,
//      answered as Stripe sees it, and redelivered when the first answer was not 2xx (as Stripe retries).
// Then the database must show one payment per invoice, one effect per event, and the final state right.
import { randomBytes } from 'node:crypto';
import { paidCheckoutSession, signedStripeEvent, stripeEvent } from '../../apps/api/src/test/stripe-events.ts';
import { signIn } from '../cluster-smoke.mjs';
import { query, serverPort, servers, tally } from './shared.mjs';

export const name = 'stripe';
export const title = 'a Stripe webhook replayed and out of order across two servers';
export const WEBHOOK_SECRET = 'whsec_faults_standin';
const REFUND_CENTS = 1_000;

const event = (type, object, created) =>
  stripeEvent(type, object, { id: `evt_fault_${randomBytes(6).toString('hex')}`, created });

const completed = (invoiceId, amount, intent, created) =>
  event('checkout.session.completed', paidCheckoutSession(invoiceId, amount, intent), created);

/** Posts one event, signed now, to a server's own port; its status. */
async function deliver(port, body) {
  const { payload, signature } = signedStripeEvent(body, WEBHOOK_SECRET);
  const res = await fetch(`http://127.0.0.1:${port}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  await res.arrayBuffer();
  return res.status;
}

export async function run(ctx) {
  const { balancer, databaseUrl, port } = ctx;
  const [s1, s2] = servers()
    .filter((server) => !ctx.dead.has(server.name))
    .map((server) => serverPort(port, server.name));
  const admin = await signIn(balancer, 'admin@example.com');
  const view = async (id) =>
    (await fetch(`${balancer}/api/invoices/${id}/payments`, { headers: { cookie: admin } })).json();
  // Two payable invoices (sent or overdue) nobody has paid anything on yet (the demo has them).
  const open = await query(
    databaseUrl,
    `select i.id from invoices i where i.status in ('sent', 'overdue')
       and not exists (select 1 from payments p where p.invoice_id = i.id) order by i.total_cents desc limit 2`,
  );
  if (open.length < 2) throw new Error('the demo data has fewer than two unpaid payable invoices');
  const [x, y] = await Promise.all(open.map((row) => view(row.id)));
  const now = Math.floor(Date.now() / 1000);

  // 1 and 2: replays across two servers at once, then an older failure.
  const paid = completed(open[0].id, x.outstandingCents, `pi_fault_x_${now}`, now);
  const intent = event(
    'payment_intent.succeeded',
    {
      id: `pi_fault_x_${now}`,
      object: 'payment_intent',
      amount_received: x.outstandingCents,
      metadata: { invoice_id: open[0].id },
    },
    now,
  );
  const answers = await Promise.all([
    ...[s1, s2, s1, s2, s1, s2].map((server) => deliver(server, paid)),
    deliver(s1, intent),
    deliver(s2, intent),
  ]);
  const failedLate = event(
    'payment_intent.payment_failed',
    { id: `pi_fault_x_${now}`, object: 'payment_intent', amount_received: 0, metadata: { invoice_id: open[0].id } },
    now - 60,
  );
  answers.push(await deliver(s2, failedLate));

  // 3: the refund (later) before the payment (earlier), on two servers.
  const intentY = `pi_fault_y_${now}`;
  const payY = completed(open[1].id, y.outstandingCents, intentY, now);
  const refundY = event(
    'charge.refunded',
    {
      id: `ch_fault_y_${now}`,
      object: 'charge',
      payment_intent: intentY,
      amount: y.outstandingCents,
      amount_refunded: REFUND_CENTS,
      refunds: {
        object: 'list',
        has_more: false,
        data: [{ id: `re_fault_y_${now}`, amount: REFUND_CENTS, status: 'succeeded' }],
      },
    },
    now + 30,
  );
  const refundFirst = await deliver(s2, refundY);
  const [payAnswer, payReplay] = await Promise.all([deliver(s1, payY), deliver(s2, payY)]);
  // Stripe redelivers an event it got no 2xx for; one it got a 2xx for it never sends again.
  const refundRetry = refundFirst >= 200 && refundFirst < 300 ? null : await deliver(s1, refundY);

  const count = async (text, values) => (await query(databaseUrl, text, values))[0].n;
  const paymentsX = await count('select count(*)::int as n from payments where invoice_id = $1', [open[0].id]);
  const paymentsY = await count('select count(*)::int as n from payments where invoice_id = $1', [open[1].id]);
  const events = await count('select count(*)::int as n from payment_events where event_id = any($1)', [
    [paid.id, intent.id, failedLate.id, payY.id, refundY.id],
  ]);
  const refundsY = await count(
    `select count(*)::int as n from payment_refunds r join payments p on p.id = r.payment_id where p.invoice_id = $1`,
    [open[1].id],
  );
  const [notified] = await query(
    databaseUrl,
    `select count(distinct user_id)::int as users, count(*)::int as n from notifications
      where related_entity_id = $1 and type = 'payment'`,
    [open[0].id],
  );
  const [afterX, afterY] = await Promise.all(open.map((row) => view(row.id)));
  const okX = paymentsX === 1 && afterX.status === 'paid' && afterX.paidCents === x.outstandingCents + x.paidCents;
  const okY = paymentsY === 1 && refundsY === 1 && afterY.outstandingCents === REFUND_CENTS;
  console.log(`
| A Stripe webhook replayed and out of order across two servers | figure |
|---|---|
| invoice X: 6 copies of checkout.session.completed + 2 of payment_intent.succeeded, at once on 2 servers, then an older payment_failed | answers ${tally(answers)} |
| invoice X: payment rows / status / paid | ${paymentsX} / ${afterX.status} / ${afterX.paidCents} of ${x.outstandingCents} cents |
| invoice X: payment notifications written / people notified | ${notified.n} / ${notified.users} |
| invoice Y: charge.refunded before its payment, then the payment on 2 servers at once | refund first: ${refundFirst}; payment: ${payAnswer}, ${payReplay}; refund redelivered: ${refundRetry ?? 'not needed (2xx)'} |
| invoice Y: payment rows / refund rows / outstanding after a ${REFUND_CENTS}-cent refund | ${paymentsY} / ${refundsY} / ${afterY.outstandingCents} cents |
| events stored as handled (5 distinct events) | ${events} |
`);
  return okX && okY && notified.n === notified.users && events === 5 && answers.every((code) => code === 200);
}
