import type { DeleteAccountBody } from '@agency/shared/profile';
import { DELETE_ACCOUNT_MESSAGES } from '@agency/shared/profile-values';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { accounts, sessions, twoFactors, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { sessionsChanged } from '../../../realtime/publish.ts';
import { avatarKeyOf } from './set-avatar.ts';

/**
 * Delete Account (the Danger Zone, 001 §2: an admin's): the phrase and the password again, and never the last active
 * administrator. The person's own data goes (name, contact details, picture, sign-in, sessions, two-factor); the row
 * stays, anonymised and deactivated, so the projects, invoices and audit trail that name them keep their history.
 */
export async function deleteAccount(ctx: ServiceContext, body: DeleteAccountBody): Promise<void> {
  const me = userOf(ctx);
  const image = await ctx.db.transaction(async (tx) => {
    // The admins are locked together, so two admins deleting at once cannot both pass the last-admin check.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)))
      .for('update');
    const [credential] = await tx
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, me.id), eq(accounts.providerId, 'credential')));
    const matches = credential?.password
      ? await verifyPassword({ hash: credential.password, password: body.password })
      : false;
    if (!matches)
      throw new AppError(400, 'INVALID_PASSWORD', DELETE_ACCOUNT_MESSAGES.password, {
        password: DELETE_ACCOUNT_MESSAGES.password,
      });
    if (me.role === 'ADMIN' && !admins.some((admin) => admin.id !== me.id)) {
      throw conflict(DELETE_ACCOUNT_MESSAGES.lastAdmin);
    }
    const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, me.id));
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        firstName: 'Deleted',
        lastName: 'user',
        email: `deleted-${me.id}@deleted.invalid`,
        emailVerified: false,
        image: null,
        phone: null,
        location: null,
        bio: null,
        timezone: null,
        skills: [],
        isActive: false,
        banned: true,
        banReason: 'Account deleted by its owner',
        twoFactorEnabled: false,
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, me.id));
    await tx.delete(accounts).where(eq(accounts.userId, me.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, me.id));
    await tx.delete(sessions).where(eq(sessions.userId, me.id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'user.account_deleted',
        category: 'security',
        level: 'warning',
        target: { type: 'user', id: me.id, label: me.email },
      },
      live: sessionsChanged([me.id]),
    });
    return row?.image ?? null;
  });
  const key = avatarKeyOf(image);
  if (key) await ctx.storage.delete(key);
}
