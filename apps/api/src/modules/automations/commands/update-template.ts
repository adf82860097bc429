import type { CreateTemplateInput } from '@agency/shared/automations';
import { eq } from 'drizzle-orm';
import { processTemplates } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { lockEditableTemplate, storedSteps, templateView } from '../template-rows.ts';

/**
 * Edit an admin's template: the whole template is replaced, checked by the same schema as when it was made. Tasks
 * it already created stay as they are; the next "Use Template" follows the new steps.
 */
export async function updateTemplate(ctx: ServiceContext, id: string, body: CreateTemplateInput) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockEditableTemplate(tx, id);
    const [row] = await tx
      .update(processTemplates)
      .set({ name: body.name, category: body.category, description: body.description, steps: storedSteps(body.steps) })
      .where(eq(processTemplates.id, id))
      .returning();
    await commitChange(tx, ctx, {
      audit: {
        action: 'template.updated',
        category: 'settings',
        target: { type: 'template', id, label: row!.name },
        details: { steps: row!.steps.length, ...(before.name !== row!.name ? { previousName: before.name } : {}) },
      },
    });
    return templateView(row!);
  });
}
