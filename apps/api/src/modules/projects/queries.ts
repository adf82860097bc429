import type { ProjectStatus } from '@agency/shared/enums';
import type { Approval } from '@agency/shared/messaging';
import { TEAM_AVATARS_SHOWN } from '@agency/shared/projects';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  approvals,
  clients,
  deliverables,
  projectAgents,
  projectExpenses,
  projectRatings,
  projects,
  tasks,
  users,
} from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The projects a caller may see, as a `where` on `projects` (D5, ADR 0007): every project with `any` (admin), the
 * organisation's projects for a CLIENT, the projects assigned through project_agents for an AGENT. Everything that
 * hangs off a project (deliverables, tasks, expenses, ratings, activity, search results) is scoped through it, so
 * one rule decides; other modules import it from here.
 */
export function projectScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  if (user.role === 'CLIENT') return user.clientId ? eq(projects.clientId, user.clientId) : sql`false`;
  if (user.role === 'AGENT') {
    // A raw subquery: drizzle's exists() adds no parentheses around sql``, so they are written here.
    return sql`exists (select 1 from ${projectAgents} where ${and(
      eq(projectAgents.projectId, projects.id),
      eq(projectAgents.agentId, user.id),
    )})`;
  }
  return sql`false`;
}

// ---------------------------------------------------------------------------------------------------------------
// Computed figures (D13). No column holds a copy that could disagree; each is a correlated subquery served by the
// project_id indexes of deliverables, tasks and project_expenses, so a page of 25 projects is one query.
//
// Progress: the share of a project's work items that are finished, where the work items are its deliverables (done
// when `completed`) and its tasks (done when `done`), rounded to a whole percent: 3 of 4 deliverables and 1 of 4
// tasks done is 4/8 = 50%. Every deliverable and task counts, client-visible or not, so every viewer sees the same
// figure (a CLIENT sees the number, never the internal items). A completed project is 100% whatever its items say;
// a project without any item is 0% until it is completed.
// ---------------------------------------------------------------------------------------------------------------

const count = (from: SQL) => sql<number>`(select count(*)::int ${from})`;

export function figures(caller: Caller) {
  const clientOnly = caller.user.role === 'CLIENT' ? sql` and ${deliverables.clientVisible}` : sql``;
  const ofProject = sql`from ${deliverables} where ${deliverables.projectId} = ${projects.id}`;
  const tasksOfProject = sql`from ${tasks} where ${tasks.projectId} = ${projects.id}`;
  return {
    deliverablesTotal: count(sql`${ofProject}${clientOnly}`),
    deliverablesDone: count(sql`${ofProject}${clientOnly} and ${deliverables.status} = 'completed'`),
    itemsTotal: sql<number>`(${count(ofProject)} + ${count(tasksOfProject)})`,
    itemsDone: sql<number>`(${count(sql`${ofProject} and ${deliverables.status} = 'completed'`)} + ${count(
      sql`${tasksOfProject} and ${tasks.status} = 'done'`,
    )})`,
    spentCents:
      sql<number>`(select coalesce(sum(${projectExpenses.amountCents}), 0)::bigint from ${projectExpenses} where ${projectExpenses.projectId} = ${projects.id})`.mapWith(
        Number,
      ),
  };
}

export function progressOf(status: ProjectStatus, done: number, total: number): number {
  if (status === 'completed') return 100;
  return total === 0 ? 0 : Math.round((100 * done) / total);
}

function listColumns(caller: Caller) {
  return {
    id: projects.id,
    name: projects.name,
    status: projects.status,
    priority: projects.priority,
    phase: projects.phase,
    startDate: projects.startDate,
    endDate: projects.endDate,
    clientId: projects.clientId,
    clientName: clients.name,
    budgetCents: projects.budgetCents,
    createdAt: projects.createdAt,
    ...figures(caller),
  };
}

type Row = { status: ProjectStatus; itemsDone: number; itemsTotal: number };

function withProgress<T extends Row>({ itemsDone, itemsTotal, ...row }: T) {
  return { ...row, progress: progressOf(row.status, itemsDone, itemsTotal) };
}

/** Team members of several projects in one query, in the order they joined. */
async function teamsOf(db: Db, projectIds: string[]) {
  const byProject = new Map<string, { id: string; name: string }[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ projectId: projectAgents.projectId, id: users.id, name: users.name })
    .from(projectAgents)
    .innerJoin(users, eq(users.id, projectAgents.agentId))
    .where(inArray(projectAgents.projectId, projectIds))
    .orderBy(asc(projectAgents.assignedAt), asc(users.name));
  for (const { projectId, ...member } of rows) {
    const list = byProject.get(projectId) ?? [];
    list.push(member);
    byProject.set(projectId, list);
  }
  return byProject;
}

export interface ProjectQuery {
  status?: ProjectStatus;
  q?: string;
  cursor?: Cursor;
  limit: number;
}

/** My Projects (001 §2): the caller's projects newest first, filtered by status and name, with their figures. */
export async function listProjects(db: Db, caller: Caller, query: ProjectQuery) {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({ ...listColumns(caller), ...keyset(projects) })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        projectScope(caller),
        query.status ? eq(projects.status, query.status) : undefined,
        pattern ? ilike(projects.name, pattern) : undefined,
        afterCursor(projects, query.cursor),
      ),
    )
    .orderBy(...newestFirst(projects))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  const teams = await teamsOf(
    db,
    page.items.map((p) => p.id),
  );
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => {
      const team = teams.get(row.id) ?? [];
      return { ...withProgress(row), team: team.slice(0, TEAM_AVATARS_SHOWN), teamCount: team.length };
    }),
  };
}

/** The four counters of My Projects over everything in the caller's scope (Budget Used = spent / budget). */
export async function projectsSummary(db: Db, caller: Caller) {
  const { spentCents } = figures(caller);
  const [row] = await db
    .select({
      totalProjects: sql<number>`count(*)::int`,
      inProgress: sql<number>`(count(*) filter (where ${projects.status} = 'in-progress'))::int`,
      completed: sql<number>`(count(*) filter (where ${projects.status} = 'completed'))::int`,
      budgetCents: sql<number>`coalesce(sum(${projects.budgetCents}), 0)::bigint`.mapWith(Number),
      spentCents: sql<number>`coalesce(sum(${spentCents}), 0)::bigint`.mapWith(Number),
    })
    .from(projects)
    .where(projectScope(caller));
  const summary = row!;
  return {
    ...summary,
    budgetUsedPercent:
      summary.budgetCents > 0 ? Math.round((1000 * summary.spentCents) / summary.budgetCents) / 10 : null,
  };
}

/** The project if the caller may see it; 404 otherwise (its existence is not revealed, D6). */
export async function projectInScope(db: Db, caller: Caller, id: string) {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId, status: projects.status })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(caller)));
  if (!project) throw notFound('Project not found');
  return project;
}

export const deliverableColumns = {
  id: deliverables.id,
  title: deliverables.title,
  description: deliverables.description,
  dueDate: deliverables.dueDate,
  status: deliverables.status,
  clientVisible: deliverables.clientVisible,
  completedAt: deliverables.completedAt,
  createdAt: deliverables.createdAt,
};

/** A project's page: overview figures, deliverables (client-visible only for a CLIENT), team and ratings. */
export async function getProject(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select({
      ...listColumns(caller),
      description: projects.description,
      completedAt: projects.completedAt,
      updatedAt: projects.updatedAt,
      ratingAverage: sql<
        number | null
      >`(select round(avg(${projectRatings.rating}), 1)::float8 from ${projectRatings} where ${projectRatings.projectId} = ${projects.id})`,
      ratingCount: count(sql`from ${projectRatings} where ${projectRatings.projectId} = ${projects.id}`),
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, id), projectScope(caller)));
  if (!row) throw notFound('Project not found');
  const isClient = caller.user.role === 'CLIENT';
  const [items, members, mine] = await Promise.all([
    db
      .select(deliverableColumns)
      .from(deliverables)
      .where(and(eq(deliverables.projectId, id), isClient ? eq(deliverables.clientVisible, true) : undefined))
      .orderBy(asc(deliverables.position), asc(deliverables.createdAt), asc(deliverables.id)),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        jobTitle: users.jobTitle,
        department: users.department,
        projectRole: projectAgents.role,
      })
      .from(projectAgents)
      .innerJoin(users, eq(users.id, projectAgents.agentId))
      .where(eq(projectAgents.projectId, id))
      .orderBy(asc(projectAgents.assignedAt), asc(users.name)),
    db
      .select({ rating: projectRatings.rating, comment: projectRatings.comment, updatedAt: projectRatings.updatedAt })
      .from(projectRatings)
      .where(and(eq(projectRatings.projectId, id), eq(projectRatings.userId, caller.user.id))),
  ]);
  const { ratingAverage, ratingCount, ...project } = withProgress(row);
  const approvalsByDeliverable = await latestApprovalsOf(
    db,
    items.map((item) => item.id),
  );
  return {
    ...project,
    team: members.slice(0, TEAM_AVATARS_SHOWN).map(({ id: memberId, name }) => ({ id: memberId, name })),
    teamCount: members.length,
    deliverables: items.map((item) => ({
      ...item,
      approval: currentApproval(item, approvalsByDeliverable.get(item.id)),
    })),
    members,
    ratings: { average: ratingAverage === null ? null : Number(ratingAverage), count: ratingCount },
    myRating: mine[0] ?? null,
  };
}

/**
 * The approval that describes a deliverable now (issue #18, 25): a request for changes is answered by completing the
 * deliverable again, so one decided before the latest completion is history, not the card's state ("Completed" and
 * "Changes requested" at once). A request for changes made after the completion reopens it (messaging's decideApproval).
 */
export function currentApproval(
  deliverable: { status: string; completedAt: Date | string | null },
  approval: Approval | undefined,
): Approval | null {
  if (!approval) return null;
  if (approval.status !== 'changes-requested' || deliverable.status !== 'completed') return approval;
  const completedAt = deliverable.completedAt ? new Date(deliverable.completedAt).getTime() : 0;
  const decidedAt = approval.decidedAt ? new Date(approval.decidedAt).getTime() : 0;
  return decidedAt > completedAt ? approval : null;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** The latest approval asked in the thread for each deliverable (issue #9), for the Deliverables tab. */
async function latestApprovalsOf(db: Db, deliverableIds: string[]) {
  const byDeliverable = new Map<string, Approval>();
  if (deliverableIds.length === 0) return byDeliverable;
  const rows = await db
    .selectDistinctOn([approvals.deliverableId], {
      id: approvals.id,
      deliverableId: approvals.deliverableId,
      title: deliverables.title,
      status: approvals.status,
      comment: approvals.comment,
      decidedAt: approvals.decidedAt,
      requestedByName: requester.name,
      decidedByName: decider.name,
    })
    .from(approvals)
    .innerJoin(deliverables, eq(deliverables.id, approvals.deliverableId))
    .leftJoin(requester, eq(requester.id, approvals.requestedById))
    .leftJoin(decider, eq(decider.id, approvals.decidedById))
    .where(inArray(approvals.deliverableId, deliverableIds))
    .orderBy(approvals.deliverableId, sql`${approvals.createdAt} desc`, sql`${approvals.id} desc`);
  for (const row of rows) {
    byDeliverable.set(row.deliverableId as string, {
      id: row.id,
      status: row.status,
      subjectType: 'deliverable',
      subjectId: row.deliverableId as string,
      subjectName: row.title,
      requestedByName: row.requestedByName,
      decidedByName: row.decidedByName,
      decidedAt: row.decidedAt,
      comment: row.comment,
    });
  }
  return byDeliverable;
}

/** A deliverable of a project the caller sees; 404 otherwise. */
export async function deliverableInScope(db: Db, caller: Caller, projectId: string, deliverableId: string) {
  const project = await projectInScope(db, caller, projectId);
  const [deliverable] = await db
    .select({ id: deliverables.id, status: deliverables.status, clientVisible: deliverables.clientVisible })
    .from(deliverables)
    .where(and(eq(deliverables.id, deliverableId), eq(deliverables.projectId, projectId)));
  if (!deliverable) throw notFound('Deliverable not found');
  return { project, deliverable };
}

// Expenses --------------------------------------------------------------------------------------------------------

export const expenseColumns = {
  id: projectExpenses.id,
  description: projectExpenses.description,
  amountCents: projectExpenses.amountCents,
  incurredOn: projectExpenses.incurredOn,
  createdByName: users.name,
  createdAt: projectExpenses.createdAt,
};

export async function listExpenses(
  db: Db,
  caller: Caller,
  projectId: string,
  query: { cursor?: Cursor; limit: number },
) {
  await projectInScope(db, caller, projectId);
  const rows = await db
    .select({ ...expenseColumns, ...keyset(projectExpenses) })
    .from(projectExpenses)
    .leftJoin(users, eq(users.id, projectExpenses.createdById))
    .where(and(eq(projectExpenses.projectId, projectId), afterCursor(projectExpenses, query.cursor)))
    .orderBy(...newestFirst(projectExpenses))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}
