import type { BusinessAnalytics, SiteAnalytics } from '@agency/shared/insights';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  leads,
  projectAgents,
  projects,
  proposals,
  siteDailyStats,
  siteRollupDays,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { recordPageView } from './service.ts';
import { siteAnalytics } from './site.ts';

// Business Analytics: org A's project (assigned to `agent`) and org B's project (nobody's), proposals created a day
// ago (this period) and 40 days ago (the previous 30 days). Site Analytics: five visitors' page views and one
// visitor's inquiry followed to a client, a proposal and a paid invoice. Every figure below is what these rows imply.

let t: TestApp;
type Call = ReturnType<typeof as>;
const callers = {} as Record<'admin' | 'agent' | 'client', Call>;
const DAY = 24 * 60 * 60 * 1000;
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Insights Org A');
  const orgB = await createClient(db, 'Insights Org B');
  const admin = await createUser(db, { role: 'ADMIN' });
  const agent = await createUser(db, { role: 'AGENT' });
  const client = await createUser(db, { role: 'CLIENT', clientId: orgA.id });
  callers.admin = as(t.app, await signIn(t.app, admin.email));
  callers.agent = as(t.app, await signIn(t.app, agent.email));
  callers.client = as(t.app, await signIn(t.app, client.email));
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'A storefront', clientId: orgA.id, status: 'in-progress' },
      { name: 'B patient app', clientId: orgB.id, status: 'in-progress' },
    ])
    .returning();
  await db.insert(projectAgents).values({ projectId: projectA!.id, agentId: agent.id });
  const now = Date.now();
  const recent = new Date(now - DAY);
  const older = new Date(now - 40 * DAY);
  let n = 0;
  const proposal = (
    projectId: string | null,
    clientId: string,
    status: 'draft' | 'sent' | 'viewed' | 'approved' | 'rejected',
    totalCents: number,
    createdAt: Date,
  ) => ({
    number: `PRP-2001-${String(++n).padStart(4, '0')}`,
    title: `P${n}`,
    clientId,
    projectId,
    status,
    totalCents,
    createdAt,
  });
  await db
    .insert(proposals)
    .values([
      proposal(projectA!.id, orgA.id, 'approved', 100_000, recent),
      proposal(projectA!.id, orgA.id, 'sent', 50_000, recent),
      proposal(projectA!.id, orgA.id, 'rejected', 30_000, recent),
      proposal(projectA!.id, orgA.id, 'viewed', 20_000, recent),
      proposal(projectB!.id, orgB.id, 'approved', 400_000, recent),
      proposal(null, orgB.id, 'approved', 10_000, recent),
      proposal(projectA!.id, orgA.id, 'approved', 60_000, older),
      proposal(projectA!.id, orgA.id, 'draft', 40_000, older),
      proposal(projectB!.id, orgB.id, 'approved', 200_000, older),
    ]);
});
afterAll(() => t.close());

const business = async (call: Call, range = 'last_30_days') => {
  const res = await call({ method: 'GET', url: `/api/analytics/business?range=${range}&utcOffset=0` });
  expect(res.statusCode).toBe(200);
  return res.json() as BusinessAnalytics;
};

describe('Business Analytics', () => {
  it('computes the KPIs for an admin beside the previous 30 days', async () => {
    const body = await business(callers.admin);
    expect(body.kpis).toEqual({
      revenue: { value: 510_000, previous: 260_000, changePercent: 96.2 },
      proposals: { value: 6, previous: 3, changePercent: 100 },
      conversionRate: { value: 50, previous: 66.7, changePercent: -25 },
      averageValue: { value: 101_667, previous: 100_000, changePercent: 1.7 },
      pending: { value: 2, previous: 0, changePercent: null },
    });
    expect(body.statusBreakdown).toEqual([
      { status: 'draft', count: 0 },
      { status: 'sent', count: 1 },
      { status: 'viewed', count: 1 },
      { status: 'approved', count: 3 },
      { status: 'rejected', count: 1 },
      { status: 'expired', count: 0 },
    ]);
    // 50% is not over 50%: Good (001 §9).
    expect(body.satisfaction).toBe('good');
    expect(body.bucket).toBe('day');
    expect(body.series).toHaveLength(30);
    expect(body.series.reduce((sum, point) => sum + point.revenueCents, 0)).toBe(510_000);
    expect(body.series.reduce((sum, point) => sum + point.approved + point.pending + point.other, 0)).toBe(6);
    expect(body.insights?.topClients.map((c) => [c.name, c.approvedCents])).toEqual([
      ['Insights Org B', 410_000],
      ['Insights Org A', 100_000],
    ]);
    expect(body.activity.length).toBeLessThanOrEqual(5);
  });

  it("shows an agent only their assigned projects' figures, without Performance Insights", async () => {
    const body = await business(callers.agent);
    expect(body.kpis).toEqual({
      revenue: { value: 100_000, previous: 60_000, changePercent: 66.7 },
      proposals: { value: 4, previous: 2, changePercent: 100 },
      conversionRate: { value: 25, previous: 50, changePercent: -50 },
      averageValue: { value: 50_000, previous: 50_000, changePercent: 0 },
      pending: { value: 2, previous: 0, changePercent: null },
    });
    expect(body.satisfaction).toBe('needs-improvement');
    expect(body.insights).toBeUndefined();
  });

  it('has no previous period for all time, and counts every proposal', async () => {
    const body = await business(callers.admin, 'all_time');
    expect(body.previousPeriod).toBeNull();
    expect(body.kpis.proposals).toEqual({ value: 9, previous: null, changePercent: null });
    expect(body.kpis.revenue.value).toBe(770_000);
    expect(body.bucket).toBe('month');
    expect(body.series.reduce((sum, point) => sum + point.revenueCents, 0)).toBe(770_000);
  });

  it('answers each of the eight ranges, and refuses a client', async () => {
    for (const range of ['today', 'yesterday', 'last_7_days', 'last_90_days', 'last_6_months', 'last_year']) {
      const body = await business(callers.admin, range);
      expect(body.range).toBe(range);
    }
    expect((await business(callers.admin, 'today')).series).toHaveLength(24);
    // A day ago is always yesterday: nothing today.
    expect((await business(callers.admin, 'yesterday')).kpis.proposals.value).toBe(6);
    expect((await business(callers.admin, 'today')).kpis.proposals.value).toBe(0);
    const refused = await callers.client({ method: 'GET', url: '/api/analytics/business' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });
});

const view = (path: string, ip: string, userAgent: string, extra: { referrer?: string; utmSource?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/pageview',
    payload: { path, ...extra },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });

describe('Site Analytics and the funnel', () => {
  let site: SiteAnalytics;
  beforeAll(async () => {
    const db = t.database.db;
    const config = { ownHost: 'localhost', secret: t.app.config.authSecret };
    // X lands from a newsletter link, reads on and sends an inquiry; Y and Z leave after one page.
    await view('/', '203.0.113.1', desktop, { referrer: 'https://www.google.com/', utmSource: 'Newsletter' });
    await view('/services', '203.0.113.1', desktop, { referrer: 'http://localhost/' });
    await view('/contact', '203.0.113.1', desktop, { referrer: 'http://localhost/services' });
    await view('/pricing', '203.0.113.2', phone, { referrer: 'https://www.linkedin.com/feed' });
    await view('/', '203.0.113.3', desktop);
    // W, three days ago: 40 seconds on /pricing, then /contact. V, ten days ago: the previous period's one visit.
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    const w = { ip: '203.0.113.5', userAgent: desktop, ...config };
    await recordPageView(db, { ...w, path: '/pricing', now: threeDaysAgo });
    await recordPageView(db, { ...w, path: '/contact', now: new Date(threeDaysAgo.getTime() + 40_000) });
    await recordPageView(db, {
      ...config,
      ip: '203.0.113.6',
      userAgent: desktop,
      path: '/',
      now: new Date(Date.now() - 10 * DAY),
    });

    const inquiry = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      service: 'SaaS Development',
      message: 'We want to turn our internal scheduling tool into a product for other hospitals.',
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: inquiry,
      headers: { 'user-agent': desktop },
      remoteAddress: '203.0.113.1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const unseen = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...inquiry, email: 'ada@example.com' },
      headers: { 'user-agent': desktop },
      remoteAddress: '203.0.113.9',
    });
    expect(unseen.statusCode, unseen.body).toBe(200);
    const [lead] = await db.select().from(leads).where(eq(leads.email, 'grace@example.com'));
    expect(lead).toMatchObject({ landingPath: '/', source: 'newsletter' });
    expect(lead?.firstPageViewId).toBeTruthy();
    // The lead becomes a client, who gets a proposal and pays an invoice.
    const won = await createClient(db, 'Hopper Hospitals');
    await db.update(leads).set({ clientId: won.id, convertedAt: new Date() }).where(eq(leads.id, lead!.id));
    await db.insert(proposals).values([
      { number: 'PRP-2001-0900', title: 'Scheduling', clientId: won.id, status: 'sent', totalCents: 300_000 },
      { number: 'PRP-2001-0901', title: 'Draft', clientId: won.id, status: 'draft', totalCents: 999_999 },
    ]);
    await db.insert(invoices).values([
      {
        number: 'INV-2001-0900',
        clientId: won.id,
        status: 'paid',
        issueDate: '2026-01-01',
        dueDate: '2026-01-15',
        subtotalCents: 150_000,
        totalCents: 150_000,
      },
      {
        number: 'INV-2001-0901',
        clientId: won.id,
        status: 'sent',
        issueDate: '2026-01-01',
        dueDate: '2026-01-15',
        subtotalCents: 70_000,
        totalCents: 70_000,
      },
    ]);
    const res = await callers.admin({ method: 'GET', url: '/api/analytics/site?range=last_7_days' });
    expect(res.statusCode).toBe(200);
    site = res.json();
  });

  it('counts sessions, views and bounce rate beside the previous 7 days', () => {
    expect(site.sessions).toEqual({ value: 4, previous: 1, changePercent: 300 });
    expect(site.pageViews).toEqual({ value: 7, previous: 1, changePercent: 600 });
    expect(site.bounceRate).toEqual({ value: 50, previous: 100, changePercent: -50 });
    expect(site.searchPerformance).toEqual({ connected: false });
  });

  it('breaks sessions down by device and source, and lists the top pages', () => {
    expect(site.devices).toEqual([
      { device: 'desktop', sessions: 3, percent: 75 },
      { device: 'mobile', sessions: 1, percent: 25 },
      { device: 'tablet', sessions: 0, percent: 0 },
    ]);
    expect(site.sources).toEqual([
      { source: 'direct', sessions: 2, percent: 50 },
      { source: 'linkedin', sessions: 1, percent: 25 },
      { source: 'newsletter', sessions: 1, percent: 25 },
    ]);
    expect(site.topPages.map((page) => [page.path, page.views, page.bounceRate])).toEqual([
      ['/', 2, 50],
      ['/contact', 2, 0],
      ['/pricing', 2, 50],
      ['/services', 1, 0],
    ]);
    expect(site.topPages.find((page) => page.path === '/pricing')?.averageSeconds).toBe(40);
  });

  it('follows a visit to an inquiry, a client, a proposal and a paid invoice, by source and landing page', () => {
    expect(site.funnel.total).toEqual({
      key: null,
      visits: 4,
      inquiries: 2,
      clients: 1,
      proposals: 1,
      paid: 1,
      proposalCents: 300_000,
      paidCents: 150_000,
    });
    const newsletter = site.funnel.bySource.find((row) => row.key === 'newsletter');
    expect(newsletter).toEqual({
      key: 'newsletter',
      visits: 1,
      inquiries: 1,
      clients: 1,
      proposals: 1,
      paid: 1,
      proposalCents: 300_000,
      paidCents: 150_000,
    });
    // The inquiry whose visit the site never saw is counted, under no source.
    expect(site.funnel.bySource.find((row) => row.key === null)).toMatchObject({ visits: 0, inquiries: 1, clients: 0 });
    expect(site.funnel.byLandingPage.find((row) => row.key === '/')).toMatchObject({
      visits: 2,
      inquiries: 1,
      paid: 1,
      paidCents: 150_000,
    });
  });

  it('reads the same figures from the daily rollups as from the page views, whatever the offset', async () => {
    const db = t.database.db;
    // The read wrote nothing: the days not rolled up yet were counted from the page views.
    expect(await db.select().from(siteRollupDays)).toEqual([]);
    // The daily job rolls up the closed days: W's (three days ago) and V's (ten days ago), and the empty ones between.
    await t.app.jobs.runDue(new Date());
    expect((await db.select().from(siteRollupDays)).length).toBeGreaterThanOrEqual(10);
    expect((await db.select().from(siteDailyStats)).reduce((sum, row) => sum + row.views, 0)).toBe(3);
    for (const [range, offset] of [
      ['last_7_days', 0],
      ['last_30_days', 330],
      ['last_90_days', -480],
      ['all_time', 0],
    ] as const) {
      const now = new Date();
      const rolled = await siteAnalytics(db, range, offset, now);
      const raw = await siteAnalytics(db, range, offset, now, { rollups: false });
      expect(rolled, `${range} ${offset}`).toEqual(raw);
    }
    expect(JSON.parse(JSON.stringify(await siteAnalytics(db, 'last_7_days', 0)))).toEqual(site);
  });

  it('is for admins only', async () => {
    for (const call of [callers.agent, callers.client]) {
      const res = await call({ method: 'GET', url: '/api/analytics/site' });
      expect(res.statusCode).toBe(403);
    }
  });
});
