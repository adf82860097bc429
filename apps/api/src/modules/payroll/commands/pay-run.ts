import { PAYROLL_MESSAGES } from '@agency/shared/payroll-api';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payrollProfiles, payrollRecords, payrollRuns } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import type { PaymentProvider } from '../../../payments/provider.ts';
import { payrollUpdated } from '../audience.ts';
import { statementMails } from '../statement-mails.ts';

/** The reference a manual payout is recorded with: the statement's, so the bank transfer can quote it. */
const manualRef = sql`'MANUAL-' || upper(substr(replace(${payrollRecords.id}::text, '-', ''), 1, 12))`;

/**
 * Pays every unpaid line of a run through the payment provider (D16), then settles the run: paid when every line is,
 * failed when a payout failed (Retry payouts runs this again). Safe to run twice at once: each line is paid under its
 * row lock and only while unpaid, and a Stripe transfer carries the line's id as its idempotency key, so a retry after
 * a crash mid-call gets Stripe's first transfer back rather than a second one.
 */
export async function payRun(ctx: ServiceContext, provider: PaymentProvider, runId: string): Promise<void> {
  if (provider.name === 'manual') await payManually(ctx.db, runId, ctx.now());
  else await payByTransfer(ctx.db, provider, runId, ctx.now());
  await settleRun(ctx, runId);
}

/**
 * The manual provider: each line is recorded paid with its reference, in one statement. Two at once: the second waits
 * for the first's row locks, then finds nothing unpaid (READ COMMITTED re-checks the condition after the wait).
 */
async function payManually(db: Db, runId: string, now: Date) {
  await db
    .update(payrollRecords)
    .set({ status: 'paid', providerRef: manualRef, paidAt: now })
    .where(and(eq(payrollRecords.runId, runId), ne(payrollRecords.status, 'paid')));
}

/** Stripe: a Connect transfer per line to the employee's connected account; lines without one are paid manually. */
async function payByTransfer(db: Db, provider: Extract<PaymentProvider, { name: 'stripe' }>, runId: string, now: Date) {
  const unpaid = await db
    .select({ id: payrollRecords.id })
    .from(payrollRecords)
    .where(and(eq(payrollRecords.runId, runId), ne(payrollRecords.status, 'paid')))
    .orderBy(payrollRecords.id);
  for (const { id } of unpaid) {
    await db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          status: payrollRecords.status,
          netCents: payrollRecords.netCents,
          employeeName: payrollRecords.employeeName,
          account: payrollProfiles.payoutAccountRef,
        })
        .from(payrollRecords)
        .leftJoin(payrollProfiles, eq(payrollProfiles.userId, payrollRecords.userId))
        .where(eq(payrollRecords.id, id))
        .for('update', { of: payrollRecords });
      if (!line || line.status === 'paid') return;
      if (!line.account) {
        await tx
          .update(payrollRecords)
          .set({ status: 'paid', providerRef: manualRef, paidAt: now })
          .where(eq(payrollRecords.id, id));
        return;
      }
      try {
        // The network call under the line's lock is deliberate: the lock is what keeps a parallel run off this line.
        const transferId = await provider.gateway.createTransfer({
          amountCents: line.netCents,
          destination: line.account,
          statementId: id,
          description: `Payroll: ${line.employeeName}`,
        });
        await tx
          .update(payrollRecords)
          .set({ status: 'paid', providerRef: transferId, paidAt: now })
          .where(eq(payrollRecords.id, id));
      } catch {
        await tx.update(payrollRecords).set({ status: 'failed' }).where(eq(payrollRecords.id, id));
      }
    });
  }
}

/**
 * The run's status from its lines, once, under the run's row lock; its live event and audit row go with it, and each
 * newly paid line's statement is mailed to its employee (a retry that pays the rest mails only those).
 */
async function settleRun(ctx: ServiceContext, runId: string) {
  await ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .select({ status: payrollRuns.status })
      .from(payrollRuns)
      .where(eq(payrollRuns.id, runId))
      .for('update');
    if (!run) throw notFound(PAYROLL_MESSAGES.runNotFound);
    const lines = await tx
      .select({ userId: payrollRecords.userId, status: payrollRecords.status })
      .from(payrollRecords)
      .where(eq(payrollRecords.runId, runId));
    const failed = lines.filter((line) => line.status !== 'paid').length;
    const status = failed === 0 ? 'paid' : 'failed';
    const mail = await statementMails(tx, runId, ctx.config.publicUrl, ctx.now());
    if (run.status === status) {
      if (mail.length > 0) await commitChange(tx, ctx, { mail });
      return;
    }
    await tx.update(payrollRuns).set({ status }).where(eq(payrollRuns.id, runId));
    await commitChange(tx, ctx, {
      audit: {
        action: status === 'paid' ? 'payroll.paid' : 'payroll.payout-failed',
        category: 'billing',
        level: status === 'paid' ? 'info' : 'warning',
        target: { type: 'payroll_run', id: runId },
        details: { lines: lines.length, unpaid: failed, ...(failed ? { message: PAYROLL_MESSAGES.payoutFailed } : {}) },
      },
      live: await payrollUpdated(
        tx,
        lines.map((line) => line.userId),
        { runId, status },
      ),
      mail,
    });
  });
}
