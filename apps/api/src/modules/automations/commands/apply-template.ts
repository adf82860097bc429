import { AUTOMATION_MESSAGES, scheduleSteps } from '@agency/shared/automations-values';
import { and, eq } from 'drizzle-orm';
import { projects, templateApplications } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectScope } from '../../projects/queries.ts';
import { appendTodoTasks } from '../../tasks/service.ts';
import { findTemplate } from '../queries.ts';

/**
 * "Use Template" (D21): one task per step on the project, due on the dates the steps' durations and dependencies
 * give from the start date (calendar days, scheduleSteps), all in one transaction with one audit row.
 */
export async function applyTemplate(ctx: ServiceContext, templateId: string, projectId: string, startDate: string) {
  const caller = callerOf(ctx);
  const template = await findTemplate(ctx.db, templateId);
  return ctx.db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectScope(caller)));
    if (!project) throw notFound(AUTOMATION_MESSAGES.projectNotFound);
    const [application] = await tx
      .insert(templateApplications)
      .values({ templateKey: template.id, projectId, appliedById: caller.user.id })
      .returning({ id: templateApplications.id });
    const dates = scheduleSteps(template.steps, startDate);
    const created = await appendTodoTasks(
      tx,
      template.steps.map((step, index) => ({
        projectId,
        title: step.title,
        description: `${template.name} · ${index + 1}/${template.steps.length} · ${dates[index]!.start} → ${dates[index]!.due}`,
        dueDate: dates[index]!.due,
        templateApplicationId: application!.id,
        createdById: caller.user.id,
      })),
    );
    await commitChange(tx, ctx, {
      audit: {
        action: 'template.applied',
        category: 'project',
        target: { type: 'project', id: project.id, label: project.name },
        scope: { projectId: project.id, clientId: project.clientId, clientVisible: false },
        details: { template: template.name, startDate, tasks: created.length },
      },
      live: {
        type: 'tasks.created',
        projectId,
        staffOnly: true,
        payload: { projectId, templateApplicationId: application!.id },
      },
    });
    return {
      applicationId: application!.id,
      projectId,
      tasks: created.map((task) => ({ id: task.id, title: task.title, dueDate: task.dueDate! })),
    };
  });
}
