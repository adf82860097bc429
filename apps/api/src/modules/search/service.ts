import { accessFor, can } from '@agency/shared/permissions';
import { SEARCH_RESULTS_PER_TYPE, type SearchResult } from '@agency/shared/search';
import {
  and,
  arrayContains,
  desc,
  eq,
  exists,
  ilike,
  isNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clientMembers,
  clients,
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
import { newestFirst } from '../../lib/cursor.ts';
import { fileScope } from '../files/scope.ts';
import { invoiceScope } from '../invoices/queries.ts';
import { projectScope } from '../projects/queries.ts';
import { proposalScope } from '../proposals/queries.ts';
import { taskScopeOnTasks } from '../tasks/queries.ts';

/**
 * Global search (000 §2, issue #8 point 7). Each type is one query: a substring match (ILIKE, served by the pg_trgm
 * GIN index of each searched column), the caller's scope in the same `where`, best match first by trigram
 * similarity, a few rows. Projects and tasks, the tables that grow with the agency, rank only their newest
 * RANKED_WINDOW in-scope matches (see RANKED_WINDOW), and find an agent's rows in the trigram index itself (see
 * narrowedToAgent). What a caller may not open never leaves the database:
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
 *   organisation's people and the agents assigned to their organisation's projects, nobody else.
 */

/** `%q%` with LIKE's own characters escaped, so "50%" finds "50%" and not everything. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Search {
  q: string;
  pattern: string;
}

const limit = SEARCH_RESULTS_PER_TYPE;

/**
 * How many matches a growing table ranks. Ranking every match by similarity costs a read of every matching row, so a
 * common word ("project", "design") got slower with every row the agency added. The newest RANKED_WINDOW in-scope
 * matches instead come from a walk of the (created_at, id) index that stops as soon as it has them, or, for a rare
 * word, from the trigram index with a top-N sort; the planner picks whichever is cheaper. Ten times the results
 * shown, so the best of them still comes first among everything recent.
 */
export const RANKED_WINDOW = 50;

/**
 * A result's second line, looked up by primary key for the few rows of the window only: as a join, the planner
 * hashes the whole referenced table (a sequential scan of every project for five task results).
 */
function nameOf(table: typeof projects | typeof clients, id: SQLWrapper) {
  return sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;
}

/**
 * An agent's rows, narrowed inside the trigram index: `agent_ids` (projects and tasks, ADR 0012) lists who may see
 * each row, and sits in one GIN index with the searched column, so a rare word is found among this agent's rows in
 * one index scan however many rows other agents have. It is a mirror kept by triggers, so the window it selects is
 * then checked against the real scope (`searchWindow`): a stale mirror could hide a result, never show one.
 */
function narrowedToAgent({ user, access }: Caller): boolean {
  return user.role === 'AGENT' && access !== 'any';
}

/**
 * One growing table's search: the newest RANKED_WINDOW matches in the caller's scope (an agent's found through
 * `agent_ids` and rechecked against `scope`, see narrowedToAgent), best match first. The two tables differ only in
 * their searched column, the column naming the row a result's second line comes from, and the scope.
 */
interface WindowedSearch {
  table: typeof projects | typeof tasks;
  text: typeof projects.name | typeof tasks.title;
  parent: { table: typeof clients | typeof projects; id: typeof projects.clientId | typeof tasks.projectId };
  scope: SQL | undefined;
}

async function searchWindow(
  db: Db,
  caller: Caller,
  { q, pattern }: Search,
  { table, text, parent, scope }: WindowedSearch,
): Promise<{ id: string; title: string; subtitle: string | null }[]> {
  const narrowed = narrowedToAgent(caller);
  const matches = db
    .select({ id: table.id, title: text, parentId: parent.id })
    .from(table)
    .where(and(ilike(text, pattern), narrowed ? arrayContains(table.agentIds, [caller.user.id]) : scope))
    .orderBy(...newestFirst(table))
    .limit(RANKED_WINDOW)
    .as('matches');
  return (
    db
      .select({ id: matches.id, title: matches.title, subtitle: nameOf(parent.table, matches.parentId) })
      .from(matches)
      // The window's rows that the real scope still grants, looked up by primary key (a few rows).
      .where(narrowed ? sql`exists (select 1 from ${table} where ${and(eq(table.id, matches.id), scope)})` : undefined)
      .orderBy(desc(sql`similarity(${matches.title}, ${q})`), matches.title, matches.id)
      .limit(limit)
  );
}

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

/** Files within the caller's file scope (files/scope.ts): a client finds only what was shared with them. */
export async function searchFiles(db: Db, caller: Caller, { q, pattern }: Search): Promise<SearchResult[]> {
  if (!can(caller.user.role, 'file:read')) return [];
  const rows = await db
    .select({ id: files.id, title: files.name, subtitle: projects.name })
    .from(files)
    .leftJoin(projects, eq(projects.id, files.projectId))
    .where(and(ilike(files.name, pattern), fileScope(caller)))
    .orderBy(desc(sql`similarity(${files.name}, ${q})`), files.name, files.id)
    .limit(limit);
  return rows.map((row) => ({ type: 'file', ...row, url: `/dashboard/files?file=${row.id}` }));
}

/** Every type the caller may search, grouped in the order of SEARCH_RESULT_TYPES; five queries, run together. */
export async function search(db: Db, caller: Caller, q: string): Promise<SearchResult[]> {
  const input = { q, pattern: containsPattern(q) };
  const groups = await Promise.all([
    searchProjects(db, caller, input),
    searchTasks(db, caller, input),
    searchClients(db, caller, input),
    searchPeople(db, caller, input),
    searchLeads(db, caller, input),
    searchInvoices(db, caller, input),
    searchProposals(db, caller, input),
    searchFiles(db, caller, input),
  ]);
  return groups.flat();
}
