import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { notificationLevelEnum, notificationTypeEnum } from './enums.ts';

/** Extra figures the rich notification card shows (amount, progress, deadline). */
export interface NotificationMetadata {
  amountCents?: number;
  progress?: number;
  deadline?: string;
  priority?: 'urgent' | 'high' | 'medium' | 'low';
  actionRequired?: boolean;
}

/** Created by real events (D19); unread while read_at is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull().default('system'),
    level: notificationLevelEnum('level').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    /** In-app path, e.g. /dashboard?section=invoicing&invoice={id}. */
    actionUrl: text('action_url'),
    relatedEntityType: text('related_entity_type'),
    relatedEntityId: uuid('related_entity_id'),
    relatedEntityName: text('related_entity_name'),
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default({}),
    readAt: timestamptz('read_at'),
    archivedAt: timestamptz('archived_at'),
    /** When it went out by e-mail (at once or in a digest): nothing is mailed twice. */
    mailedAt: timestamptz('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_read_at_created_at_idx').on(t.userId, t.readAt, t.createdAt),
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('notifications_type_idx').on(t.type),
    // The daily digest reads the last day's unread, un-mailed rows of every user: a small partial index.
    index('notifications_digest_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.mailedAt} is null and ${t.archivedAt} is null`),
  ],
);
