import { eq } from 'drizzle-orm';
import { processTemplates } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { lockEditableTemplate } from '../template-rows.ts';

/** Delete an admin's template. The tasks it created stay on their projects; only the plan goes. */
export async function deleteTemplate(ctx: ServiceContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockEditableTemplate(tx, id);
    await tx.delete(processTemplates).where(eq(processTemplates.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'template.deleted',
        category: 'settings',
        target: { type: 'template', id, label: row.name },
        details: { steps: row.steps.length },
      },
    });
  });
}
