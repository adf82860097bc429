import { PAYROLL_MESSAGES, type ProcessRunBody } from '@agency/shared/payroll-api';
import { sql } from 'drizzle-orm';
import { payrollRecords, payrollRuns } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import type { PaymentProvider } from '../../../payments/provider.ts';
import { payrollUpdated } from '../audience.ts';
import { overlappingRuns, payrollLines, runTotals } from '../lines.ts';
import { getRun } from '../queries.ts';
import { payRun } from './pay-run.ts';

/** One key for every run's creation: runs are created one at a time, so two never claim one period. */
const RUNS_LOCK = sql`pg_advisory_xact_lock(hashtext('payroll_runs'))`;
const ROWS_PER_INSERT = 1_000;

/**
 * Process Payroll (001 §2). The pay period is the run's natural idempotency key: the same period again (a second
 * click, a retry, a parallel request) is the same run, never a second one, and only its unpaid lines are paid. A period
 * that overlaps another run's is refused, so no day is paid twice. The run is written under one advisory lock, with
 * its lines computed from profiles and approved time at that moment; once written it is never recomputed (locked).
 */
export async function processRun(ctx: ServiceContext, provider: PaymentProvider, body: Required<ProcessRunBody>) {
  const admin = userOf(ctx);
  const { runId, replayed } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select ${RUNS_LOCK}`);
    const overlapping = await overlappingRuns(tx, body);
    const same = overlapping.find((run) => run.periodStart === body.periodStart && run.periodEnd === body.periodEnd);
    if (same) return { runId: same.id, replayed: true };
    if (overlapping.length > 0) throw conflict(PAYROLL_MESSAGES.overlap);

    const lines = await payrollLines(tx, body);
    if (lines.length === 0) throw conflict(PAYROLL_MESSAGES.nothingToPay);
    const totals = runTotals(lines);
    const now = ctx.now();
    const [run] = await tx
      .insert(payrollRuns)
      .values({ ...body, ...totals, status: 'processing', processedById: admin.id, processedAt: now })
      .returning({ id: payrollRuns.id });
    if (!run) throw new Error('payroll run not stored');
    for (let from = 0; from < lines.length; from += ROWS_PER_INSERT) {
      await tx.insert(payrollRecords).values(
        lines.slice(from, from + ROWS_PER_INSERT).map(({ payoutAccountRef: _, ...line }) => ({
          ...line,
          runId: run.id,
          status: 'processing' as const,
          createdAt: now,
        })),
      );
    }
    await commitChange(tx, ctx, {
      audit: {
        action: 'payroll.processed',
        category: 'billing',
        target: { type: 'payroll_run', id: run.id, label: `${body.periodStart} – ${body.periodEnd}` },
        details: { ...body, ...totals, provider: provider.name },
      },
      live: await payrollUpdated(
        tx,
        lines.map((line) => line.userId),
        { runId: run.id, status: 'processing' },
      ),
    });
    return { runId: run.id, replayed: false };
  });
  await payRun(ctx, provider, runId);
  return { ...(await getRun(ctx.db, runId)), replayed };
}
