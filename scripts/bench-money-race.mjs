// npm run bench:money-race — parallel money on one invoice, on PostgreSQL (issue #18).
//
// Builds the app in this process (buildApp + app.inject, the Stripe provider pointed at the local stand-in of
// apps/api/src/test/stripe-stand-in.ts) on a throwaway database it creates from the migrations and drops at the
// end. Each round issues a $100 invoice, pays it with one recorded and one Stripe payment, then fires 50 requests
// at it at once: recorded payments, refunds of both payments, Checkout completions (the invoice is already
// covered, so each is refunded back), charge.refunded events carrying Stripe refund ids, and replays of those
// events. Afterwards it counts, per round:
//   - overpaid invoices: what the invoice has received is more than its total;
//   - negative totals: a received amount below 0, a payment refunded beyond itself, an outstanding amount above
//     the total;
//   - views disagreeing: GET /api/invoices/{id}, GET /api/invoices/{id}/payments, the invoice list and the sums
//     recomputed here from the rows do not show one paid amount, or the status does not match it.
// Exits 1 when any count is not 0.
//
//   TEST_DATABASE_URL   a PostgreSQL admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   ROUNDS (20), PARALLEL (50)
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { testConfig } from '../apps/api/src/test/app.ts';
import { as, createClient, createUser, signIn } from '../apps/api/src/test/auth.ts';
import { createInvoice } from '../apps/api/src/test/factories.ts';
import { paidCheckoutSession, signedStripeEvent, stripeEvent } from '../apps/api/src/test/stripe-events.ts';
import { startStripeStandIn } from '../apps/api/src/test/stripe-stand-in.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const PARALLEL = Number(process.env.PARALLEL ?? 50);
const TOTAL = 10_000;
const WEBHOOK_SECRET = 'whsec_money_race';
const scratch = `money_race_${process.pid}`;
const scratchUrl = (() => {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${scratch}`;
  return parsed.toString();
})();

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let eventSeq = 0;
function event(type, object, id = `evt_race_${++eventSeq}`) {
  return stripeEvent(type, object, { id });
}

await admin(`create database "${scratch}"`);
const stand = await startStripeStandIn();
let database;
let app;
try {
  database = await openDatabase({ url: scratchUrl, poolSize: 20 });
  await database.migrate();
  app = await buildApp({
    config: testConfig({
      stripe: {
        secretKey: 'sk_test_race',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_race',
        apiUrl: stand.url,
      },
    }),
    database,
  });
  await app.ready();
  const db = database.db;
  const org = await createClient(db, 'Race Retail');
  const adminUser = await createUser(db, { role: 'ADMIN' });
  const asAdmin = as(app, await signIn(app, adminUser.email));
  const clientUser = await createUser(db, { role: 'CLIENT', clientId: org.id });
  const asClient = as(app, await signIn(app, clientUser.email));

  const webhook = (body) => {
    const { payload, signature } = signedStripeEvent(body, WEBHOOK_SECRET);
    return app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const completed = (invoiceId, amount, intent) =>
    event('checkout.session.completed', paidCheckoutSession(invoiceId, amount, intent));
  const paidOn = new Date().toISOString().slice(0, 10);
  const record = (invoiceId, amountCents) =>
    asAdmin({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/payments`,
      payload: { amountCents, paidOn, method: 'bank_transfer' },
    });

  const counts = { overpaid: 0, negative: 0, disagreeing: 0 };
  const codes = new Map();
  const started = Date.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const invoice = await createInvoice(db, { clientId: org.id, totalCents: TOTAL, dueDate: '2099-01-01' });
    const intent = `pi_race_${round}_seed`;
    if ((await record(invoice.id, 5_000)).statusCode !== 201) throw new Error('seed payment refused');
    if ((await webhook(completed(invoice.id, 5_000, intent))).statusCode !== 200) throw new Error('seed webhook');
    const seeded = (await asAdmin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    const [manualId, stripeId] = seeded.payments.map((payment) => payment.id);

    // The burst: PARALLEL requests at once, in five kinds.
    const refundsOf = (n) =>
      Array.from({ length: n }, (_, k) => ({ id: `re_race_${round}_${k}`, amount: 700, status: 'succeeded' }));
    const webhookEvents = [];
    const burst = [];
    for (let i = 0; i < PARALLEL; i++) {
      switch (i % 5) {
        case 0:
          burst.push(() => record(invoice.id, 1_500 + 500 * (i % 3)));
          break;
        case 1:
          burst.push(() =>
            asAdmin({
              method: 'POST',
              url: `/api/payments/${i % 2 ? manualId : stripeId}/refund`,
              payload: { amountCents: 1_200 },
            }),
          );
          break;
        case 2: {
          const body = completed(invoice.id, 3_000, `pi_race_${round}_${i}`);
          webhookEvents.push(body);
          burst.push(() => webhook(body));
          break;
        }
        case 3: {
          const n = 1 + (i % 4);
          const body = event('charge.refunded', {
            id: `ch_race_${round}`,
            object: 'charge',
            payment_intent: intent,
            amount: 5_000,
            amount_refunded: 700 * n,
            refunds: { object: 'list', has_more: false, data: refundsOf(n) },
          });
          webhookEvents.push(body);
          burst.push(() => webhook(body));
          break;
        }
        default:
          // A replay of an event already in this burst (Stripe delivers at least once).
          burst.push(() => webhook(webhookEvents[webhookEvents.length - 1] ?? completed(invoice.id, 3_000, intent)));
      }
    }
    const results = await Promise.all(burst.map((fire) => fire()));
    for (const res of results) codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
    // A Pay Now after the burst must ask for what is really outstanding.
    const payNow = await asClient({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` });

    // The three views and the rows.
    const detail = (await asAdmin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json();
    const view = (await asAdmin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    const listed = (
      await asAdmin({ method: 'GET', url: `/api/invoices?q=${encodeURIComponent(invoice.number)}&limit=5` })
    )
      .json()
      .items.find((row) => row.id === invoice.id);
    const rows = await database.db.execute(
      sql`select p.id, p.amount_cents, p.status,
        coalesce((select sum(r.amount_cents) from payment_refunds r where r.payment_id = p.id), 0)::int as refunded
       from payments p where p.invoice_id = ${invoice.id}`,
    );
    const received = rows.rows
      .filter((row) => row.status === 'succeeded' || row.status === 'refunded')
      .reduce((sum, row) => sum + row.amount_cents - row.refunded, 0);

    if (received > TOTAL || view.paidCents > view.totalCents) counts.overpaid++;
    if (
      received < 0 ||
      view.paidCents < 0 ||
      view.outstandingCents > view.totalCents ||
      rows.rows.some((row) => row.refunded > row.amount_cents)
    )
      counts.negative++;
    const outstanding = Math.max(0, TOTAL - received);
    const statusRight = received >= TOTAL ? 'paid' : 'sent';
    const payNowRight =
      outstanding === 0 ? payNow.statusCode === 409 : payNow.statusCode === 200 && payNow.json().kind === 'redirect';
    if (
      detail.paidCents !== received ||
      view.paidCents !== received ||
      listed?.paidCents !== received ||
      detail.amountDueCents !== (detail.status === 'paid' ? 0 : outstanding) ||
      view.outstandingCents !== outstanding ||
      detail.status !== statusRight ||
      view.status !== statusRight ||
      !payNowRight
    )
      counts.disagreeing++;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const answered = [...codes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  console.log(
    `money race on PostgreSQL: ${ROUNDS} rounds × ${PARALLEL} parallel requests at one invoice, ${seconds} s`,
  );
  console.log(`answers: ${answered}`);
  console.log(`overpaid invoices ${counts.overpaid}`);
  console.log(`negative totals ${counts.negative}`);
  console.log(`views disagreeing ${counts.disagreeing}`);
  process.exitCode = counts.overpaid + counts.negative + counts.disagreeing === 0 ? 0 : 1;
} finally {
  await app?.close();
  await database?.close();
  await stand.close();
  // pool.end() resolves before the server has seen every socket close; a forced drop meanwhile makes noise.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin(`drop database if exists "${scratch}" with (force)`);
}
