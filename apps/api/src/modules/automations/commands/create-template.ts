import type { CreateTemplateInput } from '@agency/shared/automations';
import { processTemplates } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { storedSteps, templateView } from '../template-rows.ts';

/** An admin's process template; the body is checked (steps, durations, dependencies) by its schema. */
export async function createTemplate(ctx: ServiceContext, body: CreateTemplateInput) {
  const user = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(processTemplates)
      .values({
        name: body.name,
        category: body.category,
        description: body.description,
        steps: storedSteps(body.steps),
        createdById: user.id,
      })
      .returning();
    await commitChange(tx, ctx, {
      audit: {
        action: 'template.created',
        category: 'settings',
        target: { type: 'template', id: row!.id, label: row!.name },
        details: { steps: row!.steps.length },
      },
    });
    return templateView(row!);
  });
}
