import { accessFor, can } from '@agency/shared/permissions';
import type { SearchResult } from '@agency/shared/search';
import { and, arrayContains, desc, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  clientMembers,
  clients,
  fileShares,
  files,
  invoices,
  leads,
  projectAgents,
  projects,
  proposals,
  tasks,
  users,
} from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { fileScope } from '../files/scope.ts';
import { invoiceScope } from '../invoices/queries.ts';
import { projectScope } from '../projects/queries.ts';
import { proposalScope } from '../proposals/queries.ts';
import { taskScopeOnTasks } from '../tasks/queries.ts';
import { searchEvents, searchTimeEntries } from './events-and-time.ts';
import { containsPattern, limit, type Search, searchWindow } from './window.ts';

export { containsPattern, RANKED_WINDOW } from './window.ts';

/**
 * Global search (000 §2, issue #8 point 7). Each type is one query: a substring match (ILIKE, served by the pg_trgm
 * GIN index of each searched column), the caller's scope in the same `where`, best match first by trigram
 * similarity, a few rows. Projects, tasks, calendar events and time entries, the tables that grow with the agency,
 * rank only their newest RANKED_WINDOW in-scope matches (window.ts); an agent's projects, tasks and files are found
 * in the trigram index itself (narrowedToAgent, agentFileCandidates). What a caller may not open never leaves the database:
 *
 * - projects: `projectScope` (admin all, agent assigned through project_agents, client their organisation's);
 * - tasks: never for clients (001 §6); the task list's own rule (`taskScopeOnTasks`): an agent's are the tasks of
 *   assigned projects and the internal tasks they created or hold;
 * - clients (the CRM): admin and agent only (`client:manage`), archived ones excluded;
 * - leads: `lead:read` (admin and agent);
 * - invoices: `billing:read` and `invoiceScope` (admin all; a client their organisation's issued invoices, never
 *   drafts; agents none), by number, client or project;
 * - proposals: `proposalScope` (staff all; a client their organisation's, never a draft);
 * - people (active accounts only): staff see every person; a client sees their own
 *   organisation's people and the agents assigned to their organisation's projects, nobody else;
 * - calendar events and time entries: see events-and-time.ts.
 */

export async function searchProjects(db: Db, caller: Caller, search: Search): Promise<SearchResult[]> {
  const rows = await searchWindow(db, caller, search, {
    table: projects,
    text: projects.name,
    parent: { table: clients, id: projects.clientId },
    scope: projectScope(caller),
  });
  return rows.map((row) => ({ type: 'project', ...row, url: `/dashboard/projects/${row.id}` }));
}

/**
 * The newest RANKED_WINDOW matching tasks the caller may see, by the task list's own rule (`taskScopeOnTasks`):
 * every task for the admin; for an agent, the tasks of the projects they are on and the internal tasks they created
 * or hold, found through `agent_ids` and then checked against that rule.
 */
export async function searchTasks(db: Db, caller: Caller, search: Search): Promise<SearchResult[]> {
  if (!can(caller.user.role, 'task:read')) return [];
  const rows = await searchWindow(db, caller, search, {
    table: tasks,
    text: tasks.title,
    parent: { table: projects, id: tasks.projectId },
    scope: taskScopeOnTasks(caller),
  });
  return rows.map((row) => ({ type: 'task', ...row, url: `/dashboard/tasks?task=${row.id}` }));
}

export async function searchClients(db: Db, caller: Caller, { q, pattern }: Search): Promise<SearchResult[]> {
  if (!can(caller.user.role, 'client:manage')) return [];
  const rows = await db
    .select({ id: clients.id, title: clients.name, subtitle: clients.email })
    .from(clients)
    .where(and(or(ilike(clients.name, pattern), ilike(clients.email, pattern)), isNull(clients.archivedAt)))
    .orderBy(
      desc(sql`greatest(similarity(${clients.name}, ${q}), similarity(${clients.email}, ${q}))`),
      clients.name,
      clients.id,
    )
    .limit(limit);
  return rows.map((row) => ({ type: 'client', ...row, url: `/dashboard/clients/${row.id}` }));
}

export async function searchLeads(db: Db, caller: Caller, { q, pattern }: Search): Promise<SearchResult[]> {
  if (!can(caller.user.role, 'lead:read')) return [];
  const rows = await db
    .select({ id: leads.id, title: leads.name, email: leads.email, company: leads.company })
    .from(leads)
    .where(or(ilike(leads.name, pattern), ilike(leads.email, pattern)))
    .orderBy(
      desc(sql`greatest(similarity(${leads.name}, ${q}), similarity(${leads.email}, ${q}))`),
      desc(leads.createdAt),
      leads.id,
    )
    .limit(limit);
  return rows.map(({ id, title, email, company }) => ({
    type: 'lead',
    id,
    title,
    subtitle: company ? `${company} · ${email}` : email,
    url: `/dashboard/leads?lead=${id}`,
  }));
}

export async function searchInvoices(db: Db, caller: Caller, { q, pattern }: Search): Promise<SearchResult[]> {
  const access = accessFor(caller.user.role, 'billing:read');
  if (!access) return [];
  const rows = await db
    .select({ id: invoices.id, title: invoices.number, clientName: clients.name, projectName: projects.name })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(
      and(
        or(ilike(invoices.number, pattern), ilike(clients.name, pattern), ilike(projects.name, pattern)),
        invoiceScope({ user: caller.user, access }),
      ),
    )
    .orderBy(desc(sql`similarity(${invoices.number}, ${q})`), desc(invoices.createdAt), invoices.id)
    .limit(limit);
  return rows.map(({ id, title, clientName, projectName }) => ({
    type: 'invoice',
    id,
    title,
    subtitle: projectName ? `${clientName} · ${projectName}` : clientName,
    url: `/dashboard/billing?invoice=${id}`,
  }));
}

/** Proposals by title or number, scoped like the Proposals workspace (a client: their organisation's, never a draft). */
export async function searchProposals(db: Db, caller: Caller, { q, pattern }: Search): Promise<SearchResult[]> {
  const access = accessFor(caller.user.role, 'proposal:read');
  if (!access) return [];
  const rows = await db
    .select({ id: proposals.id, title: proposals.title, number: proposals.number, client: clients.name })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .where(
      and(
        or(ilike(proposals.title, pattern), ilike(proposals.number, pattern)),
        proposalScope({ user: caller.user, access }),
      ),
    )
    .orderBy(desc(sql`similarity(${proposals.title}, ${q})`), desc(proposals.createdAt), proposals.id)
    .limit(limit);
  return rows.map(({ id, title, number, client }) => ({
    type: 'proposal',
    id,
    title,
    subtitle: `${number} · ${client}`,
    url: `/dashboard/proposals?proposal=${id}`,
  }));
}

/** The people a caller may find (see the module comment). */
function peopleScope({ user }: Caller): SQL | undefined {
  if (user.role === 'ADMIN' || user.role === 'AGENT') return undefined;
  if (!user.clientId) return sql`false`;
  return or(
    eq(clientMembers.clientId, user.clientId),
    and(
      eq(users.role, 'AGENT'),
      exists(
        sql`(select 1 from ${projectAgents} inner join ${projects} on ${eq(projects.id, projectAgents.projectId)} where ${and(
          eq(projectAgents.agentId, users.id),
          eq(projects.clientId, user.clientId),
        )})`,
      ),
    ),
  );
}

export async function searchPeople(db: Db, caller: Caller, { q, pattern }: Search): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: users.id, title: users.name, email: users.email, role: users.role, clientId: clientMembers.clientId })
    .from(users)
    .leftJoin(clientMembers, eq(clientMembers.userId, users.id))
    .where(
      and(
        or(ilike(users.name, pattern), ilike(users.email, pattern)),
        eq(users.isActive, true),
        or(isNull(users.banned), ne(users.banned, true)),
        peopleScope(caller),
      ),
    )
    .orderBy(
      desc(sql`greatest(similarity(${users.name}, ${q}), similarity(${users.email}, ${q}))`),
      users.name,
      users.id,
    )
    .limit(limit);
  return rows.map(({ id, title, email, role, clientId }) => ({
    type: 'person',
    id,
    title,
    subtitle: email,
    url: personUrl(caller, { id, email, role, clientId }),
  }));
}

/**
 * Where a person result leads: a client user's organisation page for staff (the Clients workspace lists its
 * people), a colleague's profile for staff (/employee/{id}, `employee:read`), otherwise an e-mail to them.
 */
function personUrl(
  { user }: Caller,
  person: { id: string; email: string; role: string; clientId: string | null },
): string {
  if (person.role === 'CLIENT' && person.clientId && can(user.role, 'client:manage')) {
    return `/dashboard/clients/${person.clientId}`;
  }
  if (person.role !== 'CLIENT' && can(user.role, 'employee:read')) return `/employee/${person.id}`;
  return `mailto:${person.email}`;
}

/**
 * Files within the caller's file scope (files/scope.ts): a client finds only what was shared with them. An agent's
 * candidates come from two indexes (issue #22 point 6): their files in the (agent_ids, name trigrams) GIN index
 * (ADR 0012: their projects' files and their uploads) and the files shared with them through file_shares; the
 * candidates are then checked against fileScope itself, so the mirror only narrows, it never grants.
 */
export async function searchFiles(db: Db, caller: Caller, { q, pattern }: Search): Promise<SearchResult[]> {
  if (!can(caller.user.role, 'file:read')) return [];
  const rows = await db
    .select({ id: files.id, title: files.name, subtitle: projects.name })
    .from(files)
    .leftJoin(projects, eq(projects.id, files.projectId))
    .where(and(ilike(files.name, pattern), agentFileCandidates(db, caller, pattern), fileScope(caller)))
    .orderBy(desc(sql`similarity(${files.name}, ${q})`), files.name, files.id)
    .limit(limit);
  return rows.map((row) => ({ type: 'file', ...row, url: `/dashboard/files?file=${row.id}` }));
}

/** For an agent without access to every file: the ids their mirror points to or shared with them, that match. */
function agentFileCandidates(db: Db, { user, access }: Caller, pattern: string): SQL | undefined {
  if (user.role !== 'AGENT' || access === 'any') return undefined;
  const shared = alias(files, 'shared_file');
  const mine = db
    .select({ id: files.id })
    .from(files)
    .where(and(arrayContains(files.agentIds, [user.id]), ilike(files.name, pattern)));
  const sharedWithMe = db
    .select({ id: fileShares.fileId })
    .from(fileShares)
    .innerJoin(shared, eq(shared.id, fileShares.fileId))
    .where(and(eq(fileShares.userId, user.id), ilike(shared.name, pattern)));
  return inArray(files.id, mine.union(sharedWithMe));
}

/** Every type the caller may search, grouped in the order of SEARCH_RESULT_TYPES; one query a type, run together. */
export async function search(db: Db, caller: Caller, q: string): Promise<SearchResult[]> {
  const input = { q, pattern: containsPattern(q) };
  const groups = await Promise.all([
    searchProjects(db, caller, input),
    searchTasks(db, caller, input),
    searchClients(db, caller, input),
    searchPeople(db, caller, input),
    searchLeads(db, caller, input),
    searchProposals(db, caller, input),
    searchInvoices(db, caller, input),
    searchFiles(db, caller, input),
    searchEvents(db, caller, input),
    searchTimeEntries(db, caller, input),
  ]);
  return groups.flat();
}
