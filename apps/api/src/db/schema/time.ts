import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { invoiceItems, invoices } from './billing.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { timesheetStatusEnum } from './enums.ts';
import { projects } from './projects.ts';
import { tasks } from './tasks.ts';

// Time tracking (issue #20): what makes payroll hours and project profit real. Every entry belongs to its person's
// week (a timesheet); only time in an approved week is paid (payroll) or billed (invoice lines).

/** One person's week, Monday to Sunday in their time zone. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday that starts the week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: timesheetStatusEnum('status').notNull().default('open'),
    submittedAt: timestamptz('submitted_at'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    /** Why an admin returned the week, shown to its person. */
    returnNote: text('return_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('timesheets_user_week_unique').on(t.userId, t.weekStart),
    index('timesheets_status_week_start_idx').on(t.status, t.weekStart),
    index('timesheets_decided_by_id_idx').on(t.decidedById),
    check('timesheets_week_starts_monday', sql`extract(isodow from ${t.weekStart}) = 1`),
  ],
);

/**
 * Time spent on a project (and, usually, one of its tasks). A running timer is an entry with `startedAt` and no
 * `minutes` yet; each person has at most one. Billable time is billed once: `invoiceId` names the invoice it went on.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** The person's local day the time belongs to. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    /** When the timer was started (timer entries only). */
    startedAt: timestamptz('started_at'),
    /** Whole minutes; null while the timer runs. */
    minutes: integer('minutes'),
    note: text('note').notNull().default(''),
    billable: boolean('billable').notNull().default(true),
    /** Billed: the invoice it is on, and the line that bills it. Both go when the line goes (drafts edited or
     * deleted, invoices cancelled: invoices/commands), so the time can be billed again. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    invoiceItemId: uuid('invoice_item_id').references(() => invoiceItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_entries_user_id_work_date_idx').on(t.userId, t.workDate),
    index('time_entries_timesheet_id_idx').on(t.timesheetId),
    index('time_entries_project_id_work_date_idx').on(t.projectId, t.workDate),
    index('time_entries_task_id_idx').on(t.taskId),
    index('time_entries_invoice_id_idx').on(t.invoiceId),
    // Global search (search/window.ts): the note's trigrams for a rare word, the newest first for a common one. No
    // pending list (ADR 0012): entries are written all day, and a search never reads unmerged ones row by row.
    index('time_entries_note_trgm_idx').using('gin', t.note.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('time_entries_created_at_id_idx').on(t.createdAt, t.id),
    index('time_entries_invoice_item_id_idx').on(t.invoiceItemId),
    uniqueIndex('time_entries_one_running_per_user').on(t.userId).where(sql`${t.minutes} is null`),
    check('time_entries_minutes_range', sql`${t.minutes} between 0 and 1440`),
    check('time_entries_running_has_start', sql`${t.minutes} is not null or ${t.startedAt} is not null`),
  ],
);
