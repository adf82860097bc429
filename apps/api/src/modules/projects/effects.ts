import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientMembers, projectAgents, users } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

interface ProjectRef {
  id: string;
  clientId: string;
  name: string;
}

/** The audit fields of a change to a project (D20): Recent Activity shows it to the client unless internal. */
export function projectAudit(
  project: ProjectRef,
  clientVisible = true,
): Pick<AuditEntry, 'category' | 'target' | 'scope'> {
  return {
    category: 'project',
    target: { type: 'project', id: project.id, label: project.name },
    scope: { clientId: project.clientId, projectId: project.id, clientVisible },
  };
}

export type ProjectEventType = 'projects.created' | 'projects.updated';

/**
 * A live event with the project's audience, the rule of its REST read (projectScope): admins, the project's agents
 * and its client's members; staff only for an internal change (an internal deliverable).
 */
export function projectEvent(type: ProjectEventType, projectId: string, staffOnly = false): LiveEventInput {
  return { type, projectId, staffOnly, payload: { id: projectId, projectId } };
}

/**
 * Who sees a project now, by id (admins, its agents, its client's members), for an event that outlives the project:
 * a deleted project's events cannot name it (the channel reads the project's client when it sends), so they name
 * the people.
 */
export async function projectAudienceIds(tx: Db, projectId: string, clientId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(
          eq(users.role, 'ADMIN'),
          and(
            eq(users.role, 'CLIENT'),
            sql`exists (select 1 from ${clientMembers} where ${clientMembers.userId} = ${users.id} and ${clientMembers.clientId} = ${clientId})`,
          ),
          and(
            eq(users.role, 'AGENT'),
            sql`exists (select 1 from ${projectAgents} where ${projectAgents.projectId} = ${projectId} and ${projectAgents.agentId} = ${users.id})`,
          ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
