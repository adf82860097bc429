import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { messageTypeEnum } from './enums.ts';
import { files } from './files.ts';
import { projects } from './projects.ts';

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
  },
  (t) => [
    index('messages_project_id_created_at_idx').on(t.projectId, t.createdAt),
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
