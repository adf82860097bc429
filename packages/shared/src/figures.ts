// Figures the screens show as they render, kept zod-free so reading one does not load zod
// (docs/decisions/0011-first-screen-reads-the-wire-type.md); their domain modules re-export them.

/** 001 §9 policy figures: net 30 days, a late fee of 1.5% per month. */
export const NET_DAYS = 30;
export const LATE_FEE_PERCENT_PER_MONTH = 1.5;

/** The longest search the notifications list accepts. */
export const NOTIFICATION_SEARCH_MAX = 100;
