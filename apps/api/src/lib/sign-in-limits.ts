import type { Db } from '../db/client.ts';
import { countRecent } from './audit.ts';
import { AppError } from './errors.ts';

export const SIGN_IN_FAILED = 'auth.sign_in_failed';

/** Failures are read back from the audit log, so every app server sees the same counts (D3). */
export const LIMITS = {
  burst: { failures: 5, windowMs: 5 * 60 * 1000 },
  hourlyPerAccount: { failures: 100, windowMs: 60 * 60 * 1000 },
  burstPerAddress: { failures: 20, windowMs: 5 * 60 * 1000 },
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
export const ACCOUNT_LOCKED_HOUR =
  'Too many failed sign-in attempts for this account. Please try again in an hour or reset your password.';

/** Throws 429 when this account or address has failed too often lately. */
export async function assertSignInAllowed(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const since = (ms: number) => new Date(now.getTime() - ms);
  const [burst, hourly, address] = await Promise.all([
    countRecent(db, { action: SIGN_IN_FAILED, email, since: since(LIMITS.burst.windowMs) }),
    countRecent(db, { action: SIGN_IN_FAILED, email, since: since(LIMITS.hourlyPerAccount.windowMs) }),
    countRecent(db, { action: SIGN_IN_FAILED, ip, since: since(LIMITS.burstPerAddress.windowMs) }),
  ]);
  if (hourly >= LIMITS.hourlyPerAccount.failures) throw new AppError(429, 'TOO_MANY_REQUESTS', ACCOUNT_LOCKED_HOUR);
  if (burst >= LIMITS.burst.failures || address >= LIMITS.burstPerAddress.failures) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }
}

/** Generic per-address (and per-e-mail) limit for requests that send mail: resets, invites. */
export async function assertUnderLimit(
  db: Db,
  {
    action,
    ip,
    email,
    max,
    windowMs,
    message,
  }: { action: string; ip?: string; email?: string; max: number; windowMs: number; message: string },
): Promise<void> {
  const since = new Date(Date.now() - windowMs);
  const checks = await Promise.all([
    ip ? countRecent(db, { action, ip, since }) : 0,
    email ? countRecent(db, { action, email, since }) : 0,
  ]);
  if (checks.some((n) => n >= max)) throw new AppError(429, 'TOO_MANY_REQUESTS', message);
}
