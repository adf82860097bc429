import type { Profile } from '@agency/shared/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
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
