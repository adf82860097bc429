import type { TaskStatus } from '@agency/shared/enums';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectAgents, tasks, users } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { NotificationInput } from '../../lib/notify.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

/** What the audit row and the live event need to know of a task. */
export interface TaskRef {
  id: string;
  title: string;
  projectId: string | null;
  clientId: string | null;
  createdById: string | null;
  assigneeId: string | null;
}

/** The audit fields of a change to a task (D20). Tasks are internal: never in a client's activity feed. */
export function taskAudit(task: TaskRef): Pick<AuditEntry, 'category' | 'target' | 'scope'> {
  return {
    category: 'project',
    target: { type: 'task', id: task.id, label: task.title },
    scope: { projectId: task.projectId, clientId: task.clientId, clientVisible: false },
  };
}

export type TaskEventType = 'tasks.created' | 'tasks.updated' | 'tasks.deleted' | 'tasks.commented';

/**
 * Live events for a task change, each with the audience of the task's REST read (taskScope): a project's task goes
 * to whoever sees the project but never to a client (staff only); an internal task ("No Project") to the admins and
 * the agent who created it or holds it. A change that moves the task out of someone's sight (another project,
 * another assignee) is told to the audience before as well as after, so their lists drop it.
 */
export async function taskEvents(
  tx: Db,
  type: TaskEventType,
  after: TaskRef,
  before: TaskRef = after,
  extra: Record<string, unknown> = {},
): Promise<LiveEventInput[]> {
  const payload = { id: after.id, projectId: after.projectId, ...extra };
  const events: LiveEventInput[] = [];
  const projectIds = [...new Set([before.projectId, after.projectId])].filter((id): id is string => id !== null);
  for (const projectId of projectIds) events.push({ type, projectId, staffOnly: true, payload });
  const internal = [before, after].filter((task) => task.projectId === null);
  if (internal.length > 0) {
    const people = internal.flatMap((task) => [task.createdById, task.assigneeId]);
    const userIds = new Set([...(await adminIds(tx)), ...people.filter((id): id is string => id !== null)]);
    events.push({ type, userIds: [...userIds], staffOnly: true, payload });
  }
  return events;
}

async function adminIds(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

/** Assignment notifies the assignee (D19), unless they assigned it to themselves. */
export function assigneeNotice(
  caller: Caller,
  task: { id: string; title: string; assigneeId: string | null },
): NotificationInput[] {
  if (!task.assigneeId || task.assigneeId === caller.user.id) return [];
  return [
    {
      userId: task.assigneeId,
      type: 'project',
      text: notificationText('taskAssigned', { assigner: caller.user.name, task: task.title }),
      actionUrl: `/dashboard/tasks?task=${task.id}`,
      related: { type: 'task', id: task.id, name: task.title },
    },
  ];
}

/** Kanban orders are per column: moves and new cards take this lock so positions never collide. */
export async function lockBoard(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tasks.board'))`);
}

export async function endOfColumn(tx: Db, status: TaskStatus, exceptId?: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${tasks.position})` })
    .from(tasks)
    .where(and(eq(tasks.status, status), exceptId ? ne(tasks.id, exceptId) : undefined));
  return (row?.max ?? -1) + 1;
}

/** An assignee must be active staff; an agent must be on the task's project team (assignment scopes access). */
export async function checkAssignee(tx: Db, assigneeId: string, projectId: string | null) {
  const [person] = await tx
    .select({ id: users.id, role: users.role, isActive: users.isActive, banned: users.banned })
    .from(users)
    .where(eq(users.id, assigneeId));
  const refuse = () =>
    badRequest('This person cannot be assigned the task.', {
      assigneeId: 'Choose an admin or an agent of the task’s project.',
    });
  if (!person?.isActive || person.banned || person.role === 'CLIENT') throw refuse();
  if (person.role === 'AGENT' && projectId) {
    const [onTeam] = await tx
      .select({ agentId: projectAgents.agentId })
      .from(projectAgents)
      .where(and(eq(projectAgents.projectId, projectId), eq(projectAgents.agentId, assigneeId)));
    if (!onTeam) throw refuse();
  }
}
