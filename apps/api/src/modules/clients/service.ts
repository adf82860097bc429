import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import type { SessionUser } from '../../plugins/auth.ts';

/** Staff see every organisation; a CLIENT user only their own (D5). */
export async function listClientsFor(db: Db, user: SessionUser) {
  const columns = { id: clients.id, name: clients.name, email: clients.email };
  if (user.role !== 'CLIENT') return db.select(columns).from(clients).orderBy(asc(clients.name)).limit(500);
  if (!user.clientId) return [];
  return db.select(columns).from(clients).where(eq(clients.id, user.clientId));
}
