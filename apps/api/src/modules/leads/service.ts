import type { LeadStatus } from '@agency/shared/enums';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';

export interface LeadQuery {
  status?: LeadStatus;
  cursor?: Cursor;
  limit: number;
}

const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  service: leads.service,
  budget: leads.budget,
  timeline: leads.timeline,
  message: leads.message,
  subject: leads.subject,
  status: leads.status,
  handledAt: leads.handledAt,
  handledByName: users.name,
  createdAt: leads.createdAt,
};

/** Inquiries newest first. Admins and agents see every lead (PERMISSIONS 'lead:read' is 'any' for both). */
export async function listLeads(db: Db, query: LeadQuery) {
  const rows = await db
    .select({ ...leadColumns, ...keyset(leads) })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.handledById))
    .where(and(query.status ? eq(leads.status, query.status) : undefined, afterCursor(leads, query.cursor)))
    .orderBy(...newestFirst(leads))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

export interface Actor {
  id: string;
  email: string;
  name: string;
}

/** Marks a lead handled (or back to new), recording who did it, with an audit record in the same transaction. */
export async function setLeadStatus(db: Db, id: string, status: LeadStatus, actor: Actor) {
  return db.transaction(async (tx) => {
    const handled = status === 'handled';
    const [lead] = await tx
      .update(leads)
      .set({ status, handledAt: handled ? new Date() : null, handledById: handled ? actor.id : null })
      .where(eq(leads.id, id))
      .returning({ id: leads.id, subject: leads.subject });
    if (!lead) throw notFound('Inquiry not found');
    await writeAudit(tx, {
      action: handled ? 'lead.handled' : 'lead.reopened',
      category: 'system',
      actor,
      target: { type: 'lead', id: lead.id, label: lead.subject },
    });
    const [row] = await tx
      .select(leadColumns)
      .from(leads)
      .leftJoin(users, eq(users.id, leads.handledById))
      .where(eq(leads.id, id));
    return row!;
  });
}
