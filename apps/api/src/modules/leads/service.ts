import type { LeadStatus } from '@agency/shared/enums';
import type { ConvertLeadBody } from '@agency/shared/leads';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, leads, projectAgents, projects, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { afterCursorPlaceholder, preparedPerShape } from '../../lib/prepared.ts';
import { onboardingJob } from '../automations/service.ts';

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
  clientId: leads.clientId,
  projectId: leads.projectId,
  convertedAt: leads.convertedAt,
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
    await commitChange(
      tx,
      { actor },
      {
        audit: {
          action: handled ? 'lead.handled' : 'lead.reopened',
          category: 'system',
          target: { type: 'lead', id: lead.id, label: lead.subject },
        },
      },
    );
    const [row] = await tx
      .select(leadColumns)
      .from(leads)
      .leftJoin(users, eq(users.id, leads.handledById))
      .where(eq(leads.id, id));
    return row!;
  });
}

export interface ConvertingActor extends Actor {
  role: 'ADMIN' | 'AGENT' | 'CLIENT';
}

/**
 * Converts a lead into a client and its first project in one transaction: the lead keeps the link (client_id,
 * project_id, converted_at; its first page view stays), is marked handled, and each change is audited. An agent who
 * converts is assigned to the new project, so they can see what they created (D5). A second conversion is refused
 * with 409 and changes nothing.
 */
export async function convertLead(
  db: Db,
  id: string,
  body: ConvertLeadBody,
  actor: ConvertingActor,
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, subject: leads.subject, convertedAt: leads.convertedAt })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update');
    if (!lead) throw notFound('Inquiry not found');
    if (lead.convertedAt) throw conflict('This lead has already been converted to a client.');

    const [client] = await tx
      .insert(clients)
      .values({ name: body.clientName, email: body.clientEmail, status: 'active', createdById: actor.id })
      .returning({ id: clients.id, name: clients.name });
    const [project] = await tx
      .insert(projects)
      .values({
        name: body.projectName,
        clientId: client!.id,
        budgetCents: body.budgetCents ?? 0,
        createdById: actor.id,
      })
      .returning({ id: projects.id, name: projects.name });
    if (actor.role === 'AGENT') await tx.insert(projectAgents).values({ projectId: project!.id, agentId: actor.id });
    const now = new Date();
    await tx
      .update(leads)
      .set({
        clientId: client!.id,
        projectId: project!.id,
        convertedAt: now,
        status: 'handled',
        handledAt: now,
        handledById: actor.id,
      })
      .where(eq(leads.id, id));

    const who = { id: actor.id, email: actor.email, name: actor.name };
    await commitChange(
      tx,
      { actor: who, request: context },
      {
        audit: [
          {
            action: 'client.created',
            category: 'system',
            target: { type: 'client', id: client!.id, label: client!.name },
            scope: { clientId: client!.id },
            details: { fromLead: lead.id },
          },
          {
            action: 'project.created',
            category: 'project',
            target: { type: 'project', id: project!.id, label: project!.name },
            scope: { clientId: client!.id, projectId: project!.id },
            details: { fromLead: lead.id },
          },
          {
            action: 'lead.converted',
            category: 'system',
            target: { type: 'lead', id: lead.id, label: lead.subject },
            scope: { clientId: client!.id, projectId: project!.id },
            details: { clientId: client!.id, projectId: project!.id },
          },
        ],
        jobs: onboardingJob(client!.id, 'client.converted', actor.id),
      },
    );
    const [row] = await tx
      .select(leadColumns)
      .from(leads)
      .leftJoin(users, eq(users.id, leads.handledById))
      .where(eq(leads.id, id));
    return { clientId: client!.id, projectId: project!.id, lead: row! };
  });
}
