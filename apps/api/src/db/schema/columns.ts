import { sql } from 'drizzle-orm';
import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every instant is a timestamptz read as a Date; only pure calendar dates use `date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Also bumped by Drizzle on every update, so services need not remember it. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is integer cents (D11); integer holds up to $21 million, plenty for one agency document. */
export const cents = (name: string) => integer(name).notNull().default(0);

export const currency = () => text('currency').notNull().default('USD');

export const tags = () => text('tags').array().notNull().default(sql`'{}'::text[]`);

/**
 * The lease of an outbox row being sent (e-mail, webhook delivery; lib/lease.ts): the worker that claimed a 'sending'
 * row owns it until `locked_until`; past it the worker is presumed dead and another may claim the row again. The
 * claim id is set anew by each claim, and only its holder may record the outcome.
 */
export const leaseColumns = () => ({
  lockedUntil: timestamptz('locked_until'),
  claimId: uuid('claim_id'),
});
