import type { Overview } from '@agency/shared/overview';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../db/seed/demo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { localPeriods } from './periods.ts';

// The demo seed gives each demo role a meaningful overview (issue #8): events today, attention items, activity,
// revenue this and last month, ratings. Seeded relative to the real now, as a server start does.

let t: TestApp;
let revenue: { thisMonthCents: number; lastMonthCents: number; changePercent: number | null };
const overviews = {} as Record<keyof typeof DEMO_ACCOUNTS, Overview>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  const periods = localPeriods(new Date(), 0);
  const paid = await t.database.db.select().from(payments).where(eq(payments.status, 'succeeded'));
  const sumBetween = (from: Date, to: Date) =>
    paid.filter((p) => p.paidAt && p.paidAt >= from && p.paidAt < to).reduce((sum, p) => sum + p.amountCents, 0);
  const thisMonthCents = sumBetween(periods.monthStart, periods.nextMonthStart);
  const lastMonthCents = sumBetween(periods.lastMonthStart, periods.monthStart);
  revenue = {
    thisMonthCents,
    lastMonthCents,
    changePercent: Math.round(((thisMonthCents - lastMonthCents) / lastMonthCents) * 1000) / 10,
  };
  for (const role of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/overview', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    overviews[role] = res.json();
  }
}, 60_000);
afterAll(() => t.close());

const card = (o: Overview, key: string) => o.cards.find((c) => c.key === key);

describe('the demo accounts’ overviews', () => {
  it('gives the admin agency-wide figures, today’s events, activity and a business overview', () => {
    const o = overviews.admin;
    expect(o.events.total).toBe(2);
    expect(card(o, 'outstandingInvoices')).toMatchObject({ count: 2, attention: 1 });
    expect(card(o, 'activeProjects')?.count).toBe(4);
    expect(card(o, 'unreadMessages')?.count).toBeGreaterThan(0);
    expect(o.activity.length).toBe(6);
    // A failed sign-in has no actor account: the address tried stands in for the name.
    expect(o.activity.find((a) => a.action === 'auth.sign_in_failed')?.actorName).toBe('agent@example.com');
    // The Patient Portal deposit is paid this month and the Replatform deposit last month, whatever today is;
    // older payments fall in last month on some dates, so the sums are read back from the seeded rows.
    expect(o.business?.revenue).toEqual(revenue);
    expect(revenue.thisMonthCents).toBeGreaterThanOrEqual(31_000_00);
    expect(revenue.lastMonthCents).toBeGreaterThanOrEqual(24_000_00);
    expect(revenue.changePercent).toBeGreaterThan(0);
    expect(o.business?.completion).toEqual({ completed: 2, total: 7 });
    // Harbor rated the lookbook 5, Vitalis the site 4.
    expect(o.business?.satisfaction).toEqual({ average: 4.5, ratings: 2 });
  });

  it('gives the agent more events than the three shown, overdue tasks and their projects’ figures', () => {
    const o = overviews.agent;
    expect(o.events.total).toBe(4);
    expect(o.events.items).toHaveLength(3);
    expect(card(o, 'overdueTasks')?.count).toBeGreaterThan(0);
    expect(card(o, 'unreadMessages')?.count).toBeGreaterThan(0);
    expect(o.activity.length).toBeGreaterThan(3);
    expect(o.business?.revenue.thisMonthCents).toBeGreaterThan(0);
    expect(o.business?.revenue.lastMonthCents).toBeGreaterThan(0);
    expect(o.business?.satisfaction.ratings).toBe(1);
  });

  it('gives the client their invoices, messages, today’s review and client-facing activity only', () => {
    const o = overviews.client;
    expect(o.business).toBeUndefined();
    expect(o.events.items.map((e) => e.title)).toEqual(['Harbor & Pine sprint review']);
    expect(card(o, 'outstandingInvoices')?.count).toBe(1);
    expect(card(o, 'unreadMessages')?.count).toBeGreaterThan(0);
    expect(o.activity.map((a) => a.action)).toEqual(
      expect.arrayContaining(['project.updated', 'deliverable.completed', 'invoice.sent', 'payment.recorded']),
    );
    expect(o.activity.some((a) => a.action.startsWith('task.'))).toBe(false);
  });
});
