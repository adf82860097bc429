import type { Preferences, UpdatePreferencesBody } from '@agency/shared/preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/index.ts';
import type { Actor, RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';

const PREFERENCE_COLUMNS = { theme: userSettings.theme, language: userSettings.language };

/**
 * The user's own theme and language (D23). A user without a settings row has never chosen: both are null, and the
 * browser's language and colour scheme apply until they choose (nothing is stored on a first load).
 */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select(PREFERENCE_COLUMNS).from(userSettings).where(eq(userSettings.userId, userId));
  return row ?? { theme: null, language: null };
}

/** Stores the user's choice on their own row (created on the first choice) and audits it, in one transaction. */
export async function updatePreferences(
  db: Db,
  userId: string,
  patch: UpdatePreferencesBody,
  by: { actor: Actor | null; context: RequestContext },
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userSettings)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: new Date() } })
      .returning(PREFERENCE_COLUMNS);
    await commitChange(
      tx,
      { actor: by.actor, request: by.context },
      {
        audit: {
          action: 'settings.preferences_updated',
          category: 'settings',
          target: { type: 'user_settings', id: userId, label: 'Appearance preferences' },
          details: { ...patch },
        },
      },
    );
    return row!;
  });
}
