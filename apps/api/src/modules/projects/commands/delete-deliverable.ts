import { eq } from 'drizzle-orm';
import { deliverables } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectAudit, projectEvent } from '../effects.ts';
import { deliverableInScope } from '../queries.ts';

export async function deleteDeliverable(ctx: ServiceContext, projectId: string, deliverableId: string) {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const { project, deliverable } = await deliverableInScope(tx, caller, projectId, deliverableId);
    const [gone] = await tx
      .delete(deliverables)
      .where(eq(deliverables.id, deliverableId))
      .returning({ title: deliverables.title });
    await commitChange(tx, ctx, {
      audit: {
        action: 'deliverable.deleted',
        ...projectAudit(project, deliverable.clientVisible),
        target: { type: 'deliverable', id: deliverableId, label: gone!.title },
        details: { project: project.name },
      },
      live: projectEvent('projects.updated', projectId, !deliverable.clientVisible),
    });
  });
}
