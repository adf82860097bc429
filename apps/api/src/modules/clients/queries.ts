import type { ClientSort } from '@agency/shared/clients';
import type { ClientLocation, ClientStatus } from '@agency/shared/enums';
import { accessFor } from '@agency/shared/permissions';
import { wireText } from '@agency/shared/schema-primitives';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { clientMembers, clients, invoices, leads, pageViews, projects, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { decodeCursor, encodeCursor, keyset } from '../../lib/cursor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { projectScope } from '../projects/queries.ts';

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
export const live = isNull(clients.archivedAt);

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
  .pipe(z.tuple([z.enum(['name', 'email']), wireText().max(300), z.uuid()]));

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
