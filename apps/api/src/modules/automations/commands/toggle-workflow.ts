import type { WorkflowKey } from '@agency/shared/automations-values';
import { workflowSettings } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { listWorkflows } from '../queries.ts';

/** Switch a workflow on or off for the organisation (admin, audited); its job reads the switch on every run. */
export async function toggleWorkflow(ctx: ServiceContext, key: WorkflowKey, enabled: boolean) {
  const user = userOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(workflowSettings)
      .values({ key, enabled, updatedById: user.id, updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: workflowSettings.key,
        set: { enabled, updatedById: user.id, updatedAt: ctx.now() },
      });
    await commitChange(tx, ctx, {
      audit: {
        action: enabled ? 'workflow.enabled' : 'workflow.disabled',
        category: 'settings',
        target: { type: 'workflow', id: key, label: key },
        details: { enabled },
      },
    });
  });
  const { items } = await listWorkflows(ctx.db);
  return items.find((item) => item.key === key)!;
}
