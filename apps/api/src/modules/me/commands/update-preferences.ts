import type { Preferences, UpdatePreferencesBody } from '@agency/shared/preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userSettings, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { getPreferences } from '../service.ts';

/**
 * The one place a user's time zone is written, for My Profile and Settings › General alike: users.timezone, the one
 * column every reader takes it from (the web's dates, the directory, time sheets, the calendar and its mails). null
 * clears the choice: the browser's zone applies on the web, and the calendar's default on the server.
 */
export async function writeTimeZone(tx: Db, userId: string, timeZone: string | null, now: Date) {
  await tx.update(users).set({ timezone: timeZone, updatedAt: now }).where(eq(users.id, userId));
}

/** Stores the caller's choices on their own row (created on the first choice) and audits them, in one transaction. */
export async function updatePreferences(ctx: ServiceContext, patch: UpdatePreferencesBody): Promise<Preferences> {
  const userId = userOf(ctx).id;
  return ctx.db.transaction(async (tx) => {
    const { timeZone, ...settings } = patch;
    if (Object.keys(settings).length > 0) {
      await tx
        .insert(userSettings)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: userSettings.userId, set: { ...settings, updatedAt: ctx.now() } });
    }
    if (timeZone !== undefined) await writeTimeZone(tx, userId, timeZone, ctx.now());
    await commitChange(tx, ctx, {
      audit: {
        action: 'settings.preferences_updated',
        category: 'settings',
        target: { type: 'user_settings', id: userId, label: 'Preferences' },
        details: { ...patch },
      },
    });
    return getPreferences(tx, userId);
  });
}
