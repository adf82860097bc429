import type { PendingEmailChange, RequestEmailChangeBody } from '@agency/shared/email-change';
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_MESSAGES } from '@agency/shared/profile-values';
import { and, eq, ne, sql } from 'drizzle-orm';
import { emailChanges, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { newToken } from '../../../lib/tokens.ts';
import {
  addressTakenMail,
  changeRequestedMail,
  confirmEmailChangeMail,
  emailChangeLink,
} from '../email-change-mails.ts';
import { assertEmailChangeAllowed, assertPassword, EMAIL_CHANGE_REQUESTED, languageOf } from '../email-change-rules.ts';

/**
 * My Profile › Change e-mail: with the password again, a single-use link goes to the new address and a notice to the
 * current one; nothing changes until the link is opened (commands/confirm-email-change.ts). A newer request replaces
 * a pending one. An address that belongs to another account gets a mail saying so instead of the link, and the
 * requester's answer is the same either way: asking reveals no other account (sign-up, when open, is no better).
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  body: RequestEmailChangeBody,
): Promise<PendingEmailChange> {
  const me = userOf(ctx);
  const newEmail = body.newEmail.toLowerCase();
  await assertEmailChangeAllowed(ctx, me.email);
  if (newEmail === me.email.toLowerCase()) {
    throw badRequest(EMAIL_CHANGE_MESSAGES.same, { newEmail: EMAIL_CHANGE_MESSAGES.same });
  }
  await assertPassword(ctx, me, body.password);
  const { token, hash } = newToken();
  const expiresAt = new Date(ctx.now().getTime() + EMAIL_CHANGE_HOURS * 60 * 60 * 1000);
  const { mailIds } = await ctx.db.transaction(async (tx) => {
    // One request at a time per person: the replace-then-insert below must not interleave with another.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update');
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${newEmail}`, ne(users.id, me.id)));
    await tx
      .update(emailChanges)
      .set({ status: 'replaced' })
      .where(and(eq(emailChanges.userId, me.id), eq(emailChanges.status, 'pending')));
    await tx.insert(emailChanges).values({ userId: me.id, newEmail, tokenHash: hash, expiresAt });
    const person = { name: me.firstName || me.name, language: await languageOf(tx, me.id) };
    return commitChange(tx, ctx, {
      audit: {
        action: EMAIL_CHANGE_REQUESTED,
        category: 'security',
        target: { type: 'user', id: me.id, label: me.email },
        details: { to: newEmail },
      },
      mail: [
        taken
          ? addressTakenMail(person, newEmail)
          : confirmEmailChangeMail(person, newEmail, emailChangeLink(ctx.config.publicUrl, token)),
        changeRequestedMail(person, me.email, newEmail),
      ],
    });
  });
  await ctx.mailer.deliverNow(mailIds);
  return { pending: { newEmail, expiresAt } };
}
