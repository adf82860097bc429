import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';

/** pending: the link works; confirmed: used once; replaced: a newer request of the same person took its place. */
export type EmailChangeStatus = 'pending' | 'confirmed' | 'replaced';

/**
 * A person's request to sign in with another address (My Profile): the address changes only when the link mailed to
 * it is opened by the same person. Only the token's hash is stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').$type<EmailChangeStatus>().notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_id_status_idx').on(t.userId, t.status)],
);
