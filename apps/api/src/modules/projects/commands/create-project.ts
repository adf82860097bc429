import type { CreateProjectBody } from '@agency/shared/projects';
import { and, eq, isNull } from 'drizzle-orm';
import { clients, projects } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { assertWithinPlan } from '../../payments/queries.ts';
import { projectAudit, projectEvent } from '../effects.ts';

/** New Project (admin only, 001 §6). The client must exist and not be archived. */
export async function createProject(ctx: ServiceContext, body: CreateProjectBody & { clientId: string }) {
  const user = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, body.clientId), isNull(clients.archivedAt)));
    if (!client) throw badRequest('Choose a client for the project', { clientId: 'Choose a client for the project' });
    // Plan limits (001 §9, issue #10): a Starter client has room for 5 projects.
    await assertWithinPlan(tx, body.clientId, 'projects');
    const [project] = await tx
      .insert(projects)
      .values({
        name: body.name,
        description: body.description ?? '',
        clientId: body.clientId,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        budgetCents: body.budgetCents ?? 0,
        status: body.status ?? 'planning',
        priority: body.priority ?? 'medium',
        phase: body.phase || null,
        completedAt: body.status === 'completed' ? ctx.now() : null,
        createdById: user.id,
      })
      .returning({ id: projects.id, name: projects.name, clientId: projects.clientId });
    await commitChange(tx, ctx, {
      audit: { action: 'project.created', ...projectAudit(project!) },
      live: projectEvent('projects.created', project!.id),
    });
    return project!;
  });
}
