import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';
import { auditCategoryEnum, auditLevelEnum } from './enums.ts';

/**
 * What the logs' search box matches (action, target, person), as one text the trigram index below serves: the
 * query must use this very expression for the planner to pick the index.
 */
export function auditSearchText(t: {
  action: PgColumn;
  targetType: PgColumn;
  targetLabel: PgColumn;
  actorName: PgColumn;
  actorEmail: PgColumn;
}): SQL {
  return sql`(${t.action} || ' ' || coalesce(${t.targetType}, '') || ' ' || coalesce(${t.targetLabel}, '') || ' ' || coalesce(${t.actorName}, '') || ' ' || coalesce(${t.actorEmail}, ''))`;
}

/**
 * Every state change writes one row in the same transaction (D20). The actor's e-mail and name
 * are copied so the trail survives the account's deletion.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    actorName: text('actor_name'),
    /** Verb-first, e.g. 'invoice.sent', 'user.invited', 'auth.sign_in_failed'. */
    action: text('action').notNull(),
    category: auditCategoryEnum('category').notNull(),
    level: auditLevelEnum('level').notNull().default('info'),
    targetType: text('target_type'),
    /** Text, not uuid: some targets are keys (settings, integrations). */
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Scope of the change for Recent Activity: the organisation and project it concerns (no foreign keys: the trail
     * outlives them). A CLIENT sees only rows with `client_visible` of their organisation; an AGENT rows of assigned
     * projects. Internal work (tasks, notes) is written with `client_visible` off.
     */
    clientId: uuid('client_id'),
    projectId: uuid('project_id'),
    clientVisible: boolean('client_visible').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    // Keyset pages (lib/cursor.ts): the id breaks ties between rows written in one transaction.
    index('audit_logs_created_at_id_idx').on(t.createdAt, t.id),
    index('audit_logs_actor_id_created_at_id_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_logs_category_created_at_id_idx').on(t.category, t.createdAt, t.id),
    index('audit_logs_level_created_at_id_idx').on(t.level, t.createdAt, t.id),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
    index('audit_logs_client_id_created_at_id_idx').on(t.clientId, t.createdAt, t.id),
    index('audit_logs_project_id_created_at_id_idx').on(t.projectId, t.createdAt, t.id),
    // The logs' search box: substring search needs trigrams (pg_trgm), over one expression (auditSearchText).
    index('audit_logs_search_trgm_idx').using('gin', sql`${auditSearchText(t)} gin_trgm_ops`),
    // Abuse limits count recent failures per account and per address.
    index('audit_logs_action_actor_email_created_at_idx').on(t.action, t.actorEmail, t.createdAt),
    index('audit_logs_action_ip_created_at_idx').on(t.action, t.ip, t.createdAt),
  ],
);

/**
 * The audit trail counted per closed UTC day, level and category (issue #22): what the System Logs' counters need.
 * Written by the rollup job (modules/logs/rollup.ts) in the transaction that claims the day in audit_rollup_days; audit
 * rows are never changed nor deleted, so a closed day's counts are final.
 */
export const auditDailyCounts = pgTable(
  'audit_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    level: auditLevelEnum('level').notNull(),
    category: auditCategoryEnum('category').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.level, t.category] })],
);

/**
 * Every rolled-up day's counts added up per level and category, in the same transaction as the day: the counters'
 * default range, "all", reads these few rows instead of a row per day and cell of the whole history.
 */
export const auditRollupTotals = pgTable(
  'audit_rollup_totals',
  {
    level: auditLevelEnum('level').notNull(),
    category: auditCategoryEnum('category').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.category] })],
);

/** The UTC days already rolled up into audit_daily_counts (one row each, written with the day's counts). */
export const auditRollupDays = pgTable('audit_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: createdAt(),
});
