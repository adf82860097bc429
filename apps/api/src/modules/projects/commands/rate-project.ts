import { projectRatings } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectAudit, projectEvent } from '../effects.ts';
import { projectInScope } from '../queries.ts';

/** A CLIENT of the organisation rates a completed project 1-5 with a comment; one rating per person, editable. */
export async function rateProject(ctx: ServiceContext, projectId: string, body: { rating: number; comment?: string }) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    if (project.status !== 'completed') throw conflict('Only a completed project can be rated.');
    const comment = body.comment ?? '';
    const [rating] = await tx
      .insert(projectRatings)
      .values({ projectId, userId: caller.user.id, rating: body.rating, comment })
      .onConflictDoUpdate({
        target: [projectRatings.projectId, projectRatings.userId],
        set: { rating: body.rating, comment, updatedAt: ctx.now() },
      })
      .returning({
        rating: projectRatings.rating,
        comment: projectRatings.comment,
        updatedAt: projectRatings.updatedAt,
      });
    await commitChange(tx, ctx, {
      audit: { action: 'project.rated', ...projectAudit(project), details: { rating: body.rating } },
      live: projectEvent('projects.updated', projectId),
    });
    return rating!;
  });
}
