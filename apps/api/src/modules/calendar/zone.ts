import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The zone of a user who never chose one (the Settings page's default, 001 §9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * Each user's zone is the one of My Profile and Settings › General (users.timezone, the only column that holds it):
 * every time they see is in it, in the calendar as in every list.
 */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  const zone = row?.timezone ?? DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
