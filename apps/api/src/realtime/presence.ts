import type { PresenceChoice, PresenceEntry, PresenceStatus } from '@agency/shared/live';
import { and, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  clientMembers,
  presenceConnections,
  presenceProcesses,
  projectAgents,
  projects,
  userPresence,
  users,
} from '../db/schema/index.ts';
import { type Actor, type RequestContext, writeAudit } from '../lib/audit.ts';
import type { SessionUser } from '../lib/caller.ts';
import { publishMany } from './publish.ts';

/** A process touches its rows every HEARTBEAT; a row this much older belongs to a process that is gone. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
export const PRESENCE_STALE_MS = 3 * PRESENCE_HEARTBEAT_MS;

type Viewer = Pick<SessionUser, 'id' | 'role' | 'clientId'>;

const fresh = () =>
  sql`exists (select 1 from ${presenceConnections} join ${presenceProcesses} on ${presenceProcesses.processId} = ${presenceConnections.processId}
    where ${presenceConnections.userId} = ${users.id} and ${presenceProcesses.heartbeatAt} > now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000}))`;

/**
 * The people whose presence a viewer may see, as a `where` on users: the agency's staff for everyone (the picker
 * offers them to all), and CLIENT users as the team-member picker scopes them (people/service.ts): an admin all, an
 * agent those of organisations whose projects are assigned to them, a client their own organisation's.
 */
function visibleUsers(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  const clientVisible =
    viewer.role === 'AGENT'
      ? sql`exists (select 1 from ${clientMembers} join ${projects} on ${projects.clientId} = ${clientMembers.clientId} join ${projectAgents} on ${projectAgents.projectId} = ${projects.id} where ${clientMembers.userId} = ${users.id} and ${projectAgents.agentId} = ${viewer.id})`
      : viewer.clientId
        ? sql`exists (select 1 from ${clientMembers} where ${clientMembers.userId} = ${users.id} and ${clientMembers.clientId} = ${viewer.clientId})`
        : sql`false`;
  return or(inArray(users.role, ['ADMIN', 'AGENT']), eq(users.id, viewer.id), clientVisible);
}

/**
 * A user's status, the one rule for every reader and every announcement: offline without a fresh socket, else their
 * choice (away or busy), else online. Over `users` left-joined to `user_presence`.
 */
export const presenceStatus = () =>
  sql<PresenceStatus>`case when not ${fresh()} then 'offline' when ${userPresence.choice} in ('away', 'busy') then ${userPresence.choice} else 'online' end`;

/** Presence of the listed people the viewer may see; anyone else is left out (not revealed, not an error). */
export async function readPresence(db: Db, viewer: Viewer, ids: string[]): Promise<PresenceEntry[]> {
  const rows = await db
    .select({ userId: users.id, lastSeenAt: users.lastSeenAt, status: presenceStatus() })
    .from(users)
    .leftJoin(userPresence, eq(userPresence.userId, users.id))
    .where(and(inArray(users.id, ids), eq(users.isActive, true), visibleUsers(viewer)));
  const now = new Date();
  return rows.map((row) => ({
    userId: row.userId,
    status: row.status,
    lastSeenAt: row.status === 'offline' ? row.lastSeenAt : now,
  }));
}

export async function readOwnPresence(db: Db, userId: string) {
  const [row] = await db
    .select({ choice: userPresence.choice, status: presenceStatus() })
    .from(users)
    .leftJoin(userPresence, eq(userPresence.userId, users.id))
    .where(eq(users.id, userId));
  const choice = (row?.choice ?? 'auto') as PresenceChoice;
  return { choice, status: row?.status ?? ('offline' as const) };
}

/** The user's own choice (busy, away, or back to automatic): stored, audited and announced in one transaction. */
export async function setPresenceChoice(db: Db, user: SessionUser, choice: PresenceChoice, context: RequestContext) {
  return db.transaction(async (tx) => {
    if (choice === 'auto') await tx.delete(userPresence).where(eq(userPresence.userId, user.id));
    else
      await tx
        .insert(userPresence)
        .values({ userId: user.id, choice })
        .onConflictDoUpdate({ target: userPresence.userId, set: { choice, updatedAt: new Date() } });
    const actor: Actor = { id: user.id, email: user.email, name: user.name };
    await writeAudit(tx, {
      action: 'presence.changed',
      category: 'team',
      actor,
      target: { type: 'user', id: user.id, label: user.name },
      details: { choice },
      context,
    });
    const [announced] = await announce(tx, [user.id]);
    // The announcement carries the new status; only a user nobody is told about needs it read.
    return { choice, status: announced?.status ?? (await readOwnPresence(tx, user.id)).status };
  });
}

/**
 * Who is told when a user's presence changes: the people who share an organisation or a project with them (the
 * same people who may read it above, narrowed to those who work with them). Staff: all staff, plus the members of
 * the organisations whose projects an agent works on. A client: their organisation, the agents on its projects, the
 * admins. An SQL array for the subject columns given, so one statement serves a whole batch of users; each branch
 * is an indexed lookup of the people concerned, never a pass over every user.
 */
function audienceOf(subject: { id: SQL; role: SQL; clientId: SQL }): SQL {
  return sql`array(
    select ${clientMembers.userId} from ${clientMembers}
      where ${subject.role} = 'CLIENT' and ${clientMembers.clientId} = ${subject.clientId}
    union select ${projectAgents.agentId} from ${projectAgents} join ${projects} on ${projects.id} = ${projectAgents.projectId}
      where ${subject.role} = 'CLIENT' and ${projects.clientId} = ${subject.clientId}
    union select ${users.id} from ${users} where ${users.role} = 'ADMIN' and ${users.isActive}
    union select ${users.id} from ${users} where ${subject.role} <> 'CLIENT' and ${users.role} = 'AGENT' and ${users.isActive}
    union select ${clientMembers.userId} from ${clientMembers}
      join ${projects} on ${projects.clientId} = ${clientMembers.clientId}
      join ${projectAgents} on ${projectAgents.projectId} = ${projects.id}
      where ${subject.role} = 'AGENT' and ${projectAgents.agentId} = ${subject.id}
  )`;
}

/**
 * One presence event per listed user, each to that user's audience, written by a single INSERT ... SELECT: a flush
 * after a burst of 10,000 connections is a few statements, not tens of thousands of round trips in one transaction.
 */
async function announce(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  const subject = {
    id: sql.raw('subject.id'),
    role: sql.raw('subject.role'),
    clientId: sql.raw('subject.client_id'),
  };
  return publishMany<{ userId: string; status: PresenceStatus }>(
    db,
    sql`select 'presence.updated', audience, jsonb_build_object('userId', ${subject.id}, 'status', subject.status)
      from (
        select ${users.id} as id, ${users.role} as role, ${clientMembers.clientId} as client_id,
          ${presenceStatus()} as status
        from ${users}
        left join ${clientMembers} on ${clientMembers.userId} = ${users.id}
        left join ${userPresence} on ${userPresence.userId} = ${users.id}
        where ${inArray(users.id, userIds)}
      ) subject,
      lateral (select ${audienceOf(subject)} as audience) audiences
      where cardinality(audience) > 0`,
  );
}

/** The users' statuses as everyone reads them (presenceStatus). */
async function statusesOf(db: Db, userIds: string[]) {
  const rows = await db
    .select({ id: users.id, status: presenceStatus() })
    .from(users)
    .leftJoin(userPresence, eq(userPresence.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * This process's sockets changed: `connected` users have sockets here now, `gone` users have none left. One
 * transaction: the connection rows, last seen, and a presence event to whoever works with them for each user whose
 * status this changed. A user already online through another process (a second tab on another server, or every tab
 * of a killed server reconnecting to the others while its rows are still fresh) is not announced again: after a
 * failover that would be one event per user, and every reconnecting tab would have to read past all of them.
 */
export async function writePresence(db: Db, processId: string, connected: string[], gone: string[]) {
  await db.transaction(async (tx) => {
    const userIds = [...connected, ...gone];
    // Two processes writing the same user take turns (in one order, so never in a deadlock): the status read next
    // is then the one the other committed, and a change is announced by whichever made it. NO KEY UPDATE, the lock
    // the lastSeenAt update below takes anyway: rows that refer to the user (a message, an audit line) still go in.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(users.id)
      .for('no key update');
    const before = await statusesOf(tx, userIds);
    if (connected.length > 0) {
      await touchProcess(tx, processId);
      await tx
        .insert(presenceConnections)
        .values(connected.map((userId) => ({ processId, userId, connections: 1 })))
        .onConflictDoNothing();
    }
    if (gone.length > 0) {
      await tx
        .delete(presenceConnections)
        .where(and(eq(presenceConnections.processId, processId), inArray(presenceConnections.userId, gone)));
    }
    await tx.update(users).set({ lastSeenAt: new Date() }).where(inArray(users.id, userIds));
    const after = await statusesOf(tx, userIds);
    await announce(
      tx,
      userIds.filter((id) => before.get(id) !== after.get(id)),
    );
  });
}

function touchProcess(db: Db, processId: string) {
  return db
    .insert(presenceProcesses)
    .values({ processId })
    .onConflictDoUpdate({ target: presenceProcesses.processId, set: { heartbeatAt: new Date() } });
}

/**
 * Every HEARTBEAT: this process's one row stays fresh (a short write whatever its number of sockets: live delivery
 * waits for older write transactions, ADR 0010); processes that died are swept, their connections with them.
 */
export async function presenceHeartbeat(db: Db, processId: string) {
  await touchProcess(db, processId);
  await db.delete(presenceProcesses).where(lt(presenceProcesses.heartbeatAt, new Date(Date.now() - PRESENCE_STALE_MS)));
}

/** A process that stops cleanly removes its rows: its users are offline now, not in a minute and a half. */
export async function presenceProcessGone(db: Db, processId: string, userIds: string[]) {
  await db.delete(presenceProcesses).where(eq(presenceProcesses.processId, processId));
  if (userIds.length > 0) await db.update(users).set({ lastSeenAt: new Date() }).where(inArray(users.id, userIds));
}
