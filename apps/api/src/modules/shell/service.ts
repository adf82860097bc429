import type { ShellBadges } from '@agency/shared/shell';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { unreadTotal } from '../messaging/queries.ts';
import { projectScope } from '../projects/queries.ts';

/**
 * The sidebar's badges for one caller, each counted inside the caller's scope (D5): one small aggregate per badge,
 * on indexed columns (projects.status, project_agents.agent_id, projects.client_id).
 */
export async function shellBadges(db: Db, caller: Caller): Promise<ShellBadges> {
  const [inProgress] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.status, 'in-progress'), projectScope(caller)));
  return { projects: inProgress?.n ?? 0, messages: await unreadTotal(db, caller) };
}
