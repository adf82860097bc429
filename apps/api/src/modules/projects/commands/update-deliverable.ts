import type { UpdateDeliverableBody } from '@agency/shared/projects';
import { eq } from 'drizzle-orm';
import { deliverables } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { milestoneJob } from '../../automations/service.ts';
import { projectAudit, projectEvent } from '../effects.ts';
import { deliverableColumns, deliverableInScope } from '../queries.ts';

/** Change a deliverable; completing it stamps completedAt, any other status clears it. */
export async function updateDeliverable(
  ctx: ServiceContext,
  projectId: string,
  deliverableId: string,
  body: UpdateDeliverableBody,
) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const { project, deliverable: current } = await deliverableInScope(tx, caller, projectId, deliverableId);
    const statusChanged = body.status !== undefined && body.status !== current.status;
    const completedAt = ctx.now();
    const [deliverable] = await tx
      .update(deliverables)
      .set({
        ...body,
        ...(statusChanged ? { completedAt: body.status === 'completed' ? completedAt : null } : {}),
      })
      .where(eq(deliverables.id, deliverableId))
      .returning(deliverableColumns);
    // Hidden before and after: staff only; shown either side: the client's view changed too.
    const internal = !current.clientVisible && !deliverable!.clientVisible;
    await commitChange(tx, ctx, {
      audit: {
        action: statusChanged && body.status === 'completed' ? 'deliverable.completed' : 'deliverable.updated',
        ...projectAudit(project, deliverable!.clientVisible),
        target: { type: 'deliverable', id: deliverableId, label: deliverable!.title },
        details: { project: project.name, fields: Object.keys(body) },
      },
      live: projectEvent('projects.updated', projectId, internal),
      // Milestone notifications (D21): the job tells the client's people, if the workflow is on.
      jobs:
        statusChanged && body.status === 'completed' && milestoneJob(deliverableId, completedAt, ctx.user?.id ?? null),
    });
    return deliverable!;
  });
}
