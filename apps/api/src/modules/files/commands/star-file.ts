import { and, eq } from 'drizzle-orm';
import { fileStars } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { getFile } from '../queries.ts';

/** Star or unstar a file in sight, for the caller alone. */
export async function starFile(ctx: ServiceContext, id: string, starred: boolean): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const file = await getFile(tx, caller, id);
    if (starred) await tx.insert(fileStars).values({ fileId: id, userId: caller.user.id }).onConflictDoNothing();
    else await tx.delete(fileStars).where(and(eq(fileStars.fileId, id), eq(fileStars.userId, caller.user.id)));
    await commitChange(tx, ctx, {
      audit: {
        action: starred ? 'file.starred' : 'file.unstarred',
        category: 'file',
        target: { type: 'file', id, label: file.name },
      },
      // Stars are personal: only the caller's own lists change.
      live: { type: 'files.updated', userIds: [caller.user.id], payload: { id } },
    });
  });
}
