import type { CreateExpenseBody } from '@agency/shared/projects';
import { eq } from 'drizzle-orm';
import { projectExpenses, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectEvent } from '../effects.ts';
import { expenseColumns, projectInScope } from '../queries.ts';

/** Record an expense: the project's spent figure (D13) moves for everyone who sees the project. */
export async function recordExpense(ctx: ServiceContext, projectId: string, body: CreateExpenseBody) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    const [expense] = await tx
      .insert(projectExpenses)
      .values({ projectId, ...body, createdById: caller.user.id })
      .returning({ id: projectExpenses.id });
    await commitChange(tx, ctx, {
      audit: {
        action: 'expense.recorded',
        category: 'billing',
        target: { type: 'expense', id: expense!.id, label: body.description },
        scope: { clientId: project.clientId, projectId, clientVisible: false },
        details: { project: project.name, amountCents: body.amountCents },
      },
      live: projectEvent('projects.updated', projectId),
    });
    const [row] = await tx
      .select(expenseColumns)
      .from(projectExpenses)
      .leftJoin(users, eq(users.id, projectExpenses.createdById))
      .where(eq(projectExpenses.id, expense!.id));
    return row!;
  });
}
