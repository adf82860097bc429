import {
  MESSAGE_EDIT_WINDOW_MINUTES,
  MESSAGING_MESSAGES,
  type Message,
  type ReadReceipt,
} from '@agency/shared/messaging';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  approvals,
  clientMembers,
  clients,
  deliverables,
  fileShares,
  files,
  messageReads,
  messages,
  projectAgents,
  projects,
  users,
} from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';
import { fileScope } from '../files/scope.ts';
import { projectScope } from '../projects/queries.ts';

// One thread per project (issue #9). Who reads a thread is who sees the project (projectScope, D5). Internal notes
// (messages.internal) are the agency's: every query a CLIENT reaches filters them out here, in SQL, so they never
// leave the database for a client: not in the list, the counts, the receipts, the live events or notifications.

export const isClient = (caller: Caller) => caller.user.role === 'CLIENT';

/** The messages a caller may read within a thread they can see: everything for the agency, no notes for clients. */
export function messageVisibility(caller: Caller): SQL | undefined {
  return isClient(caller) ? eq(messages.internal, false) : undefined;
}

export const threadUrl = (projectId: string) => `/dashboard/messages?project=${projectId}`;

export interface ThreadProject {
  id: string;
  name: string;
  clientId: string;
}

export async function projectInScope(db: Db, caller: Caller, id: string): Promise<ThreadProject> {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(caller)));
  if (!project) throw notFound('Project not found');
  return project;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

const sender = alias(users, 'sender');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const approvalFile = alias(files, 'approval_file');

const messageColumns = {
  id: messages.id,
  projectId: messages.projectId,
  type: messages.type,
  content: messages.content,
  internal: messages.internal,
  createdAt: messages.createdAt,
  editedAt: messages.editedAt,
  deletedAt: messages.deletedAt,
  senderId: sender.id,
  senderName: sender.name,
  senderRole: sender.role,
  fileId: files.id,
  fileName: files.name,
  fileSize: files.sizeBytes,
  fileMime: files.mimeType,
  approvalId: approvals.id,
  approvalStatus: approvals.status,
  approvalDeliverableId: approvals.deliverableId,
  approvalDeliverableTitle: deliverables.title,
  approvalFileId: approvals.fileId,
  approvalFileName: approvalFile.name,
  approvalComment: approvals.comment,
  approvalDecidedAt: approvals.decidedAt,
  requestedByName: requester.name,
  decidedByName: decider.name,
};

/** An approval names its file only to whom the file is in sight (issue #18): it may have been unshared since. */
function selectMessages(db: Db, caller: Caller, extra: Record<string, SQL> = {}) {
  return db
    .select({ ...messageColumns, ...extra })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(files, eq(files.id, messages.fileId))
    .leftJoin(approvals, eq(approvals.messageId, messages.id))
    .leftJoin(deliverables, eq(deliverables.id, approvals.deliverableId))
    .leftJoin(
      approvalFile,
      and(
        eq(approvalFile.id, approvals.fileId),
        sql`exists (select 1 from ${files} where ${and(eq(files.id, approvals.fileId), fileScope(caller))})`,
      ),
    )
    .leftJoin(requester, eq(requester.id, approvals.requestedById))
    .leftJoin(decider, eq(decider.id, approvals.decidedById));
}

type MessageRow = {
  [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] | null;
} & { id: string; projectId: string; content: string; internal: boolean; createdAt: Date };

function toMessage(row: MessageRow): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    projectId: row.projectId,
    type: row.approvalId ? 'approval' : row.fileId && !deleted ? 'file' : 'text',
    content: deleted ? '' : row.content,
    internal: row.internal,
    sender: row.senderId ? { id: row.senderId, name: row.senderName ?? '', role: row.senderRole ?? '' } : null,
    file:
      row.fileId && !deleted
        ? { id: row.fileId, name: row.fileName ?? '', sizeBytes: row.fileSize ?? 0, mimeType: row.fileMime ?? '' }
        : null,
    approval: row.approvalId
      ? {
          id: row.approvalId,
          status: row.approvalStatus ?? 'pending',
          subjectType: row.approvalDeliverableId ? 'deliverable' : 'file',
          subjectId: (row.approvalDeliverableId ?? row.approvalFileId) as string,
          subjectName: row.approvalDeliverableTitle ?? row.approvalFileName ?? '',
          requestedByName: row.requestedByName ?? null,
          decidedByName: row.decidedByName ?? null,
          decidedAt: row.approvalDecidedAt ?? null,
          comment: row.approvalComment ?? '',
        }
      : null,
    createdAt: row.createdAt,
    editedAt: row.editedAt ?? null,
    deletedAt: row.deletedAt ?? null,
  };
}

export async function messageById(db: Db, caller: Caller, id: string): Promise<Message> {
  const [row] = await selectMessages(db, caller).where(and(eq(messages.id, id), messageVisibility(caller)));
  if (!row) throw notFound('Message not found');
  return toMessage(row as MessageRow);
}

/**
 * How far each other person has read the thread. A client sees each marker as the newest message THEY can see at or
 * before it, so a marker that moved past an internal note does not reveal when the note was written.
 */
async function receiptsOf(db: Db, caller: Caller, projectId: string): Promise<ReadReceipt[]> {
  const visibleAt = isClient(caller)
    ? sql<Date | null>`(select max(${messages.createdAt}) from ${messages} where ${messages.projectId} = ${projectId} and not ${messages.internal} and ${messages.createdAt} <= ${messageReads.lastReadAt})`
    : sql<Date | null>`${messageReads.lastReadAt}`;
  const rows = await db
    .select({ userId: users.id, name: users.name, lastReadAt: visibleAt.mapWith(messageReads.lastReadAt) })
    .from(messageReads)
    .innerJoin(users, eq(users.id, messageReads.userId))
    .where(and(eq(messageReads.projectId, projectId), ne(messageReads.userId, caller.user.id)));
  return rows.filter((row): row is ReadReceipt => row.lastReadAt !== null).sort((a, b) => a.name.localeCompare(b.name));
}

/** A thread's messages newest first (keyset on created_at, id) and the other people's read receipts. */
export async function listMessages(
  db: Db,
  caller: Caller,
  projectId: string,
  query: { cursor?: Cursor; limit: number },
) {
  await projectInScope(db, caller, projectId);
  const rows = await selectMessages(db, caller, keyset(messages))
    .where(and(eq(messages.projectId, projectId), messageVisibility(caller), afterCursor(messages, query.cursor)))
    .orderBy(...newestFirst(messages))
    .limit(query.limit + 1);
  const page = toPage(rows as (MessageRow & { cursorKey: string })[], query.limit);
  return {
    items: page.items.map((row) => toMessage(row as MessageRow)),
    nextCursor: page.nextCursor,
    receipts: await receiptsOf(db, caller, projectId),
  };
}

/** Messages of one thread the caller has not read: from someone else, after their marker, not deleted. */
function unreadIn(caller: Caller, projectId: SQL | string) {
  return sql<number>`(select count(*)::int from ${messages} where ${and(
    sql`${messages.projectId} = ${projectId}`,
    sql`${messages.senderId} is distinct from ${caller.user.id}`,
    isNull(messages.deletedAt),
    messageVisibility(caller),
    // The marker is looked up by the thread's id, not the message row's: evaluated once per thread, it bounds the
    // scan of (project_id, created_at) to the unread messages instead of filtering every message of the thread.
    sql`${messages.createdAt} > coalesce((select ${messageReads.lastReadAt} from ${messageReads} where ${messageReads.projectId} = ${projectId} and ${messageReads.userId} = ${caller.user.id}), '-infinity'::timestamptz)`,
  )})`;
}

/** The Messages workspace's left column: the caller's projects newest first, each with its unread count. */
export async function listThreads(db: Db, caller: Caller, query: { cursor?: Cursor; limit: number }) {
  const lastMessageAt = sql<Date | null>`(select max(${messages.createdAt}) from ${messages} where ${and(
    sql`${messages.projectId} = ${projects.id}`,
    messageVisibility(caller),
  )})`.mapWith(messages.createdAt);
  const rows = await db
    .select({
      id: projects.id,
      projectName: projects.name,
      clientName: clients.name,
      unread: unreadIn(caller, sql`${projects.id}`),
      lastMessageAt,
      ...keyset(projects),
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(projectScope(caller), afterCursor(projects, query.cursor)))
    .orderBy(...newestFirst(projects))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ id, ...thread }) => ({ projectId: id, ...thread })),
  };
}

/** Every unread message across the caller's threads: the Messages badge of the sidebar. */
export async function unreadTotal(db: Db, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(projects, eq(projects.id, messages.projectId))
    .leftJoin(
      messageReads,
      and(eq(messageReads.projectId, messages.projectId), eq(messageReads.userId, caller.user.id)),
    )
    .where(
      and(
        projectScope(caller),
        messageVisibility(caller),
        isNull(messages.deletedAt),
        sql`${messages.senderId} is distinct from ${caller.user.id}`,
        sql`${messages.createdAt} > coalesce(${messageReads.lastReadAt}, '-infinity'::timestamptz)`,
      ),
    );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// What the commands read (commands/*.ts)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Who hears of a new message: the agents assigned to the project and, unless it is an internal note, the client
 * organisation's people; active accounts only, never the sender. Admins see every thread but are not notified of
 * each one (they would be of every message in the agency); they follow threads through the unread counts.
 */
export async function recipientsOf(
  db: Db,
  project: ThreadProject,
  { internal, except }: { internal: boolean; except: string },
) {
  const agents = db
    .select({ id: users.id })
    .from(projectAgents)
    .innerJoin(users, eq(users.id, projectAgents.agentId))
    .where(and(eq(projectAgents.projectId, project.id), eq(users.isActive, true), ne(users.id, except)));
  if (internal) return (await agents).map((row) => row.id);
  const members = db
    .select({ id: users.id })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(
      and(
        eq(clientMembers.clientId, project.clientId),
        eq(users.role, 'CLIENT'),
        eq(users.isActive, true),
        ne(users.id, except),
      ),
    );
  const [a, m] = await Promise.all([agents, members]);
  return [...new Set([...a, ...m].map((row) => row.id))];
}

export const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** A file of the project the sender may see: any of the project's for the agency, their own or shared for a client. */
export async function fileForMessage(db: Db, caller: Caller, projectId: string, fileId: string) {
  const clientCanSee = isClient(caller)
    ? sql`(${files.ownerId} = ${caller.user.id} or exists (select 1 from ${fileShares} where ${fileShares.fileId} = ${files.id} and ${fileShares.userId} = ${caller.user.id}))`
    : undefined;
  const [file] = await db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.projectId, projectId), clientCanSee));
  if (!file) throw badRequest(MESSAGING_MESSAGES.fileNotFound, { fileId: MESSAGING_MESSAGES.fileNotFound });
  return file;
}

/** The live event of a message created or changed: the project's audience, the agency's only for a note. */
export function messageEvent(
  project: ThreadProject,
  messageId: string,
  type: 'messages.created' | 'messages.updated',
  internal: boolean,
): LiveEventInput {
  return { type, projectId: project.id, staffOnly: internal, payload: { projectId: project.id, messageId } };
}

/** The caller's own message, still theirs to change: in scope, sent by them, not deleted, within the window. */
export async function ownMessageForChange(db: Db, caller: Caller, id: string, now: Date) {
  const [row] = await db
    .select({
      id: messages.id,
      projectId: messages.projectId,
      senderId: messages.senderId,
      internal: messages.internal,
      createdAt: messages.createdAt,
      deletedAt: messages.deletedAt,
      approvalId: approvals.id,
      projectName: projects.name,
      clientId: projects.clientId,
    })
    .from(messages)
    .innerJoin(projects, eq(projects.id, messages.projectId))
    .leftJoin(approvals, eq(approvals.messageId, messages.id))
    .where(and(eq(messages.id, id), projectScope(caller), messageVisibility(caller)))
    .for('update', { of: messages });
  if (!row) throw notFound('Message not found');
  if (row.senderId !== caller.user.id) throw forbidden(MESSAGING_MESSAGES.notOwn);
  if (row.approvalId) throw forbidden(MESSAGING_MESSAGES.approvalNotEditable);
  if (row.deletedAt) throw conflict(MESSAGING_MESSAGES.deleted);
  if (now.getTime() - row.createdAt.getTime() > MESSAGE_EDIT_WINDOW_MINUTES * 60_000) {
    throw forbidden(MESSAGING_MESSAGES.editWindow);
  }
  return row;
}

/** The organisation's active CLIENT users: who is asked to approve. */
export async function clientMembersOf(db: Db, clientId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.clientId, clientId), eq(users.role, 'CLIENT'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}
