import { TIME_MESSAGES } from '@agency/shared/time-values';
import { eq } from 'drizzle-orm';
import { projects, timeEntries } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectAudienceIds, projectAudit } from '../effects.ts';
import { projectInScope } from '../queries.ts';

/** Delete a project (admin only) with everything hanging off it; whoever saw it is told by id. */
export async function deleteProject(ctx: ServiceContext, id: string) {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, id);
    // Logged time is payroll's and billing's record and keeps its project (the key restricts the delete): refused in
    // words, with the row locked so that no entry can be logged between the check and the delete.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
    const [logged] = await tx
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(eq(timeEntries.projectId, id))
      .limit(1);
    if (logged) throw conflict(TIME_MESSAGES.projectHasTime);
    const audience = await projectAudienceIds(tx, id, project.clientId);
    await tx.delete(projects).where(eq(projects.id, id));
    await commitChange(tx, ctx, {
      audit: { action: 'project.deleted', ...projectAudit(project, false) },
      live: { type: 'projects.deleted', userIds: audience, payload: { id, projectId: id } },
    });
  });
}
