import { type createProfileBody, PAYROLL_MESSAGES } from '@agency/shared/payroll-api';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { payrollProfiles, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { payrollUpdated } from '../audience.ts';
import { getEmployee } from '../queries.ts';

export type CreateProfileInput = z.output<typeof createProfileBody>;

/** Add Employee: puts a staff user on payroll. Clients never are (D7); one profile a person. */
export async function createProfile(ctx: ServiceContext, body: CreateProfileInput) {
  const caller = callerOf(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role, name: users.name })
      .from(users)
      .where(eq(users.id, body.userId))
      .for('update');
    if (!user || user.role === 'CLIENT')
      throw badRequest(PAYROLL_MESSAGES.notStaff, { userId: PAYROLL_MESSAGES.notStaff });
    const [created] = await tx
      .insert(payrollProfiles)
      .values(body)
      .onConflictDoNothing({ target: payrollProfiles.userId })
      .returning({ id: payrollProfiles.id });
    if (!created) throw conflict(PAYROLL_MESSAGES.profileExists);
    await commitChange(tx, ctx, {
      audit: {
        action: 'payroll.profile-created',
        category: 'team',
        target: { type: 'payroll_profile', id: created.id, label: user.name },
        details: { payType: body.payType, payoutMethod: body.payoutMethod },
      },
      live: await payrollUpdated(tx, [user.id], { profileId: created.id }),
    });
    return created.id;
  });
  return getEmployee(ctx.db, caller, id);
}
