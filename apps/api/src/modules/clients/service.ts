import type { ClientSort, CreateClientBody, UpdateClientBody } from '@agency/shared/clients';
import type { ClientLocation, ClientStatus } from '@agency/shared/enums';
import { accessFor } from '@agency/shared/permissions';
import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  clientMembers,
  clients,
  invoices,
  leads,
  pageViews,
  projects,
  proposals,
  users,
} from '../../db/schema/index.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';
import { decodeCursor, encodeCursor, keyset } from '../../lib/cursor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { projectScope } from '../projects/service.ts';

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

export const clientColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  address: clients.address,
  status: clients.status,
  location: clients.location,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

/** Archived clients leave every list and page (they stay in the database for their projects and invoices). */
const live = isNull(clients.archivedAt);

export interface ClientListQuery {
  q?: string;
  status?: ClientStatus;
  location?: ClientLocation;
  sort: ClientSort;
  cursor?: string;
  limit: number;
}

/**
 * Keyset paging on (sort key, id) for each sort: name and e-mail ascending, newest and oldest by created_at.
 * Date sorts reuse lib/cursor's microsecond cursor; text sorts carry the boundary's text and id.
 */
const textCursor = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((value, ctx) => {
    try {
      return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.tuple([z.enum(['name', 'email']), z.string().max(300), z.uuid()]));

const ORDER = {
  name: { column: clients.name, direction: 'asc' },
  email: { column: clients.email, direction: 'asc' },
  newest: { column: clients.createdAt, direction: 'desc' },
  oldest: { column: clients.createdAt, direction: 'asc' },
} as const;

function afterClientCursor(sort: ClientSort, value: string | undefined): SQL | undefined {
  if (value === undefined || value === '') return undefined;
  const { column, direction } = ORDER[sort];
  const compare = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (sort === 'newest' || sort === 'oldest') {
    const cursor = decodeCursor(value)!;
    return sql`(${column}, ${clients.id}) ${compare} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  const parsed = textCursor.safeParse(value);
  if (!parsed.success || parsed.data[0] !== sort) {
    throw badRequest('The page cursor is not valid.', { cursor: 'Not a valid page cursor' });
  }
  const [, key, id] = parsed.data;
  return sql`(${column}, ${clients.id}) ${compare} (${key}, ${id}::uuid)`;
}

function cursorKey(sort: ClientSort) {
  if (sort === 'name') return sql<string>`${clients.name}`;
  if (sort === 'email') return sql<string>`${clients.email}`;
  return keyset(clients).cursorKey;
}

function encodeClientCursor(sort: ClientSort, key: string, id: string): string {
  if (sort === 'newest' || sort === 'oldest') return encodeCursor({ at: key, id });
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

export function likePattern(q: string | undefined): string | undefined {
  return q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** The CRM list (admin and agent): search by name or e-mail, status and location filters, four sorts. */
export async function listClients(db: Db, caller: Caller, query: ClientListQuery) {
  const pattern = likePattern(query.q);
  const { column, direction } = ORDER[query.sort];
  const by = direction === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...clientColumns, cursorKey: cursorKey(query.sort) })
    .from(clients)
    .where(
      and(
        clientScope(caller),
        live,
        query.status ? eq(clients.status, query.status) : undefined,
        query.location ? eq(clients.location, query.location) : undefined,
        pattern ? or(ilike(clients.name, pattern), ilike(clients.email, pattern)) : undefined,
        afterClientCursor(query.sort, query.cursor),
      ),
    )
    .orderBy(by(column), by(clients.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorKey: _, ...item }) => item),
    nextCursor: rows.length > query.limit && last ? encodeClientCursor(query.sort, last.cursorKey, last.id) : null,
  };
}

export interface Change {
  actor: Actor;
  context?: RequestContext;
}

const auditTarget = (client: { id: string; name: string }) => ({ type: 'client', id: client.id, label: client.name });

export async function createClient(db: Db, body: CreateClientBody, { actor, context }: Change) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone ?? '',
        address: body.address ?? '',
        status: body.status ?? 'active',
        location: body.location ?? 'local',
        createdById: actor.id ?? null,
      })
      .returning(clientColumns);
    await writeAudit(tx, {
      action: 'client.created',
      category: 'system',
      actor,
      target: auditTarget(row!),
      scope: { clientId: row!.id },
      context,
    });
    return row!;
  });
}

export async function updateClient(db: Db, id: string, body: UpdateClientBody, { actor, context }: Change) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(clientColumns)
      .from(clients)
      .where(and(eq(clients.id, id), live))
      .for('update');
    if (!before) throw notFound('Client not found');
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const changed = Object.keys(changes).filter((key) => changes[key] !== before[key as keyof typeof before]);
    // Nothing different: no write and no audit row.
    if (changed.length === 0) return before;
    const [row] = await tx
      .update(clients)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning(clientColumns);
    await writeAudit(tx, {
      action: 'client.updated',
      category: 'system',
      actor,
      target: auditTarget(row!),
      scope: { clientId: row!.id },
      details: { fields: changed },
      context,
    });
    return row!;
  });
}

/**
 * Deletes a client, or archives it when anything hangs off it: projects, invoices or proposals (whose history must
 * stay) or people (CLIENT accounts that would silently lose their organisation). The answer says which happened.
 */
export async function deleteClient(db: Db, id: string, { actor, context }: Change) {
  return db.transaction(async (tx) => {
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
    // The audit row first: it names the client while the row still exists (audit_logs.client_id has no foreign key).
    await writeAudit(tx, {
      action: `client.${outcome}`,
      category: 'system',
      actor,
      target: auditTarget(row),
      scope: { clientId: row.id },
      context,
    });
    if (outcome === 'archived') {
      await tx.update(clients).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(clients.id, id));
    } else {
      await tx.delete(clients).where(eq(clients.id, id));
    }
    return { id: row.id, outcome };
  });
}

/** The client page: its people, the projects the caller may see, open invoices (billing readers) and its lead. */
export async function getClientDetail(db: Db, caller: Caller, id: string) {
  const [client] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.id, id), live, clientScope(caller)));
  if (!client) throw notFound('Client not found');

  const projectAccess = accessFor(caller.user.role, 'project:read');
  const billingAccess = accessFor(caller.user.role, 'billing:read');

  const [people, projectRows, invoiceRows, leadRows] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        isPrimaryContact: clientMembers.isPrimaryContact,
      })
      .from(clientMembers)
      .innerJoin(users, eq(users.id, clientMembers.userId))
      .where(eq(clientMembers.clientId, id))
      .orderBy(desc(clientMembers.isPrimaryContact), asc(users.name))
      .limit(200),
    projectAccess
      ? db
          .select({ id: projects.id, name: projects.name, status: projects.status, createdAt: projects.createdAt })
          .from(projects)
          .where(and(eq(projects.clientId, id), projectScope({ user: caller.user, access: projectAccess })))
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(200)
      : Promise.resolve([]),
    billingAccess
      ? db
          .select({
            id: invoices.id,
            number: invoices.number,
            status: invoices.status,
            totalCents: invoices.totalCents,
            dueDate: invoices.dueDate,
            projectName: projects.name,
          })
          .from(invoices)
          .leftJoin(projects, eq(projects.id, invoices.projectId))
          .where(and(eq(invoices.clientId, id), inArray(invoices.status, ['sent', 'overdue'])))
          .orderBy(asc(invoices.dueDate), asc(invoices.id))
      : Promise.resolve(null),
    db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        subject: leads.subject,
        service: leads.service,
        createdAt: leads.createdAt,
        convertedAt: leads.convertedAt,
        pageViewPath: pageViews.path,
        pageViewSource: pageViews.referrerSource,
        pageViewAt: pageViews.createdAt,
      })
      .from(leads)
      .leftJoin(pageViews, eq(pageViews.id, leads.firstPageViewId))
      .where(eq(leads.clientId, id))
      .orderBy(asc(leads.convertedAt))
      .limit(1),
  ]);

  const lead = leadRows[0];
  return {
    client,
    people,
    projects: projectRows,
    openInvoices: invoiceRows
      ? { totalCents: invoiceRows.reduce((sum, invoice) => sum + invoice.totalCents, 0), items: invoiceRows }
      : null,
    lead: lead
      ? {
          id: lead.id,
          name: lead.name,
          email: lead.email,
          subject: lead.subject,
          service: lead.service,
          createdAt: lead.createdAt,
          convertedAt: lead.convertedAt,
          firstPageView:
            lead.pageViewPath && lead.pageViewAt
              ? { path: lead.pageViewPath, referrerSource: lead.pageViewSource ?? 'direct', createdAt: lead.pageViewAt }
              : null,
        }
      : null,
  };
}
