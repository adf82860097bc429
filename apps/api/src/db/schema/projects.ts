import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { cents, createdAt, tags, timestamptz, updatedAt } from './columns.ts';
import { projectPriorityEnum, projectStatusEnum } from './enums.ts';

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
    spentCents: cents('spent_cents'),
    progress: integer('progress').notNull().default(0),
    tags: tags(),
    /** Free text shown as "current phase", e.g. "Design & Prototyping". */
    phase: text('phase'),
    deliverables: integer('deliverables').notNull().default(0),
    completedDeliverables: integer('completed_deliverables').notNull().default(0),
    completedAt: timestamptz('completed_at'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_client_id_idx').on(t.clientId),
    index('projects_status_idx').on(t.status),
    index('projects_priority_idx').on(t.priority),
    index('projects_end_date_idx').on(t.endDate),
    index('projects_created_by_id_idx').on(t.createdById),
    index('projects_created_at_idx').on(t.createdAt),
    check('projects_progress_range', sql`${t.progress} between 0 and 100`),
    check('projects_money_non_negative', sql`${t.budgetCents} >= 0 and ${t.spentCents} >= 0`),
    check(
      'projects_deliverables_range',
      sql`${t.completedDeliverables} >= 0 and ${t.completedDeliverables} <= ${t.deliverables}`,
    ),
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
  (t) => [primaryKey({ columns: [t.projectId, t.agentId] }), index('project_agents_agent_id_idx').on(t.agentId)],
);
