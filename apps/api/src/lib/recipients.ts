import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientMembers, users } from '../db/schema/index.ts';

/** An account that may be told of anything: active and not banned (deactivation sets both). */
export const activeAccount = and(eq(users.isActive, true), sql`coalesce(${users.banned}, false) = false`);

/**
 * The people of a client organisation who hear of its invoices, proposals, payments and plan changes: its CLIENT
 * members with an active account. One query for every module, so a deactivated person is never mailed or notified.
 */
export function activeClientUsers(db: Db, clientId: string): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.clientId, clientId), eq(users.role, 'CLIENT'), activeAccount));
}

/** Every active admin's id: who hears of what happens on the client side (a decision, a payment). */
export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), activeAccount));
  return rows.map((row) => row.id);
}
