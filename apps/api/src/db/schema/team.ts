import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';

// What the employee profile page shows beyond the user row (001 §2 "Employee Profile"):
// reviews feed the Performance tab, certifications the Skills & Certs tab. Other figures
// (projects completed, on-time delivery, productivity) are computed from projects and tasks.

export const performanceReviews = pgTable(
  'performance_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1–5 stars. */
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_reviews_user_id_reviewed_on_idx').on(t.userId, t.reviewedOn),
    index('performance_reviews_author_id_idx').on(t.authorId),
    check('performance_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const certifications = pgTable(
  'certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('certifications_user_id_idx').on(t.userId)],
);
