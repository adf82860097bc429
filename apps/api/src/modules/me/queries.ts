import type { PendingEmailChange } from '@agency/shared/email-change';
import type { Profile } from '@agency/shared/profile';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export const profileColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  location: users.location,
  timezone: users.timezone,
  bio: users.bio,
  image: users.image,
  role: users.role,
  department: users.department,
  jobTitle: users.jobTitle,
  joinedAt: users.joinedAt,
};

/** The caller's own profile (My Profile): the id is always the session's. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}

/** The caller's change of address still waiting for its link, if any (My Profile shows it). */
export async function getPendingEmailChange(db: Db, userId: string, now: Date): Promise<PendingEmailChange> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'pending'), gt(emailChanges.expiresAt, now)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return { pending: row ?? null };
}
