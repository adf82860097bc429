import type { SessionUser } from '@agency/shared/auth';

/** First and last name joined (000 §3), else the account name, else the part of the e-mail before the @. */
export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'name' | 'email'>): string {
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return joined || user.name.trim() || user.email.split('@')[0] || user.email;
}
