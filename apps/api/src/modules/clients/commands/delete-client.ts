import { and, eq, exists, or, sql } from 'drizzle-orm';
import { clientMembers, clients, invoices, projects, proposals } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { clientAudit, clientEvent } from '../effects.ts';
import { live } from '../queries.ts';

/**
 * Deletes a client, or archives it when anything hangs off it: projects, invoices or proposals (whose history must
 * stay) or people (CLIENT accounts that would silently lose their organisation). The answer says which happened.
 */
export async function deleteClient(ctx: ServiceContext, id: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: clients.id,
        name: clients.name,
        inUse: sql<boolean>`(${or(
          exists(tx.select({ one: sql`1` }).from(projects).where(eq(projects.clientId, clients.id))),
          exists(tx.select({ one: sql`1` }).from(invoices).where(eq(invoices.clientId, clients.id))),
          exists(tx.select({ one: sql`1` }).from(proposals).where(eq(proposals.clientId, clients.id))),
          exists(tx.select({ one: sql`1` }).from(clientMembers).where(eq(clientMembers.clientId, clients.id))),
        )})`,
      })
      .from(clients)
      .where(and(eq(clients.id, id), live))
      .for('update', { of: clients });
    if (!row) throw notFound('Client not found');
    const outcome = row.inUse ? ('archived' as const) : ('deleted' as const);
    if (outcome === 'archived') {
      await tx.update(clients).set({ archivedAt: ctx.now(), updatedAt: ctx.now() }).where(eq(clients.id, id));
    } else {
      await tx.delete(clients).where(eq(clients.id, id));
    }
    // The audit row names the client by id (audit_logs.client_id has no foreign key), so it may follow the delete.
    await commitChange(tx, ctx, {
      audit: { action: `client.${outcome}`, ...clientAudit(row) },
      live: clientEvent('clients.deleted', row.id),
    });
    return { id: row.id, outcome };
  });
}
