import type { Preferences } from '@agency/shared/preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings, users } from '../../db/schema/index.ts';

/**
 * The user's own preferences (D23). Without a settings row the user has never chosen a theme or language: both are
 * null, and the browser's apply until they choose (nothing is stored on a first load). The time zone is the
 * profile's (users.timezone), one value for My Profile and Settings › General.
 */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({
      timeZone: users.timezone,
      theme: userSettings.theme,
      language: userSettings.language,
      dateFormat: userSettings.dateFormat,
      startPage: userSettings.startPage,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  return {
    theme: row?.theme ?? null,
    language: row?.language ?? null,
    timeZone: row?.timeZone ?? null,
    dateFormat: row?.dateFormat ?? 'locale',
    startPage: row?.startPage ?? 'home',
  };
}
