import type { CreateTemplateInput } from '@agency/shared/automations';
import { processTemplates } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';

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
        steps: body.steps.map((step) => ({
          title: step.title,
          durationDays: step.durationDays,
          dependsOn: [...new Set(step.dependsOn)].sort((a, b) => a - b),
        })),
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
    return {
      id: row!.id,
      builtIn: false,
      name: row!.name,
      category: body.category,
      description: row!.description,
      steps: row!.steps,
    };
  });
}
