import type { ProjectStatus } from '@agency/shared/enums';
import type { Approval } from '@agency/shared/messaging';
import type {
  CreateDeliverableBody,
  CreateExpenseBody,
  CreateProjectBody,
  UpdateDeliverableBody,
  UpdateProjectBody,
} from '@agency/shared/projects';
import { TEAM_AVATARS_SHOWN } from '@agency/shared/projects';
import { and, asc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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
import { type RequestContext, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { Caller } from '../../plugins/access.ts';
import { notify } from '../notifications/service.ts';
import { assertWithinPlan } from '../payments/service.ts';

/**
 * The projects a caller may see, as a `where` on `projects` (D5, ADR 0007): every project with `any` (admin), the
 * organisation's projects for a CLIENT, the projects assigned through project_agents for an AGENT. Everything that
 * hangs off a project (deliverables, tasks, expenses, ratings, activity, search results) is scoped through it, so
 * one rule decides; other modules import it from this service.
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

function figures(caller: Caller) {
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
async function projectInScope(db: Db, caller: Caller, id: string) {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId, status: projects.status })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(caller)));
  if (!project) throw notFound('Project not found');
  return project;
}

const deliverableColumns = {
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
    deliverables: items.map((item) => ({ ...item, approval: approvalsByDeliverable.get(item.id) ?? null })),
    members,
    ratings: { average: ratingAverage === null ? null : Number(ratingAverage), count: ratingCount },
    myRating: mine[0] ?? null,
  };
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

export interface Actor {
  id: string;
  email: string;
  name: string;
}

const audit = (project: { id: string; clientId: string; name: string }, clientVisible = true) => ({
  category: 'project' as const,
  target: { type: 'project', id: project.id, label: project.name },
  scope: { clientId: project.clientId, projectId: project.id, clientVisible },
});

/** New Project (admin only, 001 §6). The client must exist and not be archived. */
export async function createProject(
  db: Db,
  caller: Caller,
  body: CreateProjectBody & { clientId: string },
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, body.clientId), isNull(clients.archivedAt)));
    if (!client) throw badRequest('Choose a client for the project', { clientId: 'Choose a client for the project' });
    // Plan limits (001 §9, issue #10): a Starter client has room for 5 projects.
    await assertWithinPlan(tx, body.clientId, 'projects');
    const [project] = await tx
      .insert(projects)
      .values({
        name: body.name,
        description: body.description ?? '',
        clientId: body.clientId,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        budgetCents: body.budgetCents ?? 0,
        status: body.status ?? 'planning',
        priority: body.priority ?? 'medium',
        phase: body.phase || null,
        completedAt: body.status === 'completed' ? new Date() : null,
        createdById: caller.user.id,
      })
      .returning({ id: projects.id, name: projects.name, clientId: projects.clientId });
    await writeAudit(tx, { action: 'project.created', actor: caller.user, context, ...audit(project!) });
    return project!;
  });
}

/** Edit a project: an admin any, an agent those assigned to them (others answer 404). */
export async function updateProject(
  db: Db,
  caller: Caller,
  id: string,
  body: UpdateProjectBody,
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: projects.id,
        name: projects.name,
        clientId: projects.clientId,
        status: projects.status,
        startDate: projects.startDate,
        endDate: projects.endDate,
      })
      .from(projects)
      .where(and(eq(projects.id, id), projectScope(caller)))
      .for('update');
    if (!current) throw notFound('Project not found');
    const startDate = body.startDate === undefined ? current.startDate : body.startDate;
    const endDate = body.endDate === undefined ? current.endDate : body.endDate;
    if (startDate && endDate && endDate < startDate) {
      throw badRequest('The end date cannot be before the start date', {
        endDate: 'The end date cannot be before the start date',
      });
    }
    const changes = { ...body, ...(body.phase !== undefined ? { phase: body.phase || null } : {}) };
    const statusChanged = body.status !== undefined && body.status !== current.status;
    const [project] = await tx
      .update(projects)
      .set({
        ...changes,
        ...(statusChanged ? { completedAt: body.status === 'completed' ? new Date() : null } : {}),
      })
      .where(eq(projects.id, id))
      .returning({ id: projects.id, name: projects.name, clientId: projects.clientId });
    await writeAudit(tx, {
      action: statusChanged ? 'project.status_changed' : 'project.updated',
      actor: caller.user,
      context,
      details: { fields: Object.keys(body), ...(statusChanged ? { from: current.status, to: body.status } : {}) },
      ...audit(project!),
    });
    return project!;
  });
}

export async function deleteProject(db: Db, caller: Caller, id: string, context?: RequestContext) {
  await db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, id);
    await tx.delete(projects).where(eq(projects.id, id));
    await writeAudit(tx, { action: 'project.deleted', actor: caller.user, context, ...audit(project, false) });
  });
}

/**
 * Sets who works on a project (admin only, through the picker in assign mode). Assignment is what scopes an agent's
 * access (D5), so only active admins and agents can be members. Newly assigned people are notified.
 */
export async function setTeam(db: Db, caller: Caller, id: string, memberIds: string[], context?: RequestContext) {
  const wanted = [...new Set(memberIds)];
  return db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, id);
    const current = (
      await tx.select({ id: projectAgents.agentId }).from(projectAgents).where(eq(projectAgents.projectId, id))
    ).map((row) => row.id);
    const added = wanted.filter((member) => !current.includes(member));
    const removed = current.filter((member) => !wanted.includes(member));
    // Only people joining are checked: someone deactivated since they joined may stay until removed.
    if (added.length > 0) {
      const valid = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, added), inArray(users.role, ['ADMIN', 'AGENT']), eq(users.isActive, true)));
      if (valid.length !== added.length) {
        throw badRequest('Only active admins and agents can be assigned to a project', {
          memberIds: 'Only active admins and agents can be assigned to a project',
        });
      }
    }
    if (removed.length > 0) {
      await tx
        .delete(projectAgents)
        .where(and(eq(projectAgents.projectId, id), inArray(projectAgents.agentId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(projectAgents).values(added.map((agentId) => ({ projectId: id, agentId })));
      await notify(
        tx,
        added
          .filter((member) => member !== caller.user.id)
          .map((userId) => ({
            userId,
            type: 'project' as const,
            text: notificationText('addedToProject', { project: project.name }),
            actionUrl: `/dashboard/projects/${id}`,
            related: { type: 'project', id, name: project.name },
          })),
      );
    }
    if (added.length > 0 || removed.length > 0) {
      await writeAudit(tx, {
        action: 'project.team_changed',
        category: 'team',
        actor: caller.user,
        context,
        target: { type: 'project', id, label: project.name },
        scope: { clientId: project.clientId, projectId: id, clientVisible: false },
        details: { added, removed },
      });
    }
    return { added, removed };
  });
}

// Deliverables ---------------------------------------------------------------------------------------------------

export async function createDeliverable(
  db: Db,
  caller: Caller,
  projectId: string,
  body: CreateDeliverableBody,
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${deliverables.position}) + 1, 0)::int` })
      .from(deliverables)
      .where(eq(deliverables.projectId, projectId))) as [{ next: number }];
    const status = body.status ?? 'pending';
    const [deliverable] = await tx
      .insert(deliverables)
      .values({
        projectId,
        title: body.title,
        description: body.description ?? '',
        dueDate: body.dueDate ?? null,
        status,
        clientVisible: body.clientVisible ?? true,
        position: next,
        completedAt: status === 'completed' ? new Date() : null,
        createdById: caller.user.id,
      })
      .returning(deliverableColumns);
    await writeAudit(tx, {
      action: 'deliverable.created',
      actor: caller.user,
      context,
      ...audit(project, deliverable!.clientVisible),
      target: { type: 'deliverable', id: deliverable!.id, label: deliverable!.title },
      details: { project: project.name },
    });
    return deliverable!;
  });
}

async function deliverableInScope(db: Db, caller: Caller, projectId: string, deliverableId: string) {
  const project = await projectInScope(db, caller, projectId);
  const [deliverable] = await db
    .select({ id: deliverables.id, status: deliverables.status, clientVisible: deliverables.clientVisible })
    .from(deliverables)
    .where(and(eq(deliverables.id, deliverableId), eq(deliverables.projectId, projectId)));
  if (!deliverable) throw notFound('Deliverable not found');
  return { project, deliverable };
}

export async function updateDeliverable(
  db: Db,
  caller: Caller,
  projectId: string,
  deliverableId: string,
  body: UpdateDeliverableBody,
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const { project, deliverable: current } = await deliverableInScope(tx, caller, projectId, deliverableId);
    const statusChanged = body.status !== undefined && body.status !== current.status;
    const [deliverable] = await tx
      .update(deliverables)
      .set({
        ...body,
        ...(statusChanged ? { completedAt: body.status === 'completed' ? new Date() : null } : {}),
      })
      .where(eq(deliverables.id, deliverableId))
      .returning(deliverableColumns);
    await writeAudit(tx, {
      action: statusChanged && body.status === 'completed' ? 'deliverable.completed' : 'deliverable.updated',
      actor: caller.user,
      context,
      ...audit(project, deliverable!.clientVisible),
      target: { type: 'deliverable', id: deliverableId, label: deliverable!.title },
      details: { project: project.name, fields: Object.keys(body) },
    });
    return deliverable!;
  });
}

export async function deleteDeliverable(
  db: Db,
  caller: Caller,
  projectId: string,
  deliverableId: string,
  context?: RequestContext,
) {
  await db.transaction(async (tx) => {
    const { project, deliverable } = await deliverableInScope(tx, caller, projectId, deliverableId);
    const [gone] = await tx
      .delete(deliverables)
      .where(eq(deliverables.id, deliverableId))
      .returning({ title: deliverables.title });
    await writeAudit(tx, {
      action: 'deliverable.deleted',
      actor: caller.user,
      context,
      ...audit(project, deliverable.clientVisible),
      target: { type: 'deliverable', id: deliverableId, label: gone!.title },
      details: { project: project.name },
    });
  });
}

// Expenses --------------------------------------------------------------------------------------------------------

const expenseColumns = {
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

export async function recordExpense(
  db: Db,
  caller: Caller,
  projectId: string,
  body: CreateExpenseBody,
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    const [expense] = await tx
      .insert(projectExpenses)
      .values({ projectId, ...body, createdById: caller.user.id })
      .returning({ id: projectExpenses.id });
    await writeAudit(tx, {
      action: 'expense.recorded',
      category: 'billing',
      actor: caller.user,
      context,
      target: { type: 'expense', id: expense!.id, label: body.description },
      scope: { clientId: project.clientId, projectId, clientVisible: false },
      details: { project: project.name, amountCents: body.amountCents },
    });
    const [row] = await tx
      .select(expenseColumns)
      .from(projectExpenses)
      .leftJoin(users, eq(users.id, projectExpenses.createdById))
      .where(eq(projectExpenses.id, expense!.id));
    return row!;
  });
}

// Rating ----------------------------------------------------------------------------------------------------------

/** A CLIENT of the organisation rates a completed project 1-5 with a comment; one rating per person, editable. */
export async function rateProject(
  db: Db,
  caller: Caller,
  projectId: string,
  body: { rating: number; comment?: string },
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    if (project.status !== 'completed') throw conflict('Only a completed project can be rated.');
    const comment = body.comment ?? '';
    const [rating] = await tx
      .insert(projectRatings)
      .values({ projectId, userId: caller.user.id, rating: body.rating, comment })
      .onConflictDoUpdate({
        target: [projectRatings.projectId, projectRatings.userId],
        set: { rating: body.rating, comment, updatedAt: new Date() },
      })
      .returning({
        rating: projectRatings.rating,
        comment: projectRatings.comment,
        updatedAt: projectRatings.updatedAt,
      });
    await writeAudit(tx, {
      action: 'project.rated',
      actor: caller.user,
      context,
      ...audit(project),
      details: { rating: body.rating },
    });
    return rating!;
  });
}
