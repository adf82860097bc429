import { and, eq, inArray } from 'drizzle-orm';
import { projectAgents, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { teamChanged } from '../../../realtime/publish.ts';
import { projectInScope } from '../queries.ts';

/**
 * Sets who works on a project (admin only, through the picker in assign mode). Assignment is what scopes an agent's
 * access (D5), so only active admins and agents can be members. Newly assigned people are notified, and the live
 * channel refreshes the scope of everyone added or removed at once (issue #18, 12).
 */
export async function setProjectTeam(ctx: ServiceContext, id: string, memberIds: string[]) {
  const caller = callerOf(ctx);
  const wanted = [...new Set(memberIds)];
  return ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, id);
    const current = (
      await tx.select({ id: projectAgents.agentId }).from(projectAgents).where(eq(projectAgents.projectId, id))
    ).map((row) => row.id);
    const added = wanted.filter((member) => !current.includes(member));
    const removed = current.filter((member) => !wanted.includes(member));
    if (added.length === 0 && removed.length === 0) return { added, removed };
    // Only people joining are checked: someone deactivated since they joined may stay until removed.
    if (added.length > 0) {
      const valid = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, added), inArray(users.role, ['ADMIN', 'AGENT']), eq(users.isActive, true)));
      if (valid.length !== added.length) {
        throw badRequest('Only active admins and agents can be assigned to a project', {
          memberIds: 'Only active admins and agents can be assigned to a project',
        });
      }
      await tx.insert(projectAgents).values(added.map((agentId) => ({ projectId: id, agentId })));
    }
    if (removed.length > 0) {
      await tx
        .delete(projectAgents)
        .where(and(eq(projectAgents.projectId, id), inArray(projectAgents.agentId, removed)));
    }
    await commitChange(tx, ctx, {
      audit: {
        action: 'project.team_changed',
        category: 'team',
        target: { type: 'project', id, label: project.name },
        scope: { clientId: project.clientId, projectId: id, clientVisible: false },
        details: { added, removed },
      },
      notify: added
        .filter((member) => member !== caller.user.id)
        .map((userId) => ({
          userId,
          type: 'project' as const,
          text: notificationText('addedToProject', { project: project.name }),
          actionUrl: `/dashboard/projects/${id}`,
          related: { type: 'project', id, name: project.name },
        })),
      live: teamChanged(id, added, removed),
    });
    return { added, removed };
  });
}
