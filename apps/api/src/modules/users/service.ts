import type { Role } from '@agency/shared/enums';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientMembers, clients, projectAgents, sessions, tasks, users } from '../../db/schema/index.ts';
import type { Actor, AuditEntry, RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { afterCursor, decodeCursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../realtime/publish.ts';
import { assertWithinPlan } from '../payments/queries.ts';

const PAGE_SIZE = 25;

export async function listUsers(db: Db, { q, role, cursor }: { q?: string; role?: Role; cursor?: string }) {
  const after = decodeCursor(cursor);
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      clientId: clientMembers.clientId,
      clientName: clients.name,
      createdAt: users.createdAt,
      lastSeenAt: users.lastSeenAt,
      ...keyset(users),
    })
    .from(users)
    .leftJoin(clientMembers, eq(clientMembers.userId, users.id))
    .leftJoin(clients, eq(clients.id, clientMembers.clientId))
    .where(
      and(
        role ? eq(users.role, role) : undefined,
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
        afterCursor(users, after),
      ),
    )
    .orderBy(...newestFirst(users))
    .limit(PAGE_SIZE + 1);
  return toPage(rows, PAGE_SIZE);
}

interface Change {
  db: Db;
  actor: Actor & { id: string };
  context: RequestContext;
}

async function loadUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User not found');
  return user;
}

/** Role changes and organisation moves; an admin cannot change their own role (no lock-out). */
export async function updateUser(
  { db, actor, context }: Change,
  id: string,
  patch: { role?: Role; clientId?: string | null },
) {
  return db.transaction(async (tx) => {
    const user = await loadUser(tx, id);
    const role = patch.role ?? user.role;
    const audit: AuditEntry[] = [];
    const target = { type: 'user', id, label: user.email };
    if (patch.role && patch.role !== user.role) {
      if (id === actor.id) throw conflict('You cannot change your own role');
      await tx.update(users).set({ role: patch.role }).where(eq(users.id, id));
      if (patch.role === 'CLIENT') {
        // A client is never on the agency's side of a project: the person's team places and task assignments go
        // with the old role (a former agent stayed on another organisation's project team, where its client saw
        // them; found by the fuzzer, issue #22).
        await tx.delete(projectAgents).where(eq(projectAgents.agentId, id));
        await tx.update(tasks).set({ assigneeId: null }).where(eq(tasks.assigneeId, id));
      }
      audit.push({
        action: 'user.role_changed',
        category: 'security',
        level: 'warning',
        target,
        details: { from: user.role, to: patch.role },
      });
    }
    if (role !== 'CLIENT') {
      await tx.delete(clientMembers).where(eq(clientMembers.userId, id));
    } else if (patch.clientId !== undefined) {
      await attachToClient(tx, id, patch.clientId);
      audit.push({
        action: 'user.organisation_changed',
        category: 'team',
        target,
        details: { clientId: patch.clientId },
      });
    }
    // Open sockets were scoped by the old role and organisation: every app server closes them now.
    await commitChange(tx, { actor, request: context }, { audit, live: sessionsChanged([id]) });
    return loadUser(tx, id);
  });
}

async function attachToClient(tx: Db, userId: string, clientId: string | null) {
  if (!clientId) {
    await tx.delete(clientMembers).where(eq(clientMembers.userId, userId));
    return;
  }
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw badRequest('That client organisation does not exist', { clientId: 'Unknown organisation' });
  const [current] = await tx
    .select({ clientId: clientMembers.clientId })
    .from(clientMembers)
    .where(eq(clientMembers.userId, userId));
  // Plan limits (001 §9, issue #10): a member joining an organisation counts against its plan.
  if (current?.clientId !== clientId) await assertWithinPlan(tx, clientId, 'members');
  await tx
    .insert(clientMembers)
    .values({ userId, clientId })
    .onConflictDoUpdate({ target: clientMembers.userId, set: { clientId } });
}

/** Deactivation ends every session at once and blocks sign-in (Better Auth's ban flag). */
export async function setActive({ db, actor, context }: Change, id: string, active: boolean) {
  if (id === actor.id && !active) throw conflict('You cannot deactivate your own account');
  return db.transaction(async (tx) => {
    const user = await loadUser(tx, id);
    await tx
      .update(users)
      .set({ isActive: active, banned: !active, banReason: active ? null : 'Deactivated by an administrator' })
      .where(eq(users.id, id));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, id));
    await commitChange(
      tx,
      { actor, request: context },
      {
        audit: {
          action: active ? 'user.reactivated' : 'user.deactivated',
          category: 'security',
          level: active ? 'info' : 'warning',
          target: { type: 'user', id, label: user.email },
        },
        live: sessionsChanged(active ? [] : [id]),
      },
    );
    return { ...user, isActive: active };
  });
}
