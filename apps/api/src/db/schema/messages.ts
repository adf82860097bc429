import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { messageTypeEnum } from './enums.ts';
import { files } from './files.ts';
import { deliverables, projects } from './projects.ts';

/** The per-project message thread. A file message links the uploaded file. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted; the message stays in the thread. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: messageTypeEnum('type').notNull().default('text'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    editedAt: timestamptz('edited_at'),
    /**
     * An internal note (issue #9): written by the agency for the agency. Never sent to a CLIENT: not in their list,
     * counts, live events, notifications or e-mail.
     */
    internal: boolean('internal').notNull().default(false),
    /** Deleted by its sender: the row stays (the thread keeps its shape, "This message was deleted"), content is wiped. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    // The thread's keyset order (created_at, id) within a project.
    index('messages_project_id_created_at_id_idx').on(t.projectId, t.createdAt, t.id),
    index('messages_sender_id_idx').on(t.senderId),
    index('messages_file_id_idx').on(t.fileId),
  ],
);

/**
 * How far each user has read each thread. Unread count = messages in the project created after
 * last_read_at and not sent by the user: one row per (project, user) instead of one per message.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamptz('last_read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('message_reads_user_id_idx').on(t.userId)],
);

export const APPROVAL_STATUS_VALUES = ['pending', 'approved', 'changes-requested'] as const;

/**
 * An agency member's request that the client approve a deliverable or a file, posted in the project's thread as a
 * message of its own (message_id). Decided once by a CLIENT of the project's organisation: who, when, the comment.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    deliverableId: uuid('deliverable_id').references(() => deliverables.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'restrict' }),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: APPROVAL_STATUS_VALUES }).notNull().default('pending'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('approvals_message_id_idx').on(t.messageId),
    index('approvals_project_id_idx').on(t.projectId),
    index('approvals_deliverable_id_created_at_idx').on(t.deliverableId, t.createdAt),
    index('approvals_file_id_idx').on(t.fileId),
    index('approvals_requested_by_id_idx').on(t.requestedById),
    index('approvals_decided_by_id_idx').on(t.decidedById),
    check('approvals_subject', sql`(${t.deliverableId} is null) <> (${t.fileId} is null)`),
    check('approvals_status', sql`${t.status} in ('pending', 'approved', 'changes-requested')`),
  ],
);
