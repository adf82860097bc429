import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { projectAgents, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/access.ts';

/**
 * The projects a caller may see, as a `where` on `projects` (D5, ADR 0007): every project with `any` (admin), the
 * organisation's projects for a CLIENT, the projects assigned through project_agents for an AGENT. Everything that
 * hangs off a project (deliverables, tasks, expenses, ratings, activity, search results) is scoped through it, so
 * one rule decides; other modules import it from this service.
 */
export function projectScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  if (user.role === 'CLIENT') return user.clientId ? eq(projects.clientId, user.clientId) : sql`false`;
  if (user.role === 'AGENT') {
    // Drizzle's exists() does not parenthesise raw SQL: the subquery carries its own parentheses.
    return exists(
      sql`(select 1 from ${projectAgents} where ${and(
        eq(projectAgents.projectId, projects.id),
        eq(projectAgents.agentId, user.id),
      )})`,
    );
  }
  return sql`false`;
}
