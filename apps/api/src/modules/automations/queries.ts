import {
  AUTOMATION_MESSAGES,
  BUILT_IN_TEMPLATES,
  type TemplateCategory,
  WORKFLOWS,
  type WorkflowKey,
} from '@agency/shared/automations-values';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { processTemplates, workflowRuns, workflowSettings } from '../../db/schema/index.ts';
import { afterCursor, type Cursor, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertStorableId, templateView } from './template-rows.ts';

/** The three workflows with the organisation's switch, how often each ran and when last. */
export async function listWorkflows(db: Db) {
  const settings = await db.select().from(workflowSettings);
  const runs = await db
    .select({ key: workflowRuns.workflowKey, runs: count(), last: max(workflowRuns.startedAt) })
    .from(workflowRuns)
    .groupBy(workflowRuns.workflowKey);
  return {
    items: WORKFLOWS.map((workflow) => {
      const run = runs.find((row) => row.key === workflow.key);
      return {
        ...workflow,
        enabled: settings.find((row) => row.key === workflow.key)?.enabled ?? true,
        runCount: run?.runs ?? 0,
        lastRunAt: run?.last ?? null,
      };
    }),
  };
}

const runKeyset = { createdAt: workflowRuns.startedAt, id: workflowRuns.id };

/** The run history, newest first, of one workflow or all. */
export async function listWorkflowRuns(db: Db, query: { workflow?: WorkflowKey; cursor?: Cursor; limit: number }) {
  const rows = await db
    .select({
      id: workflowRuns.id,
      workflowKey: workflowRuns.workflowKey,
      trigger: workflowRuns.trigger,
      status: workflowRuns.status,
      subjectType: workflowRuns.subjectType,
      subjectId: workflowRuns.subjectId,
      steps: workflowRuns.steps,
      error: workflowRuns.error,
      startedAt: workflowRuns.startedAt,
      finishedAt: workflowRuns.finishedAt,
      cursorKey: sql<string>`to_char(${workflowRuns.startedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(workflowRuns)
    .where(
      and(
        query.workflow ? eq(workflowRuns.workflowKey, query.workflow) : undefined,
        afterCursor(runKeyset, query.cursor),
      ),
    )
    .orderBy(desc(workflowRuns.startedAt), desc(workflowRuns.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

export interface TemplateView {
  id: string;
  builtIn: boolean;
  name: string;
  category: TemplateCategory;
  description: string;
  steps: { title: string; durationDays: number; dependsOn: number[] }[];
}

const ADMIN_TEMPLATES_SHOWN = 200;

/** The built-in templates, then the admins' newest first (at most 200: a catalogue, not a log). */
export async function listTemplates(db: Db): Promise<{ items: TemplateView[] }> {
  const custom = await db
    .select()
    .from(processTemplates)
    .orderBy(desc(processTemplates.createdAt), desc(processTemplates.id))
    .limit(ADMIN_TEMPLATES_SHOWN);
  return {
    items: [
      ...BUILT_IN_TEMPLATES.map(({ key, ...template }) => ({ id: key, builtIn: true, ...template })),
      ...custom.map(templateView),
    ],
  };
}

/** A built-in template by key or an admin's by id; 404 in the catalogue's words otherwise. */
export async function findTemplate(db: Db, id: string): Promise<TemplateView> {
  const builtIn = BUILT_IN_TEMPLATES.find((template) => template.key === id);
  if (builtIn) {
    const { key, ...template } = builtIn;
    return { id: key, builtIn: true, ...template };
  }
  assertStorableId(id);
  const [row] = await db.select().from(processTemplates).where(eq(processTemplates.id, id));
  if (!row) throw notFound(AUTOMATION_MESSAGES.templateNotFound);
  return templateView(row);
}
