import { type PickerMode, pickerRoles } from '@agency/shared/people';
import { and, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientMembers, clients, projectAgents, projects, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';

export interface PeopleQuery {
  mode: PickerMode;
  q?: string;
  role?: (typeof users.role.enumValues)[number];
  cursor?: Cursor;
  limit: number;
}

/**
 * Which CLIENT users a caller may be offered: an admin any, an agent those of the organisations whose projects are
 * assigned to them (D5: an agent's world is their projects), a client only their own organisation's. A client never
 * sees the people of another organisation.
 */
function clientPeopleScope(caller: Caller): SQL | undefined {
  const { user } = caller;
  if (user.role === 'ADMIN') return undefined;
  if (user.role === 'AGENT') {
    // A raw subquery: drizzle's exists() adds no parentheses around sql``.
    return sql`exists (select 1 from ${projectAgents} join ${projects} on ${eq(projects.id, projectAgents.projectId)} where ${and(
      eq(projectAgents.agentId, user.id),
      eq(projects.clientId, clientMembers.clientId),
    )})`;
  }
  return user.clientId ? eq(clientMembers.clientId, user.clientId) : sql`false`;
}

/**
 * The team-member picker's candidates (001 §2, §6): the roles the mode offers this caller (`pickerRoles`), narrowed by
 * the role filter and a search over name, e-mail and department; active accounts only; newest first, keyset paged.
 * The caller is left out except when assigning (an admin may put themself on a project).
 */
export async function listPeople(db: Db, caller: Caller, query: PeopleQuery) {
  const offered = pickerRoles(query.mode, caller.user.role);
  const roles = query.role ? offered.filter((role) => role === query.role) : offered;
  if (roles.length === 0) return { items: [], nextCursor: null, roles: offered };
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const clientScope = clientPeopleScope(caller);
  const staff = roles.filter((role) => role !== 'CLIENT');
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      department: users.department,
      jobTitle: users.jobTitle,
      organisation: clients.name,
      ...keyset(users),
    })
    .from(users)
    .leftJoin(clientMembers, eq(clientMembers.userId, users.id))
    .leftJoin(clients, eq(clients.id, clientMembers.clientId))
    .where(
      and(
        eq(users.isActive, true),
        query.mode === 'assign' ? undefined : ne(users.id, caller.user.id),
        or(
          staff.length > 0 ? inArray(users.role, staff) : undefined,
          roles.includes('CLIENT') ? and(eq(users.role, 'CLIENT'), clientScope) : undefined,
        ),
        pattern
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(sql`${users.department}::text`, pattern))
          : undefined,
        afterCursor(users, query.cursor),
      ),
    )
    .orderBy(...newestFirst(users))
    .limit(query.limit + 1);
  return { ...toPage(rows, query.limit), roles: offered };
}
