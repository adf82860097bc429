// Business Analytics and Site Analytics (001 §2, §9; D13, D18; issue #21): GET /api/analytics/business and
// GET /api/analytics/site answer every figure computed from the database for the chosen period. The page-view
// beacon's own contract is analytics.ts (the public pages load it, so it stays small).
import { z } from 'zod';
import { DEVICE_CLASSES, PROPOSAL_STATUSES } from './enums.ts';
import { DEFAULT_TIME_RANGE, SATISFACTION_LEVELS, TIME_RANGES } from './insight-rules.ts';
import { overviewActivitySchema, overviewEventSchema } from './overview.ts';
import { isoDateTime, wireText } from './schema-primitives.ts';

export const insightsQuery = z.object({
  range: z.enum(TIME_RANGES).default(DEFAULT_TIME_RANGE),
  /** The browser's offset from UTC in minutes (east positive): days and months are the browser's. */
  utcOffset: z.coerce.number().int().min(-720).max(840).default(0),
});
export type InsightsQuery = z.input<typeof insightsQuery>;

const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

const periodSchema = z.object({
  /** Null for all_time. */
  from: isoDateTime.nullable(),
  to: isoDateTime,
});

/** A figure of the chosen period beside the same figure of the previous period of equal length. */
export const kpiSchema = z.object({
  value: z.number(),
  /** Null for all_time, which has no previous period. */
  previous: z.number().nullable(),
  changePercent: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const BUSINESS_KPI_KEYS = ['revenue', 'proposals', 'conversionRate', 'averageValue', 'pending'] as const;
export type BusinessKpiKey = (typeof BUSINESS_KPI_KEYS)[number];

export const seriesPointSchema = z.object({
  /** The bucket's first instant (an hour for today and yesterday, a day up to 90 days, else a month). */
  start: isoDateTime,
  /** Approved proposals' value (cents) among the proposals created in the bucket. */
  revenueCents: cents,
  approved: count,
  /** Sent or viewed, awaiting the client's decision. */
  pending: count,
  /** Drafts, rejected and expired. */
  other: count,
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;
export type SeriesPointOnWire = z.input<typeof seriesPointSchema>;

export const businessAnalyticsResponse = z.object({
  range: z.enum(TIME_RANGES),
  period: periodSchema,
  previousPeriod: periodSchema.nullable(),
  bucket: z.enum(['hour', 'day', 'month']),
  kpis: z.object({
    /** 001 §9: revenue = sum of approved amounts (cents). */
    revenue: kpiSchema,
    proposals: kpiSchema,
    /** approved / total, a percentage with one decimal. */
    conversionRate: kpiSchema,
    /** The period's proposals' total value divided by their count (cents). */
    averageValue: kpiSchema,
    /** Sent or viewed. */
    pending: kpiSchema,
  }),
  statusBreakdown: z.array(z.object({ status: z.enum(PROPOSAL_STATUSES), count })),
  satisfaction: z.enum(SATISFACTION_LEVELS),
  series: z.array(seriesPointSchema),
  activity: z.array(overviewActivitySchema),
  upcomingEvents: z.array(overviewEventSchema),
  /** Admin only (001 §2): absent from an agent's answer. */
  insights: z
    .object({
      /** Paid invoices' amounts received in the period (cents), and in the previous one. */
      collected: kpiSchema,
      /** Sent and overdue invoices still owed now (cents). */
      outstandingCents: cents,
      newClients: kpiSchema,
      /** The three clients with the most approved value in the period. */
      topClients: z.array(z.object({ id: wireText(), name: wireText(), approvedCents: cents })),
    })
    .optional(),
});
export type BusinessAnalytics = z.infer<typeof businessAnalyticsResponse>;
export type BusinessAnalyticsOnWire = z.input<typeof businessAnalyticsResponse>;

export const funnelRowSchema = z.object({
  /** The source or landing page; null when the inquiry's visit was not recorded. */
  key: wireText().nullable(),
  visits: count,
  inquiries: count,
  clients: count,
  proposals: count,
  paid: count,
  /** Value of the proposals made to the clients won (cents). */
  proposalCents: cents,
  /** Paid invoices' totals of the clients won (cents). */
  paidCents: cents,
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

export const siteAnalyticsResponse = z.object({
  range: z.enum(TIME_RANGES),
  period: periodSchema,
  previousPeriod: periodSchema.nullable(),
  sessions: kpiSchema,
  pageViews: kpiSchema,
  /** Sessions with a single page view, as a percentage with one decimal. */
  bounceRate: kpiSchema,
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), sessions: count, percent: z.number() })),
  sources: z.array(z.object({ source: wireText(), sessions: count, percent: z.number() })),
  topPages: z.array(
    z.object({
      path: wireText(),
      views: count,
      /** Of the sessions that landed on this page, the share that left from it. */
      bounceRate: z.number(),
      /** Seconds; null when no visitor went on from the page (or reported the time). */
      averageSeconds: z.number().nullable(),
    }),
  ),
  /** D18: search performance needs a search-console connection; none exists yet. */
  searchPerformance: z.object({ connected: z.literal(false) }),
  funnel: z.object({
    total: funnelRowSchema,
    bySource: z.array(funnelRowSchema),
    byLandingPage: z.array(funnelRowSchema),
  }),
});
export type SiteAnalytics = z.infer<typeof siteAnalyticsResponse>;
export type SiteAnalyticsOnWire = z.input<typeof siteAnalyticsResponse>;
