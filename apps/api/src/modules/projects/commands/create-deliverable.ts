import type { CreateDeliverableBody } from '@agency/shared/projects';
import { eq, sql } from 'drizzle-orm';
import { deliverables } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectAudit, projectEvent } from '../effects.ts';
import { deliverableColumns, projectInScope } from '../queries.ts';

/** Add a deliverable, last in the project's list. */
export async function createDeliverable(ctx: ServiceContext, projectId: string, body: CreateDeliverableBody) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
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
        completedAt: status === 'completed' ? ctx.now() : null,
        createdById: caller.user.id,
      })
      .returning(deliverableColumns);
    await commitChange(tx, ctx, {
      audit: {
        action: 'deliverable.created',
        ...projectAudit(project, deliverable!.clientVisible),
        target: { type: 'deliverable', id: deliverable!.id, label: deliverable!.title },
        details: { project: project.name },
      },
      live: projectEvent('projects.updated', projectId, !deliverable!.clientVisible),
    });
    return deliverable!;
  });
}
