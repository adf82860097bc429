import { AUTOMATION_MESSAGES, isBuiltInTemplate, type TemplateCategory } from '@agency/shared/automations-values';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { processTemplates } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

// An admin's template as stored and as shown, shared by the reads and the commands that write one.

type TemplateRow = typeof processTemplates.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view of a stored (admin-defined) template. */
export function templateView(row: TemplateRow) {
  return {
    id: row.id,
    builtIn: false,
    name: row.name,
    category: row.category as TemplateCategory,
    description: row.description,
    steps: row.steps,
  };
}

/** Steps as stored: each step's dependencies once, in order (the schema already checked them). */
export function storedSteps(steps: readonly { title: string; durationDays: number; dependsOn: number[] }[]) {
  return steps.map((step) => ({
    title: step.title,
    durationDays: step.durationDays,
    dependsOn: [...new Set(step.dependsOn)].sort((a, b) => a - b),
  }));
}

/** An id that cannot name a stored template: 404 in the catalogue's words. */
export function assertStorableId(id: string) {
  if (!UUID.test(id)) throw notFound(AUTOMATION_MESSAGES.templateNotFound);
}

/**
 * The admin-defined template an edit or a delete acts on, locked until the transaction ends (two admins saving at
 * once save one after the other). A built-in template is the product's, fixed in code: 409 in its own words.
 */
export async function lockEditableTemplate(tx: Db, id: string): Promise<TemplateRow> {
  if (isBuiltInTemplate(id)) throw conflict(AUTOMATION_MESSAGES.builtInReadOnly);
  assertStorableId(id);
  const [row] = await tx.select().from(processTemplates).where(eq(processTemplates.id, id)).for('update');
  if (!row) throw notFound(AUTOMATION_MESSAGES.templateNotFound);
  return row;
}
