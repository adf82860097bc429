import {
  type ApprovalDecision,
  MESSAGE_EDIT_WINDOW_MINUTES,
  MESSAGING_MESSAGES,
  type Message,
  type ReadReceipt,
} from '@agency/shared/messaging';
import { can } from '@agency/shared/permissions';
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
import { type RequestContext, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { Caller } from '../../plugins/access.ts';
import { publish } from '../../realtime/publish.ts';
import { type NotificationInput, notify } from '../notifications/service.ts';
import { projectScope } from '../projects/service.ts';

// One thread per project (issue #9). Who reads a thread is who sees the project (projectScope, D5). Internal notes
// (messages.internal) are the agency's: every query a CLIENT reaches filters them out here, in SQL, so they never
// leave the database for a client: not in the list, the counts, the receipts, the live events or notifications.

const isClient = (caller: Caller) => caller.user.role === 'CLIENT';

/** The messages a caller may read within a thread they can see: everything for the agency, no notes for clients. */
export function messageVisibility(caller: Caller): SQL | undefined {
  return isClient(caller) ? eq(messages.internal, false) : undefined;
}

const threadUrl = (projectId: string) => `/dashboard/messages?project=${projectId}`;

interface ThreadProject {
  id: string;
  name: string;
  clientId: string;
}

async function projectInScope(db: Db, caller: Caller, id: string): Promise<ThreadProject> {
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

function selectMessages(db: Db, extra: Record<string, SQL> = {}) {
  return db
    .select({ ...messageColumns, ...extra })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(files, eq(files.id, messages.fileId))
    .leftJoin(approvals, eq(approvals.messageId, messages.id))
    .leftJoin(deliverables, eq(deliverables.id, approvals.deliverableId))
    .leftJoin(approvalFile, eq(approvalFile.id, approvals.fileId))
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

async function messageById(db: Db, caller: Caller, id: string): Promise<Message> {
  const [row] = await selectMessages(db).where(and(eq(messages.id, id), messageVisibility(caller)));
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
  const rows = await selectMessages(db, keyset(messages))
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
    sql`${messages.createdAt} > coalesce((select ${messageReads.lastReadAt} from ${messageReads} where ${messageReads.projectId} = ${messages.projectId} and ${messageReads.userId} = ${caller.user.id}), '-infinity'::timestamptz)`,
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
// Writing
// ---------------------------------------------------------------------------------------------------------------

/**
 * Who hears of a new message: the agents assigned to the project and, unless it is an internal note, the client
 * organisation's people; active accounts only, never the sender. Admins see every thread but are not notified of
 * each one (they would be of every message in the agency); they follow threads through the unread counts.
 */
async function recipientsOf(
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

const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** A file of the project the sender may see: any of the project's for the agency, their own or shared for a client. */
async function fileForMessage(db: Db, caller: Caller, projectId: string, fileId: string) {
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

/**
 * A file the agency sends in a thread (not an internal note) is for the client to open: it is shared with the
 * project's client members, as Files & Assets' share would (clients otherwise see only files shared with them or
 * their own, D5). Returns the people it was newly shared with; their file lists hear of it live.
 */
async function shareWithClient(db: Db, caller: Caller, project: ThreadProject, fileId: string): Promise<string[]> {
  const members = await db
    .select({ id: users.id })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.clientId, project.clientId), eq(users.role, 'CLIENT'), eq(users.isActive, true)));
  if (members.length === 0) return [];
  const added = await db
    .insert(fileShares)
    .values(members.map((member) => ({ fileId, userId: member.id, sharedById: caller.user.id })))
    .onConflictDoNothing()
    .returning({ userId: fileShares.userId });
  const userIds = added.map((row) => row.userId);
  if (userIds.length > 0) await publish(db, { type: 'files.updated', userIds, payload: { id: fileId } });
  return userIds;
}

export interface SendMessageInput {
  content: string;
  internal: boolean;
  fileId?: string;
}

export async function sendMessage(
  db: Db,
  caller: Caller,
  projectId: string,
  body: SendMessageInput,
  context?: RequestContext,
): Promise<Message> {
  return db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    if (body.internal && !can(caller.user.role, 'message:internal'))
      throw forbidden(MESSAGING_MESSAGES.internalForbidden);
    const file = body.fileId ? await fileForMessage(tx, caller, projectId, body.fileId) : null;
    const [message] = await tx
      .insert(messages)
      .values({
        projectId,
        senderId: caller.user.id,
        content: body.content,
        type: file ? 'file' : 'text',
        fileId: file?.id ?? null,
        internal: body.internal,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    await announce(tx, project, message!.id, 'messages.created', body.internal);
    const sharedWith =
      file && !body.internal && !isClient(caller) ? await shareWithClient(tx, caller, project, file.id) : [];
    const recipients = await recipientsOf(tx, project, { internal: body.internal, except: caller.user.id });
    await notify(
      tx,
      recipients.map(
        (userId): NotificationInput => ({
          userId,
          type: 'message',
          text: notificationText(body.internal ? 'internalNote' : 'messageNew', {
            project: project.name,
            sender: caller.user.name,
            preview: preview(body.content),
          }),
          actionUrl: threadUrl(projectId),
          related: { type: 'project', id: projectId, name: project.name },
        }),
      ),
    );
    await writeAudit(tx, {
      action: body.internal ? 'message.internal_note' : 'message.sent',
      category: 'project',
      actor: caller.user,
      target: { type: 'message', id: message!.id, label: project.name },
      scope: { clientId: project.clientId, projectId, clientVisible: false },
      details: {
        internal: body.internal,
        ...(file ? { fileId: file.id } : {}),
        ...(sharedWith.length > 0 ? { sharedWith } : {}),
      },
      context,
    });
    return messageById(tx, caller, message!.id);
  });
}

async function announce(db: Db, project: ThreadProject, messageId: string, type: string, internal: boolean) {
  await publish(db, {
    type,
    projectId: project.id,
    staffOnly: internal,
    payload: { projectId: project.id, messageId },
  });
}

/** The caller's own message, still theirs to change: in scope, sent by them, not deleted, within the window. */
async function ownMessageForChange(db: Db, caller: Caller, id: string, now: Date) {
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

export async function editMessage(
  db: Db,
  caller: Caller,
  id: string,
  content: string,
  { now = new Date(), context }: { now?: Date; context?: RequestContext } = {},
): Promise<Message> {
  return db.transaction(async (tx) => {
    const row = await ownMessageForChange(tx, caller, id, now);
    await tx.update(messages).set({ content, editedAt: now }).where(eq(messages.id, id));
    const project = { id: row.projectId, name: row.projectName, clientId: row.clientId };
    await announce(tx, project, id, 'messages.updated', row.internal);
    await writeAudit(tx, {
      action: 'message.edited',
      category: 'project',
      actor: caller.user,
      target: { type: 'message', id, label: row.projectName },
      scope: { clientId: row.clientId, projectId: row.projectId, clientVisible: false },
      details: { internal: row.internal },
      context,
    });
    return messageById(tx, caller, id);
  });
}

/** Deleting keeps the row (the thread shows "This message was deleted") and wipes its content and attachment. */
export async function deleteMessage(
  db: Db,
  caller: Caller,
  id: string,
  { now = new Date(), context }: { now?: Date; context?: RequestContext } = {},
): Promise<Message> {
  return db.transaction(async (tx) => {
    const row = await ownMessageForChange(tx, caller, id, now);
    await tx.update(messages).set({ content: '', fileId: null, deletedAt: now }).where(eq(messages.id, id));
    const project = { id: row.projectId, name: row.projectName, clientId: row.clientId };
    await announce(tx, project, id, 'messages.updated', row.internal);
    await writeAudit(tx, {
      action: 'message.deleted',
      category: 'project',
      actor: caller.user,
      target: { type: 'message', id, label: row.projectName },
      scope: { clientId: row.clientId, projectId: row.projectId, clientVisible: false },
      details: { internal: row.internal },
      context,
    });
    return messageById(tx, caller, id);
  });
}

/**
 * Moves the caller's read marker forward to a message they can see (or the newest one), never back. Receipts and
 * unread counts follow; the other people in the thread are told live (messages.read).
 */
export async function markRead(
  db: Db,
  caller: Caller,
  projectId: string,
  messageId: string | undefined,
  context?: RequestContext,
) {
  return db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    const [target] = await tx
      .select({ at: sql<Date | null>`max(${messages.createdAt})`.mapWith(messages.createdAt) })
      .from(messages)
      .where(
        and(
          eq(messages.projectId, projectId),
          messageVisibility(caller),
          messageId ? eq(messages.id, messageId) : undefined,
        ),
      );
    if (!target?.at) {
      if (messageId) throw notFound('Message not found');
      return { lastReadAt: null };
    }
    const [current] = await tx
      .select({ lastReadAt: messageReads.lastReadAt })
      .from(messageReads)
      .where(and(eq(messageReads.projectId, projectId), eq(messageReads.userId, caller.user.id)))
      .for('update');
    if (current && current.lastReadAt >= target.at) return { lastReadAt: current.lastReadAt };
    await tx
      .insert(messageReads)
      .values({ projectId, userId: caller.user.id, lastReadAt: target.at })
      .onConflictDoUpdate({
        target: [messageReads.projectId, messageReads.userId],
        set: { lastReadAt: sql`greatest(${messageReads.lastReadAt}, excluded.last_read_at)` },
      });
    await publish(tx, {
      type: 'messages.read',
      projectId,
      // A marker moved by a staff member could sit on an internal note: its time is theirs to see only.
      staffOnly: !isClient(caller),
      payload: { projectId, userId: caller.user.id },
    });
    await writeAudit(tx, {
      action: 'message.thread_read',
      category: 'project',
      actor: caller.user,
      target: { type: 'project', id: projectId, label: project.name },
      scope: { clientId: project.clientId, projectId, clientVisible: false },
      context,
    });
    return { lastReadAt: target.at };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Approvals
// ---------------------------------------------------------------------------------------------------------------

async function clientMembersOf(db: Db, clientId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.clientId, clientId), eq(users.role, 'CLIENT'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

/** The agency asks the client to approve a deliverable (client-visible) or a file of the project, in the thread. */
export async function requestApproval(
  db: Db,
  caller: Caller,
  projectId: string,
  body: { deliverableId?: string; fileId?: string; note: string },
  context?: RequestContext,
): Promise<Message> {
  return db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    let subjectName: string;
    if (body.deliverableId) {
      const [deliverable] = await tx
        .select({ title: deliverables.title })
        .from(deliverables)
        .where(
          and(
            eq(deliverables.id, body.deliverableId),
            eq(deliverables.projectId, projectId),
            eq(deliverables.clientVisible, true),
          ),
        );
      if (!deliverable) {
        throw badRequest(MESSAGING_MESSAGES.deliverableNotFound, {
          deliverableId: MESSAGING_MESSAGES.deliverableNotFound,
        });
      }
      subjectName = deliverable.title;
    } else {
      subjectName = (await fileForMessage(tx, caller, projectId, body.fileId as string)).name;
    }
    const [message] = await tx
      .insert(messages)
      .values({ projectId, senderId: caller.user.id, content: body.note, type: 'text', internal: false })
      .returning({ id: messages.id });
    const [approval] = await tx
      .insert(approvals)
      .values({
        projectId,
        messageId: message!.id,
        deliverableId: body.deliverableId ?? null,
        fileId: body.fileId ?? null,
        requestedById: caller.user.id,
      })
      .returning({ id: approvals.id });
    await announce(tx, project, message!.id, 'messages.created', false);
    await publish(tx, { type: 'projects.updated', projectId, payload: { projectId } });
    await notify(
      tx,
      (await clientMembersOf(tx, project.clientId)).map(
        (userId): NotificationInput => ({
          userId,
          type: 'project',
          level: 'warning',
          text: notificationText('approvalRequested', {
            requester: caller.user.name,
            subject: subjectName,
            project: project.name,
          }),
          actionUrl: threadUrl(projectId),
          related: { type: 'approval', id: approval!.id, name: subjectName },
        }),
      ),
    );
    await writeAudit(tx, {
      action: 'approval.requested',
      category: 'project',
      actor: caller.user,
      target: { type: 'approval', id: approval!.id, label: subjectName },
      scope: { clientId: project.clientId, projectId, clientVisible: true },
      details: { deliverableId: body.deliverableId ?? null, fileId: body.fileId ?? null },
      context,
    });
    return messageById(tx, caller, message!.id);
  });
}

/** A client of the project's organisation decides once; a second decision is 409 and changes nothing. */
export async function decideApproval(
  db: Db,
  caller: Caller,
  id: string,
  body: { decision: ApprovalDecision; comment: string },
  context?: RequestContext,
): Promise<Message> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: approvals.id,
        status: approvals.status,
        messageId: approvals.messageId,
        requestedById: approvals.requestedById,
        projectId: projects.id,
        projectName: projects.name,
        clientId: projects.clientId,
        subjectName: sql<string>`coalesce(${deliverables.title}, ${files.name}, '')`,
      })
      .from(approvals)
      .innerJoin(projects, eq(projects.id, approvals.projectId))
      .leftJoin(deliverables, eq(deliverables.id, approvals.deliverableId))
      .leftJoin(files, eq(files.id, approvals.fileId))
      .where(and(eq(approvals.id, id), projectScope(caller)))
      .for('update', { of: approvals });
    if (!row) throw notFound('Approval not found');
    if (row.status !== 'pending') throw conflict(MESSAGING_MESSAGES.alreadyDecided);
    const now = new Date();
    await tx
      .update(approvals)
      .set({ status: body.decision, decidedById: caller.user.id, decidedAt: now, comment: body.comment })
      .where(eq(approvals.id, id));
    const project = { id: row.projectId, name: row.projectName, clientId: row.clientId };
    await announce(tx, project, row.messageId, 'messages.updated', false);
    await publish(tx, { type: 'projects.updated', projectId: row.projectId, payload: { projectId: row.projectId } });
    const approved = body.decision === 'approved';
    if (row.requestedById) {
      await notify(tx, {
        userId: row.requestedById,
        type: 'project',
        level: approved ? 'success' : 'warning',
        text: approved
          ? notificationText('approvalApproved', {
              approver: caller.user.name,
              subject: row.subjectName,
              project: row.projectName,
            })
          : notificationText('approvalChangesRequested', {
              approver: caller.user.name,
              subject: row.subjectName,
              project: row.projectName,
              comment: preview(body.comment),
            }),
        actionUrl: threadUrl(row.projectId),
        related: { type: 'approval', id, name: row.subjectName },
      });
    }
    await writeAudit(tx, {
      action: approved ? 'approval.approved' : 'approval.changes_requested',
      category: 'project',
      actor: caller.user,
      target: { type: 'approval', id, label: row.subjectName },
      scope: { clientId: row.clientId, projectId: row.projectId, clientVisible: true },
      details: { decision: body.decision },
      context,
    });
    return messageById(tx, caller, row.messageId);
  });
}
