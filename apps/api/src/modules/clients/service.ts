import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/access.ts';

/**
 * The client organisations a caller may see, as a `where` (documenso's buildTeamWhereQuery): every one with `any`
 * (staff), only their own with `own` (a CLIENT user, D5). Every query of this domain goes through it; later domains
 * write theirs the same way (`projectScope(caller)`, `invoiceScope(caller)`).
 */
export function clientScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  // A client user not yet attached to an organisation owns none.
  return user.clientId ? eq(clients.id, user.clientId) : sql`false`;
}

export async function listClientsFor(db: Db, caller: Caller) {
  return db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(clientScope(caller))
    .orderBy(asc(clients.name))
    .limit(500);
}
