import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollRecords, payrollRuns, userSettings, users } from '../../db/schema/index.ts';
import { activeAccount } from '../../lib/recipients.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { payStatementEmail } from '../../mail/templates/payroll.ts';

/** Where an employee reads their statements and downloads their PDFs (the Payroll workspace's Payments tab). */
export const STATEMENTS_URL = '/dashboard/payroll?tab=payments';

/**
 * The pay-statement mails of a run's paid lines not mailed yet, each to its own employee with that line's figures
 * only, in the employee's language. The lines are claimed (statement_mailed_at) in the caller's transaction, which
 * queues the mails: a retried or parallel settle finds them claimed, so each statement is mailed exactly once. A
 * deactivated account is not mailed (its line is still claimed: it is never mailed later either).
 */
export async function statementMails(tx: Db, runId: string, publicUrl: string, now: Date): Promise<OutgoingEmail[]> {
  const claimed = await tx
    .update(payrollRecords)
    .set({ statementMailedAt: now })
    .where(
      and(eq(payrollRecords.runId, runId), eq(payrollRecords.status, 'paid'), isNull(payrollRecords.statementMailedAt)),
    )
    .returning({ id: payrollRecords.id });
  if (claimed.length === 0) return [];
  const lines = await tx
    .select({
      email: users.email,
      language: userSettings.language,
      employeeName: payrollRecords.employeeName,
      payType: payrollRecords.payType,
      minutesWorked: payrollRecords.minutesWorked,
      overtimeMinutes: payrollRecords.overtimeMinutes,
      grossCents: payrollRecords.grossCents,
      taxCents: payrollRecords.taxCents,
      deductionsCents: payrollRecords.deductionsCents,
      netCents: payrollRecords.netCents,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      paymentDate: payrollRuns.paymentDate,
    })
    .from(payrollRecords)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRecords.runId))
    .innerJoin(users, eq(users.id, payrollRecords.userId))
    .leftJoin(userSettings, eq(userSettings.userId, payrollRecords.userId))
    .where(
      and(
        inArray(
          payrollRecords.id,
          claimed.map((row) => row.id),
        ),
        activeAccount,
      ),
    )
    .orderBy(payrollRecords.employeeName, payrollRecords.id);
  return lines.map(({ email, language, ...line }) => ({
    ...payStatementEmail({ ...line, link: `${publicUrl}${STATEMENTS_URL}` }, language),
    to: email,
    kind: 'pay-statement',
  }));
}
