import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/** Organisation-wide switches, stored as one JSON value per key in app_settings. */
export interface OrganisationSettings {
  /** D4: off by default; when on, anyone may create a CLIENT account. */
  allowSelfRegistration: boolean;
}

const DEFAULTS: OrganisationSettings = { allowSelfRegistration: false };

export async function getOrganisationSettings(db: Db): Promise<OrganisationSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'organisation'));
  return { ...DEFAULTS, ...((row?.value as Partial<OrganisationSettings> | undefined) ?? {}) };
}

export async function updateOrganisationSettings(
  db: Db,
  patch: Partial<OrganisationSettings>,
): Promise<OrganisationSettings> {
  const next = { ...(await getOrganisationSettings(db)), ...patch };
  await db
    .insert(appSettings)
    .values({ key: 'organisation', value: next })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: new Date() } });
  return next;
}

export async function isRegistrationOpen(db: Db): Promise<boolean> {
  return (await getOrganisationSettings(db)).allowSelfRegistration;
}
