import type { Department } from '@agency/shared/enums';
import { accessFor, can } from '@agency/shared/permissions';
import { wireText } from '@agency/shared/schema-primitives';
import type { PresenceStatus, TeamSort } from '@agency/shared/team';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projectAgents, projects, userPresence, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest } from '../../lib/errors.ts';
import { presenceStatus } from '../../realtime/presence.ts';
import { projectScope } from '../projects/queries.ts';
import { completedTasksSql, productivitySql, projectCountSql, ratingSql } from './figures.ts';

/** The agency's people: admins and agents whose accounts are active. */
export const activeStaff = () =>
  and(
    inArray(users.role, ['ADMIN', 'AGENT']),
    eq(users.isActive, true),
    or(isNull(users.banned), ne(users.banned, true)),
  );

/**
 * The team members a caller may see, as a `where` on `users` (issue #20): the agency's active staff (admins and
 * agents) for staff; for a CLIENT (`own`), only the staff on their organisation's projects (project_agents), nobody
 * for a client not attached to an organisation. Every read of this module goes through it.
 */
export function teamScope({ user, access }: Caller): SQL | undefined {
  const staff = activeStaff();
  if (access === 'any') return staff;
  if (!user.clientId) return sql`false`;
  return and(
    staff,
    sql`exists (select 1 from ${projectAgents} join ${projects} on ${eq(projects.id, projectAgents.projectId)} where ${and(
      eq(projectAgents.agentId, users.id),
      eq(projects.clientId, user.clientId),
    )})`,
  );
}

/** The caller as the directory scopes them, whatever the route's permission (a command runs under its own). */
export function directoryCaller(caller: Caller): Caller {
  return { user: caller.user, access: accessFor(caller.user.role, 'team:read') ?? 'own' };
}

/** The caller as the projects module scopes them, for the project figures shown beside a person. */
export function projectCaller(caller: Caller): Caller {
  return { user: caller.user, access: accessFor(caller.user.role, 'project:read') ?? 'own' };
}

/** Whether the caller sees performance figures (staff); a client sees none of them (001 §2: hidden figures). */
export const seesFigures = (caller: Caller) => can(caller.user.role, 'employee:read');

/**
 * The member row, with its sort key. Sort keys are text so that one cursor shape serves every sort, and ascending so
 * that a row comparison serves the keyset: present values get a '0' prefix and missing ones '1' (last); productivity
 * and rating, best first, are written as zero-padded distances from the best value.
 */
function sortKey(sort: TeamSort): SQL<string> {
  switch (sort) {
    case 'name':
      return sql<string>`''`;
    case 'role':
      return sql<string>`case when ${users.jobTitle} is null then '1' else '0' || ${users.jobTitle} end`;
    case 'department':
      return sql<string>`case when ${users.department} is null then '1' else '0' || ${users.department}::text end`;
    case 'productivity':
      return sql<string>`coalesce(lpad((100 - ${productivitySql()})::text, 4, '0'), '9999')`;
    case 'rating':
      return sql<string>`coalesce(lpad((50 - round(${ratingSql()} * 10))::int::text, 4, '0'), '9999')`;
  }
}

function memberColumns(caller: Caller, sort: TeamSort) {
  const figures = seesFigures(caller);
  const current = and(ne(projects.status, 'completed'), projectScope(projectCaller(caller)));
  return {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    jobTitle: users.jobTitle,
    department: users.department,
    status: presenceStatus().as('status'),
    lastSeenAt: users.lastSeenAt,
    location: users.location,
    timezone: users.timezone,
    image: users.image,
    joinedAt: users.joinedAt,
    skills: users.skills,
    currentProjects: projectCountSql(current).as('current_projects'),
    completedTasks: (figures ? completedTasksSql() : sql<number | null>`null::int`).as('completed_tasks'),
    productivity: (figures ? productivitySql() : sql<number | null>`null::int`).as('productivity'),
    rating: (figures ? ratingSql() : sql<number | null>`null::float8`).as('rating'),
    sortKey: sortKey(figures ? sort : sort === 'productivity' || sort === 'rating' ? 'name' : sort).as('sort_key'),
  };
}

function likePattern(q: string | undefined): string | undefined {
  return q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

export interface TeamListQuery {
  q?: string;
  department?: Department;
  status?: PresenceStatus;
  sort: TeamSort;
  cursor?: string;
  limit: number;
}

const teamCursor = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((value, ctx) => {
    try {
      return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.tuple([wireText().max(300), wireText().max(300), wireText().max(300), z.uuid()]));

function decodeTeamCursor(sort: TeamSort, value: string | undefined) {
  if (value === undefined || value === '') return undefined;
  const parsed = teamCursor.safeParse(value);
  if (!parsed.success || parsed.data[0] !== sort) {
    throw badRequest('The page cursor is not valid.', { cursor: 'Not a valid page cursor' });
  }
  const [, key, name, id] = parsed.data;
  return { key, name, id };
}

/** The filtered members as a subquery, so the computed sort key and status can be filtered and paged on. */
function membersSubquery(db: Db, caller: Caller, query: Pick<TeamListQuery, 'q' | 'department' | 'sort'>) {
  const pattern = likePattern(query.q);
  return db
    .select(memberColumns(caller, query.sort))
    .from(users)
    .leftJoin(userPresence, eq(userPresence.userId, users.id))
    .where(
      and(
        teamScope(caller),
        query.department ? eq(users.department, query.department) : undefined,
        pattern
          ? or(
              ilike(users.name, pattern),
              ilike(users.email, pattern),
              ilike(users.jobTitle, pattern),
              ilike(sql`${users.department}::text`, pattern),
            )
          : undefined,
      ),
    )
    .as('members');
}

/** The Team directory (001 §2, §9): search, department and status filters, the five sorts, keyset pages. */
export async function listTeam(db: Db, caller: Caller, query: TeamListQuery) {
  const cursor = decodeTeamCursor(query.sort, query.cursor);
  const members = membersSubquery(db, caller, query);
  const rows = await db
    .select()
    .from(members)
    .where(
      and(
        query.status ? eq(members.status, query.status) : undefined,
        cursor
          ? sql`(${members.sortKey}, ${members.name}, ${members.id}) > (${cursor.key}, ${cursor.name}, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(members.sortKey), asc(members.name), asc(members.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _, ...item }) => item),
    nextCursor:
      rows.length > query.limit && last
        ? Buffer.from(JSON.stringify([query.sort, last.sortKey, last.name, last.id])).toString('base64url')
        : null,
  };
}

/** The stat cards (001 §2): computed over the members the caller may see; a client's hidden figures are null. */
export async function teamSummary(db: Db, caller: Caller) {
  const figures = seesFigures(caller);
  const totals = await memberTotals(db, caller);
  const departments = figures
    ? await db
        .select({ department: users.department, members: sql<number>`count(*)::int` })
        .from(users)
        .where(and(teamScope(caller), sql`${users.department} is not null`))
        .groupBy(users.department)
        .orderBy(users.department)
    : [];
  return {
    members: figures ? totals.members : null,
    activeNow: totals.activeNow,
    averageProductivity: figures ? totals.averageProductivity : null,
    teamRating: figures ? totals.teamRating : null,
    departments: departments.map((row) => ({ department: row.department!, members: row.members })),
  };
}

/** The members the caller may see (the directory's scope, whatever route asks), as a subquery to count over. */
function countableMembers(db: Db, caller: Caller) {
  const members = membersSubquery(db, directoryCaller(caller), { sort: 'name' });
  const headcount = {
    members: sql<number>`count(*)::int`,
    activeNow: sql<number>`(count(*) filter (where ${members.status} <> 'offline'))::int`,
  };
  return { members, headcount };
}

/** Totals for the directory's stat cards: headcount, who is connected, average productivity and rating. */
export async function memberTotals(db: Db, caller: Caller) {
  const { members, headcount } = countableMembers(db, caller);
  const [totals] = await db
    .select({
      ...headcount,
      averageProductivity: sql<number | null>`round(avg(${members.productivity}))::int`,
      teamRating: sql<number | null>`round(avg(${members.rating})::numeric, 1)::float8`,
    })
    .from(members);
  return totals ?? { members: 0, activeNow: 0, averageProductivity: null, teamRating: null };
}

/**
 * The overview's Team Members card: headcount and who is connected, nothing else, so the per-member productivity
 * and rating subqueries are not computed on every overview read.
 */
export async function teamHeadcount(db: Db, caller: Caller) {
  const { members, headcount } = countableMembers(db, caller);
  const [row] = await db.select(headcount).from(members);
  return row ?? { members: 0, activeNow: 0 };
}
