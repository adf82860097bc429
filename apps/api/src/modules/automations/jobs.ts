import { ONBOARDING_TASKS } from '@agency/shared/automations-values';
import { shiftDate } from '@agency/shared/time-values';
import { and, eq, sql } from 'drizzle-orm';
import { clients, deliverables, projects } from '../../db/schema/index.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { activeClientUsers } from '../../lib/recipients.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { appendTodoTasks, taskAudit, taskEvents } from '../tasks/service.ts';
import { existingUser, type RunOf, recordRun, workflowEnabled } from './service.ts';

/** The run a client-onboarding job would record, for its failure. */
export const onboardingRun = (payload: Record<string, unknown>): RunOf => ({
  workflowKey: 'client-onboarding',
  trigger: String(payload.trigger ?? 'client.created'),
  subject: { type: 'client', id: payload.clientId },
  triggeredById: payload.triggeredById,
});

/** The run a milestone-notifications job would record, for its failure. */
export const milestoneRun = (payload: Record<string, unknown>): RunOf => ({
  workflowKey: 'milestone-notifications',
  trigger: 'deliverable.completed',
  subject: { type: 'deliverable', id: payload.deliverableId },
  triggeredById: payload.triggeredById,
});

/**
 * Client onboarding (D21): the onboarding tasks, assigned to whoever added the client and due 2, 5 and 7 days after,
 * and a welcome notification to the client's people. Switched off, it does nothing.
 */
export async function runClientOnboarding(ctx: ServiceContext, payload: Record<string, unknown>) {
  if (!(await workflowEnabled(ctx.db, 'client-onboarding'))) return;
  const startedAt = ctx.now();
  const [client] = await ctx.db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, String(payload.clientId)));
  if (!client) return;
  const ownerId = await existingUser(ctx.db, payload.triggeredById);
  const recipients = await activeClientUsers(ctx.db, client.id);
  const today = startedAt.toISOString().slice(0, 10);
  await ctx.db.transaction(async (tx) => {
    const rows = await appendTodoTasks(
      tx,
      ONBOARDING_TASKS.map((task) => ({
        title: `${task.title}: ${client.name}`,
        dueDate: shiftDate(today, task.dueInDays),
        assigneeId: ownerId,
        createdById: ownerId,
        tags: ['onboarding'],
      })),
    );
    const created = rows.map((row) => ({ ...row, projectId: null, clientId: client.id, createdById: ownerId }));
    // One after another: a transaction is one connection, and pg refuses a query while another is running on it.
    const live = [];
    for (const task of created) live.push(...(await taskEvents(tx, 'tasks.created', task)));
    await commitChange(tx, ctx, {
      audit: created.map((task) => ({
        action: 'task.created',
        ...taskAudit(task),
        details: { workflow: 'client-onboarding' },
      })),
      notify: recipients.map((recipient) => ({
        userId: recipient.id,
        type: 'system' as const,
        text: notificationText('clientWelcome', { client: client.name }),
        actionUrl: '/dashboard',
      })),
      live,
    });
    await recordRun(tx, {
      workflowKey: 'client-onboarding',
      trigger: String(payload.trigger ?? 'client.created'),
      subject: { type: 'client', id: client.id },
      steps: [
        { stepId: 'onboarding-tasks', status: 'done', count: created.length },
        {
          stepId: 'welcome-notification',
          status: recipients.length > 0 ? 'done' : 'skipped',
          count: recipients.length,
        },
      ],
      triggeredById: ownerId,
      startedAt,
      finishedAt: ctx.now(),
    });
  });
}

/**
 * Milestone notifications (D21): a client-visible deliverable that completed is told to the client's people.
 * Switched off, or the deliverable reopened or hidden since, it does nothing.
 */
export async function runMilestoneNotifications(ctx: ServiceContext, payload: Record<string, unknown>) {
  if (!(await workflowEnabled(ctx.db, 'milestone-notifications'))) return;
  const startedAt = ctx.now();
  const [deliverable] = await ctx.db
    .select({
      id: deliverables.id,
      title: deliverables.title,
      projectId: projects.id,
      projectName: projects.name,
      clientId: projects.clientId,
    })
    .from(deliverables)
    .innerJoin(projects, eq(projects.id, deliverables.projectId))
    .where(
      and(
        eq(deliverables.id, String(payload.deliverableId)),
        eq(deliverables.status, 'completed'),
        eq(deliverables.clientVisible, true),
        sql`${deliverables.completedAt} = ${String(payload.completedAt)}::timestamptz`,
      ),
    );
  if (!deliverable) return;
  const recipients = await activeClientUsers(ctx.db, deliverable.clientId);
  const triggeredById = await existingUser(ctx.db, payload.triggeredById);
  await ctx.db.transaction(async (tx) => {
    await commitChange(tx, ctx, {
      notify: recipients.map((recipient) => ({
        userId: recipient.id,
        type: 'project' as const,
        level: 'success' as const,
        text: notificationText('milestoneCompleted', {
          project: deliverable.projectName,
          milestone: deliverable.title,
        }),
        actionUrl: `/dashboard/projects/${deliverable.projectId}`,
        related: { type: 'project', id: deliverable.projectId, name: deliverable.projectName },
      })),
    });
    await recordRun(tx, {
      workflowKey: 'milestone-notifications',
      trigger: 'deliverable.completed',
      subject: { type: 'deliverable', id: deliverable.id },
      steps: [
        { stepId: 'client-notified', status: recipients.length > 0 ? 'done' : 'skipped', count: recipients.length },
      ],
      triggeredById,
      startedAt,
      finishedAt: ctx.now(),
    });
  });
}
