import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, payrollProfiles, payrollRecords, payrollRuns } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';

// Payroll payouts through Stripe Connect (D16, issue #20) against the local stand-in of Stripe's API: a transfer of
// each line's net pay to the person's connected account, keyed by the statement so it is never made twice; a person
// without a connected account is recorded manually; a failed transfer fails the run until Retry payouts pays it.

let t: TestApp;
let stand: StripeStandIn;
let admin: ReturnType<typeof as>;
const ids: Record<string, string> = {};
const transfers = () => stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
const statementMails = async () =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'pay-statement'))).length;

beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({
    stripe: {
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_x',
      publishableKey: 'pk_test_standin',
      apiUrl: stand.url,
    },
  });
  const db = t.database.db;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  admin = as(t.app, await signIn(t.app, adminUser.email));
  const connected = await createUser(db, { role: 'AGENT' });
  const other = await createUser(db, { role: 'AGENT' });
  Object.assign(ids, { connected: connected.id, other: other.id });
  await db.insert(payrollProfiles).values([
    {
      userId: connected.id,
      payType: 'salary',
      annualSalaryCents: 6_000_000,
      payoutAccountRef: 'acct_connected1',
      startDate: '2025-01-01',
    },
    { userId: other.id, payType: 'salary', annualSalaryCents: 2_400_000, startDate: '2025-01-01' },
  ]);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

describe('Stripe Connect payouts', () => {
  it('says Stripe is the payout provider', async () => {
    expect((await admin({ method: 'GET', url: '/api/payroll/summary' })).json().payoutProvider).toBe('stripe');
  });

  it('transfers the net pay to the connected account, once, and records the others manually', async () => {
    const period = { periodStart: '2026-07-01', periodEnd: '2026-07-31', paymentDate: '2026-07-31' };
    const res = await admin({ method: 'POST', url: '/api/payroll/runs', payload: period });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'paid', unpaid: 0 });
    expect(transfers()).toHaveLength(1);
    // $60,000 / 12 = $5,000 gross; net 70% = $3,500.
    expect(transfers()[0]!.params).toMatchObject({ amount: '350000', currency: 'usd', destination: 'acct_connected1' });
    const lines = await t.database.db.select().from(payrollRecords).where(eq(payrollRecords.runId, res.json().id));
    const connected = lines.find((line) => line.userId === ids.connected)!;
    expect(connected.providerRef).toMatch(/^tr_/);
    expect(transfers()[0]!.params['metadata[payroll_record_id]']).toBe(connected.id);
    expect(lines.find((line) => line.userId === ids.other)!.providerRef).toMatch(/^MANUAL-/);

    await Promise.all([1, 2, 3].map(() => admin({ method: 'POST', url: '/api/payroll/runs', payload: period })));
    expect(transfers()).toHaveLength(1);
    expect(await statementMails()).toBe(2);
  });

  it('fails the run when a transfer fails, and Retry payouts pays only what is unpaid', async () => {
    stand.failNext('/v1/transfers');
    const before = transfers().length;
    const res = await admin({
      method: 'POST',
      url: '/api/payroll/runs',
      payload: { periodStart: '2026-08-01', periodEnd: '2026-08-31', paymentDate: '2026-08-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'failed', unpaid: 1 });
    // Only the paid line's statement is mailed; the unpaid one waits for its payout.
    const mailed = await statementMails();
    expect(mailed).toBe(3);
    const retried = await admin({ method: 'POST', url: `/api/payroll/runs/${res.json().id}/retry` });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'paid', unpaid: 0 });
    // The failed attempt and the retry: the same idempotency key, one transfer at Stripe.
    expect(transfers()).toHaveLength(before + 2);
    expect(await statementMails()).toBe(mailed + 1);
    const again = await admin({ method: 'POST', url: `/api/payroll/runs/${res.json().id}/retry` });
    expect(again.json().status).toBe('paid');
    expect(transfers()).toHaveLength(before + 2);
    expect(await statementMails()).toBe(mailed + 1);
    const [run] = await t.database.db.select().from(payrollRuns).where(eq(payrollRuns.id, res.json().id));
    expect(run!.status).toBe('paid');
  });
});
