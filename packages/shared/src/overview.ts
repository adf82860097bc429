// The portal Overview (001 §2 "Dashboard overview", issue #8): GET /api/overview answers every figure of the
// caller's overview, computed from the database within their scope (D5, D6, D13). Notifications are read from
// their own contract (notifications.ts).
import { z } from 'zod';
import { EVENT_TYPES, ROLES } from './enums.ts';
import { isoDateTime, wireText } from './schema-primitives.ts';

/**
 * The browser's offset from UTC in minutes (east positive, i.e. `-new Date().getTimezoneOffset()`): "today" and
 * "this month" are the browser's (001 §2 "today's date"). Real offsets run from UTC−12 to UTC+14.
 */
export const overviewQuery = z.object({
  utcOffset: z.coerce.number().int().min(-720).max(840).default(0),
});
export type OverviewQuery = z.input<typeof overviewQuery>;

/** What each role's summary cards show (chosen per role: see docs in the API service). */
export const OVERVIEW_CARD_KEYS = [
  'activeProjects',
  'openTasks',
  'myOpenTasks',
  'overdueTasks',
  'outstandingInvoices',
  'deliverablesAwaiting',
  'unreadMessages',
] as const;
export type OverviewCardKey = (typeof OVERVIEW_CARD_KEYS)[number];

export const overviewCardSchema = z.object({
  key: z.enum(OVERVIEW_CARD_KEYS),
  /** The card's count. */
  count: z.number().int().nonnegative(),
  /** A money card's sum in cents (outstanding invoices); null otherwise. */
  amountCents: z.number().int().nonnegative().nullable(),
  /** How many of them need attention now (overdue), shown in red; 0 when none. */
  attention: z.number().int().nonnegative(),
  /** The earliest due date (YYYY-MM-DD) among them, when the card has one. */
  nextDueDate: wireText().nullable(),
});
export type OverviewCard = z.infer<typeof overviewCardSchema>;

export const overviewEventSchema = z.object({
  id: wireText(),
  title: wireText(),
  type: z.enum(EVENT_TYPES),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  allDay: z.boolean(),
  location: wireText().nullable(),
  meetingUrl: wireText().nullable(),
  projectName: wireText().nullable(),
});
export type OverviewEvent = z.infer<typeof overviewEventSchema>;
/** As it travels (ISO strings for dates): what the portal reads without parsing again (ADR 0011). */
export type OverviewEventOnWire = z.input<typeof overviewEventSchema>;

export const overviewActivitySchema = z.object({
  id: wireText(),
  /** Verb-first audit action, e.g. 'invoice.sent'; the web words it. */
  action: wireText(),
  actorName: wireText().nullable(),
  targetType: wireText().nullable(),
  targetId: wireText().nullable(),
  targetLabel: wireText().nullable(),
  projectId: wireText().nullable(),
  createdAt: isoDateTime,
});
export type OverviewActivity = z.infer<typeof overviewActivitySchema>;
export type OverviewActivityOnWire = z.input<typeof overviewActivitySchema>;

export const businessOverviewSchema = z.object({
  revenue: z.object({
    thisMonthCents: z.number().int().nonnegative(),
    lastMonthCents: z.number().int().nonnegative(),
    /** (this − last) / last × 100, one decimal; null when last month had no revenue. */
    changePercent: z.number().nullable(),
  }),
  completion: z.object({
    completed: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  satisfaction: z.object({
    /** Average rating 1–5 with one decimal; null without ratings. */
    average: z.number().nullable(),
    ratings: z.number().int().nonnegative(),
  }),
});
export type BusinessOverview = z.infer<typeof businessOverviewSchema>;

export const overviewResponse = z.object({
  role: z.enum(ROLES),
  /** Today's events for the caller (organiser or attendee), earliest first: the first few and how many in all. */
  events: z.object({ total: z.number().int().nonnegative(), items: z.array(overviewEventSchema) }),
  cards: z.array(overviewCardSchema),
  activity: z.array(overviewActivitySchema),
  /** Admin and agent only (001 §6); absent from a client's answer. */
  business: businessOverviewSchema.optional(),
  /** The Team Members card (001 §6: hidden from clients): active staff, and how many are connected now. */
  team: z.object({ members: z.number().int().nonnegative(), activeNow: z.number().int().nonnegative() }).optional(),
});
export type Overview = z.infer<typeof overviewResponse>;

/** 001 §9: the overview lists the first 3 of today's events, then "+N more events". */
export const TODAY_EVENTS_SHOWN = 3;
/** How many Recent Activity rows the overview shows before "View all". */
export const RECENT_ACTIVITY_SHOWN = 6;
