import type { UpdateClientBody } from '@agency/shared/clients';
import { and, eq } from 'drizzle-orm';
import { clients } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { clientAudit, clientEvent } from '../effects.ts';
import { clientColumns, live } from '../queries.ts';

/** Edits a client; a body that changes nothing writes nothing (no row, no audit, no event). */
export async function updateClient(ctx: ServiceContext, id: string, body: UpdateClientBody) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select(clientColumns)
      .from(clients)
      .where(and(eq(clients.id, id), live))
      .for('update');
    if (!before) throw notFound('Client not found');
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const changed = Object.keys(changes).filter((key) => changes[key] !== before[key as keyof typeof before]);
    if (changed.length === 0) return before;
    const [row] = await tx
      .update(clients)
      .set({ ...changes, updatedAt: ctx.now() })
      .where(eq(clients.id, id))
      .returning(clientColumns);
    await commitChange(tx, ctx, {
      audit: { action: 'client.updated', ...clientAudit(row!), details: { fields: changed } },
      live: clientEvent('clients.updated', row!.id),
    });
    return row!;
  });
}
