import { PAYROLL_MESSAGES, type updateProfileBody } from '@agency/shared/payroll-api';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { payrollProfiles } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { payrollUpdated } from '../audience.ts';
import { getEmployee } from '../queries.ts';

export type UpdateProfileInput = z.output<typeof updateProfileBody>;

/**
 * Edit profile: rates, payout method, status, cost rate. Past statements keep the rates they were paid at (the
 * record copies them), so this changes only runs to come.
 */
export async function updateProfile(ctx: ServiceContext, id: string, patch: UpdateProfileInput) {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payrollProfiles).where(eq(payrollProfiles.id, id)).for('update');
    if (!current) throw notFound(PAYROLL_MESSAGES.employeeNotFound);
    const next = { ...current, ...patch };
    if (next.payType === 'salary' && next.annualSalaryCents <= 0)
      throw badRequest(PAYROLL_MESSAGES.salaryRequired, { annualSalaryCents: PAYROLL_MESSAGES.salaryRequired });
    if (next.payType === 'hourly' && next.hourlyRateCents <= 0)
      throw badRequest(PAYROLL_MESSAGES.rateRequired, { hourlyRateCents: PAYROLL_MESSAGES.rateRequired });
    await tx.update(payrollProfiles).set(patch).where(eq(payrollProfiles.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'payroll.profile-updated',
        category: 'team',
        target: { type: 'payroll_profile', id },
        details: { fields: Object.keys(patch) },
      },
      live: await payrollUpdated(tx, [current.userId], { profileId: id }),
    });
  });
  return getEmployee(ctx.db, caller, id);
}
