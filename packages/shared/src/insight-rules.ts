// The analytics screens' constants and arithmetic, apart from the contract (insights.ts) so the portal reads them
// without loading zod (ADR 0011): the eight ranges, the change and share rules, the satisfaction thresholds.
/** 001 §9: the eight time ranges, last_30_days by default. */
export const TIME_RANGES = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_6_months',
  'last_year',
  'all_time',
] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const DEFAULT_TIME_RANGE: TimeRange = 'last_30_days';
/** 001 §2 "Site Analytics": the period selector's four choices, in the spec's order. */
export const SITE_TIME_RANGES = ['last_30_days', 'last_7_days', 'last_90_days', 'last_year'] as const;

/** 001 §9: Recent activity 5, upcoming events 5. */
export const ANALYTICS_ACTIVITY_SHOWN = 5;
export const ANALYTICS_EVENTS_SHOWN = 5;

/** (current − previous) / previous × 100 with one decimal; null when there is nothing to compare with. */
export function changePercent(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** A share as a percentage with one decimal (001 §9: percentages 1 decimal); 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** 001 §9: over 50% Excellent, over 25% Good, else Needs Improvement (of the conversion rate). */
export const SATISFACTION_LEVELS = ['excellent', 'good', 'needs-improvement'] as const;
export type SatisfactionLevel = (typeof SATISFACTION_LEVELS)[number];
export function satisfactionFor(conversionRate: number): SatisfactionLevel {
  if (conversionRate > 50) return 'excellent';
  if (conversionRate > 25) return 'good';
  return 'needs-improvement';
}

export const FUNNEL_STEPS = ['visits', 'inquiries', 'clients', 'proposals', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** How many top pages, sources and landing pages are listed. */
export const SITE_LIST_LIMIT = 10;
