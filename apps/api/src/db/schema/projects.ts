import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { cents, createdAt, tags, timestamptz, updatedAt } from './columns.ts';
import { deliverableStatusEnum, projectPriorityEnum, projectStatusEnum } from './enums.ts';

/**
 * A project belongs to one client (D5). Deleting a client that still has projects is refused
 * (restrict): projects carry invoices and proposals, which must not vanish with a click.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    status: projectStatusEnum('status').notNull().default('planning'),
    priority: projectPriorityEnum('priority').notNull().default('medium'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    budgetCents: cents('budget_cents'),
    /** What an hour of approved billable time on this project is invoiced at (issue #20); none: not billed by time. */
    hourlyRateCents: integer('hourly_rate_cents'),
    // Spent, progress and the deliverable counts are computed (D13): spent from project_expenses, progress from
    // deliverables and tasks. No column holds a second copy that could disagree.
    tags: tags(),
    /** Free text shown as "current phase", e.g. "Design & Prototyping". */
    phase: text('phase'),
    completedAt: timestamptz('completed_at'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The agents on the project, mirrored from project_agents by triggers (migration 0019, ADR 0012) so that search
     * can ask the trigram index for "this agent's projects named like q" in one index scan. A search aid only:
     * every query that narrows by it also checks projectScope, so a stale copy could hide a result, never show one.
     */
    agentIds: uuid('agent_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_client_id_idx').on(t.clientId),
    index('projects_status_idx').on(t.status),
    index('projects_priority_idx').on(t.priority),
    index('projects_end_date_idx').on(t.endDate),
    index('projects_created_by_id_idx').on(t.createdById),
    index('projects_created_at_id_idx').on(t.createdAt, t.id),
    index('projects_client_id_created_at_id_idx').on(t.clientId, t.createdAt, t.id),
    // Search: the name's trigrams, and with them the agents on the project (ADR 0012). Serves a name-only search too.
    // No pending list: a search never reads unmerged entries row by row, and an insert never waits for a merge.
    index('projects_agent_ids_name_trgm_idx')
      .using('gin', t.agentIds, t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check('projects_budget_non_negative', sql`${t.budgetCents} >= 0`),
    check(
      'projects_dates_ordered',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/** Agents assigned to a project; an AGENT sees exactly these projects (D5). */
export const projectAgents = pgTable(
  'project_agents',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agent's role on this project, e.g. "Project Lead". */
    role: text('role'),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.agentId] }),
    // An agent's scope as an index-only read: the projects of one agent, for the hashed scope checks of lists and
    // search. Leads with agent_id, so it also serves every lookup the single-column index it replaces did.
    index('project_agents_agent_id_project_id_idx').on(t.agentId, t.projectId),
  ],
);

/**
 * What a client sees of a project's work (001 §2 My Projects "deliverables done/total"). Internal tasks never reach
 * a client; a deliverable does unless `client_visible` is off.
 */
export const deliverables = pgTable(
  'deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    status: deliverableStatusEnum('status').notNull().default('pending'),
    clientVisible: boolean('client_visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    completedAt: timestamptz('completed_at'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deliverables_project_id_position_idx').on(t.projectId, t.position),
    index('deliverables_created_by_id_idx').on(t.createdById),
  ],
);

/** A client's rating of a completed project (1-5 and a comment); feeds Client Satisfaction. One per person. */
export const projectRatings = pgTable(
  'project_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_ratings_project_id_user_id_idx').on(t.projectId, t.userId),
    index('project_ratings_user_id_idx').on(t.userId),
    index('project_ratings_created_at_idx').on(t.createdAt),
    check('project_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Recorded costs of a project; a project's "spent" is their sum (time costs join when time tracking lands). */
export const projectExpenses = pgTable(
  'project_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountCents: cents('amount_cents'),
    incurredOn: date('incurred_on', { mode: 'string' }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_expenses_project_id_idx').on(t.projectId),
    index('project_expenses_created_by_id_idx').on(t.createdById),
    check('project_expenses_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);
