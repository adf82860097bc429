import { eq } from 'drizzle-orm';
import { projects } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectAudienceIds, projectAudit } from '../effects.ts';
import { projectInScope } from '../queries.ts';

/** Delete a project (admin only) with everything hanging off it; whoever saw it is told by id. */
export async function deleteProject(ctx: ServiceContext, id: string) {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, id);
    const audience = await projectAudienceIds(tx, id, project.clientId);
    await tx.delete(projects).where(eq(projects.id, id));
    await commitChange(tx, ctx, {
      audit: { action: 'project.deleted', ...projectAudit(project, false) },
      live: { type: 'projects.deleted', userIds: audience, payload: { id, projectId: id } },
    });
  });
}
