import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { templateApplications } from './automations.ts';
import { createdAt, tags, timestamptz, updatedAt } from './columns.ts';
import { taskPriorityEnum, taskStatusEnum } from './enums.ts';
import { files } from './files.ts';
import { projects } from './projects.ts';

/**
 * A task has one assignee (the spec's "assignee"; its "assignees" list never differs in
 * practice). The kanban column is the status; position orders cards within a column.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an internal task with "No Project". */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: taskStatusEnum('status').notNull().default('todo'),
    priority: taskPriorityEnum('priority').notNull().default('medium'),
    dueDate: date('due_date', { mode: 'string' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    tags: tags(),
    // Progress is computed from subtasks (D13), not stored.
    completedAt: timestamptz('completed_at'),
    /** Set when the task was created by applying a process template (D21). */
    templateApplicationId: uuid('template_application_id').references(() => templateApplications.id, {
      onDelete: 'set null',
    }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who, besides admins, may see the task, mirrored by triggers (migration 0019, ADR 0012): the agents on its
     * project, or for an internal task its creator and assignee. A search aid only: every query that narrows by it
     * also checks taskScope, so a stale copy could hide a result, never show one.
     */
    agentIds: uuid('agent_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_project_id_created_at_id_idx').on(t.projectId, t.createdAt, t.id),
    index('tasks_assignee_id_created_at_id_idx').on(t.assigneeId, t.createdAt, t.id),
    index('tasks_assignee_id_status_idx').on(t.assigneeId, t.status),
    index('tasks_status_position_idx').on(t.status, t.position),
    index('tasks_priority_idx').on(t.priority),
    // The task list's default order (due date, then id): walked in order, a page stops after its rows.
    index('tasks_due_date_id_idx').on(t.dueDate, t.id),
    index('tasks_created_by_id_idx').on(t.createdById),
    index('tasks_template_application_id_idx').on(t.templateApplicationId),
    index('tasks_created_at_id_idx').on(t.createdAt, t.id),
    // Search: the title's trigrams, and with them who may see the task (ADR 0012). Serves a title-only search too.
    // No pending list: a search never reads unmerged entries row by row, and an insert never waits for a merge.
    index('tasks_agent_ids_title_trgm_idx')
      .using('gin', t.agentIds, t.title.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

export const taskSubtasks = pgTable(
  'task_subtasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('task_subtasks_task_id_idx').on(t.taskId, t.position)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    index('task_comments_task_id_created_at_idx').on(t.taskId, t.createdAt),
    index('task_comments_author_id_idx').on(t.authorId),
  ],
);

/** The spec's task "attachments": files uploaded through Files & Assets, linked to a task. */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.fileId] }), index('task_attachments_file_id_idx').on(t.fileId)],
);
