import { z } from 'zod';
import { isoDateTime, uuid, wireText } from './schema-primitives.ts';

export * from './plan-catalogue.ts';

import { BILLING_CYCLES, PLAN_IDS } from './plan-catalogue.ts';

/** What a plan change is, as the confirmation names it. */
export const PLAN_CHANGE_KINDS = ['upgrade', 'downgrade', 'switch', 'resume', 'cancel'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

export const PLAN_MESSAGES = {
  quoteChanged: 'The price of this change is no longer the one shown. Review the new price and confirm again.',
  nothingToUndo: 'This plan change can no longer be undone: its invoice has been sent.',
} as const;

export const planQuoteQuery = z.object({
  clientId: uuid().optional(),
  plan: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
});
export type PlanQuoteQuery = z.input<typeof planQuoteQuery>;

/** The facts a plan change is confirmed on: the new price, when it starts, and the proration. */
export const planQuoteResponse = z.object({
  kind: z.enum(PLAN_CHANGE_KINDS),
  plan: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
  /** The new plan's price per billing cycle (0 for Starter). */
  priceCents: z.number().int(),
  /** When the new price (or the cancellation) takes effect. */
  startsAt: isoDateTime,
  /** The first billing date after the change; null when nothing more is billed. */
  nextBillingDate: isoDateTime.nullable(),
  /** The unused part of the current paid period, credited against the new price. */
  creditCents: z.number().int(),
  /** What the change's invoice asks for now (price less credit, never below 0); 0 issues no invoice. */
  amountDueCents: z.number().int(),
  /** Whether the change can be undone until its invoice is sent (manual billing; Stripe charges at once). */
  undoable: z.boolean(),
});
export type PlanQuote = z.infer<typeof planQuoteResponse>;

/** A confirmed change that can still be undone, shown with the subscription. */
export const pendingPlanChange = z.object({
  kind: z.enum(PLAN_CHANGE_KINDS),
  /** The change's invoice, a draft until the undo window closes (null when it bills nothing). */
  invoiceNumber: wireText().nullable(),
  undoUntil: isoDateTime,
});
export type PendingPlanChange = z.infer<typeof pendingPlanChange>;

export const undoPlanChangeBody = z.object({ clientId: uuid().optional() });

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type PlanQuoteOnWire = z.input<typeof planQuoteResponse>;
