import { EMAIL_CHANGE_MESSAGES } from '@agency/shared/profile-values';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, userSettings } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { assertUnderLimit } from '../../lib/sign-in-limits.ts';

// What a change of sign-in address checks before it writes anything (commands/request-email-change.ts).

export const EMAIL_CHANGE_REQUESTED = 'profile.email_change_requested';
const PASSWORD_REFUSED = 'profile.email_change_password_refused';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Five requests an hour per account (each mails two addresses, one of them anyone's), and five wrong passwords:
 * enough for typos, too few to guess a password or to mail someone over and over.
 */
export async function assertEmailChangeAllowed(ctx: ServiceContext, email: string) {
  const limit = { windowMs: HOUR_MS, max: 5, message: EMAIL_CHANGE_MESSAGES.tooMany, email };
  await assertUnderLimit(ctx.db, { ...limit, action: EMAIL_CHANGE_REQUESTED });
  await assertUnderLimit(ctx.db, { ...limit, action: PASSWORD_REFUSED });
}

/** The account password again, as for Delete Account; a wrong one is audited (and counted) and refused with 400. */
export async function assertPassword(
  ctx: ServiceContext,
  actor: { id: string; email: string; name: string },
  password: string,
) {
  const [credential] = await ctx.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, actor.id), eq(accounts.providerId, 'credential')));
  const matches = credential?.password ? await verifyPassword({ hash: credential.password, password }) : false;
  if (matches) return;
  await writeAudit(ctx.db, {
    action: PASSWORD_REFUSED,
    category: 'security',
    level: 'warning',
    actor,
    target: { type: 'user', id: actor.id, label: actor.email },
    context: ctx.request,
  });
  throw new AppError(400, 'INVALID_PASSWORD', EMAIL_CHANGE_MESSAGES.password, {
    password: EMAIL_CHANGE_MESSAGES.password,
  });
}

/** The language the person's mails are written in (null: English). */
export async function languageOf(db: Db, userId: string) {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.language ?? null;
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
