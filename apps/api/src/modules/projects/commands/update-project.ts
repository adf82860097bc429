import type { UpdateProjectBody } from '@agency/shared/projects';
import { and, eq } from 'drizzle-orm';
import { projects } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectAudit, projectEvent } from '../effects.ts';
import { projectScope } from '../queries.ts';

/** Edit a project: an admin any, an agent those assigned to them (others answer 404). */
export async function updateProject(ctx: ServiceContext, id: string, body: UpdateProjectBody) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
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
        ...(statusChanged ? { completedAt: body.status === 'completed' ? ctx.now() : null } : {}),
      })
      .where(eq(projects.id, id))
      .returning({ id: projects.id, name: projects.name, clientId: projects.clientId });
    await commitChange(tx, ctx, {
      audit: {
        action: statusChanged ? 'project.status_changed' : 'project.updated',
        details: { fields: Object.keys(body), ...(statusChanged ? { from: current.status, to: body.status } : {}) },
        ...projectAudit(project!),
      },
      live: projectEvent('projects.updated', id),
    });
    return project!;
  });
}
