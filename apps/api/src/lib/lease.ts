import { randomUUID } from 'node:crypto';
import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Claiming outbox rows under a lease (D3: several servers, one database), shared by the e-mail outbox
// (mail/delivery.ts) and webhook deliveries (modules/integrations/delivery.ts). A worker claims a row by setting it
// 'sending' with a lease and a claim id of its own; it writes the outcome only while that claim still holds the row.
// A worker that dies leaves its lease to run out, and then another may claim the row again: exactly one more time,
// as the claim is one conditional UPDATE that a second worker's re-check no longer matches.

/** The columns a leased table has (schema/columns.ts leaseColumns, beside its status and due time). */
export interface LeasedTable {
  id: PgColumn;
  status: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  claimId: PgColumn;
}

/** Rows a worker may claim at `now`: pending ones whose time has come, and 'sending' ones whose lease ran out. */
export function claimable(table: LeasedTable, now: Date): SQL {
  return or(
    and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now)),
    and(eq(table.status, 'sending'), lte(table.lockedUntil, now)),
  )!;
}

/** What a claim writes: 'sending', a lease until `now + leaseMs`, and a fresh claim id. */
export function claimValues(now: Date, leaseMs: number) {
  return { status: 'sending' as const, lockedUntil: new Date(now.getTime() + leaseMs), claimId: randomUUID() };
}

/** The row while this claim still holds it; false once another worker took it over after the lease ran out. */
export function heldBy(table: LeasedTable, id: string, claimId: string): SQL {
  return and(eq(table.id, id), eq(table.claimId, claimId), eq(table.status, 'sending'))!;
}

/** Written with the outcome: the lease is over. */
export const released = { lockedUntil: null, claimId: null } as const;
