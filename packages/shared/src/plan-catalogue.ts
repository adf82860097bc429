// Zod-free, so a screen can show the plans without loading zod (docs/decisions/0011-first-screen-reads-the-wire-type.md);
// plans.ts re-exports all of it next to the plan schemas.

// The plans of 001 §9: the one catalogue the pricing screens, the limits and the billing maths read.
// Amounts are integer cents (D11); null means unlimited.

export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface PlanLimits {
  projects: number | null;
  members: number | null;
  storageBytes: number | null;
}

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: Record<BillingCycle, number>;
  limits: PlanLimits;
  popular: boolean;
}

const GB = 1024 ** 3;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: { monthly: 0, yearly: 0 },
    limits: { projects: 5, members: 10, storageBytes: 5 * GB },
    popular: false,
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    priceCents: { monthly: 2_900, yearly: 29_000 },
    limits: { projects: null, members: 50, storageBytes: 100 * GB },
    popular: true,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: { monthly: 9_900, yearly: 99_000 },
    limits: { projects: null, members: null, storageBytes: null },
    popular: false,
  },
};

/** An organisation without a subscription row is on the free plan. */
export const DEFAULT_PLAN: PlanId = 'starter';

// ---------------------------------------------------------------------------------------------------------------
// Plan changes (issue #18 point 20): quoted before they are made, made only on confirm, and undoable until the
// change's invoice goes out (it is issued as a draft and sent when the undo window closes).
// ---------------------------------------------------------------------------------------------------------------

/** How long a confirmed plan change can be undone: its invoice is sent when this has passed. */
export const PLAN_UNDO_MS = 10 * 60_000;
