import type { LeadStatus } from '@agency/shared/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { afterCursorPlaceholder, preparedPerShape } from '../../lib/prepared.ts';

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

const listStatement = preparedPerShape('leads_list', (db, shape: { status: boolean; cursor: boolean }) =>
  db
    .select({ ...leadColumns, ...keyset(leads) })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.handledById))
    .where(
      and(
        shape.status ? eq(leads.status, sql.placeholder('status')) : undefined,
        shape.cursor ? afterCursorPlaceholder(leads) : undefined,
      ),
    )
    .orderBy(...newestFirst(leads))
    .limit(sql.placeholder('limit')),
);

/** Inquiries newest first. Admins and agents see every lead (PERMISSIONS 'lead:read' is 'any' for both). */
export async function listLeads(db: Db, query: LeadQuery) {
  const rows = await listStatement(db, { status: Boolean(query.status), cursor: Boolean(query.cursor) }).execute({
    status: query.status,
    cursorAt: query.cursor?.at,
    cursorId: query.cursor?.id,
    limit: query.limit + 1,
  });
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
