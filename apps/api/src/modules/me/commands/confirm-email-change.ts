import type { Profile } from '@agency/shared/profile';
import { EMAIL_CHANGE_MESSAGES } from '@agency/shared/profile-values';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { emailChanges, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { changedMail } from '../email-change-mails.ts';
import { isUniqueViolation, languageOf } from '../email-change-rules.ts';
import { getProfile } from '../queries.ts';

/**
 * The link of a change of address, opened by the person who asked (their session, not only the link): the address
 * changes, counts as verified (the link reached it), and the old address is told. Sessions stay: the person is the
 * same, and every request reads the account afresh. Used, replaced, expired and foreign links change nothing.
 */
export async function confirmEmailChange(ctx: ServiceContext, token: string): Promise<Profile> {
  const me = userOf(ctx);
  const now = ctx.now();
  const { mailIds } = await ctx.db.transaction(async (tx) => {
    const request = await usableRequest(tx, token, me.id, now);
    const [current] = await tx
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, me.id))
      .for('update');
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${request.newEmail}`, ne(users.id, me.id)));
    if (!current || taken) throw conflict(EMAIL_CHANGE_MESSAGES.taken);
    try {
      await tx
        .update(users)
        .set({ email: request.newEmail, emailVerified: true, updatedAt: now })
        .where(eq(users.id, me.id));
    } catch (error) {
      // Another account took the address between the check and the update.
      if (isUniqueViolation(error)) throw conflict(EMAIL_CHANGE_MESSAGES.taken);
      throw error;
    }
    await tx.update(emailChanges).set({ status: 'confirmed', confirmedAt: now }).where(eq(emailChanges.id, request.id));
    const person = { name: me.firstName || me.name, language: await languageOf(tx, me.id) };
    return commitChange(tx, ctx, {
      audit: {
        action: 'profile.email_changed',
        category: 'security',
        level: 'warning',
        target: { type: 'user', id: me.id, label: request.newEmail },
        details: { from: current.email, to: request.newEmail },
      },
      mail: changedMail(person, current.email, request.newEmail),
      // Staff appear in the Team directory with their address: its readers refresh the card.
      live: current.role !== 'CLIENT' && { type: 'team.updated', staffOnly: true, payload: { id: me.id } },
    });
  });
  await ctx.mailer.deliverNow(mailIds);
  return getProfile(ctx.db, me.id);
}

/** The request the link names, locked, if this person may use it now; otherwise precisely why not. */
async function usableRequest(tx: Db, token: string, userId: string, now: Date) {
  const [request] = await tx
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, hashToken(token)))
    .for('update');
  if (!request) throw new AppError(404, 'EMAIL_CHANGE_INVALID', EMAIL_CHANGE_MESSAGES.invalid);
  if (request.userId !== userId) {
    throw new AppError(403, 'EMAIL_CHANGE_OTHER_ACCOUNT', EMAIL_CHANGE_MESSAGES.otherAccount);
  }
  if (request.status === 'confirmed') throw new AppError(409, 'EMAIL_CHANGE_USED', EMAIL_CHANGE_MESSAGES.used);
  if (request.status === 'replaced') {
    throw new AppError(410, 'EMAIL_CHANGE_REPLACED', EMAIL_CHANGE_MESSAGES.replaced);
  }
  if (request.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, 'EMAIL_CHANGE_EXPIRED', EMAIL_CHANGE_MESSAGES.expired);
  }
  return request;
}
