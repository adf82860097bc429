import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { clientLocationEnum, clientStatusEnum } from './enums.ts';

/** A client company (D5); CLIENT users belong to one through client_members. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    website: text('website'),
    industry: text('industry'),
    status: clientStatusEnum('status').notNull().default('active'),
    location: clientLocationEnum('location').notNull().default('local'),
    notes: text('notes'),
    /** Stripe customer, created on the first card payment or saved card (D16). */
    stripeCustomerId: text('stripe_customer_id').unique(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** A client with projects or invoices is archived, never destroyed; archived clients leave every list. */
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyset pages per sort (name, e-mail, newest, oldest): the id breaks ties.
    index('clients_name_id_idx').on(t.name, t.id),
    index('clients_email_id_idx').on(t.email, t.id),
    index('clients_status_idx').on(t.status),
    index('clients_location_idx').on(t.location),
    index('clients_created_at_id_idx').on(t.createdAt, t.id),
    index('clients_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('clients_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('clients_created_by_id_idx').on(t.createdById),
  ],
);

/** user_id is the key: a CLIENT user belongs to exactly one client. */
export const clientMembers = pgTable(
  'client_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The person invoices and proposals are addressed to. */
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('client_members_client_id_idx').on(t.clientId)],
);
