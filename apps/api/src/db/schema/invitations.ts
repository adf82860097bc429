import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, timestamptz } from './columns.ts';
import { invitationStatusEnum, languageEnum, userRoleEnum } from './enums.ts';

/** Accounts are granted (D4): an admin invites with a role; only the token's hash is stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: userRoleEnum('role').notNull(),
    /** Required by the service for CLIENT invitations: the organisation they join. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    status: invitationStatusEnum('status').notNull().default('pending'),
    /** The language of the invitation mail (and its resends): the inviter's choice, else their own language. */
    language: languageEnum('language'),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account created for the invitee, once there is one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    index('invitations_status_idx').on(t.status),
    index('invitations_client_id_idx').on(t.clientId),
    index('invitations_invited_by_id_idx').on(t.invitedById),
    index('invitations_user_id_idx').on(t.userId),
    index('invitations_created_at_id_idx').on(t.createdAt, t.id),
  ],
);
