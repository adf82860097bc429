import type { OrganisationSettings } from '@agency/shared/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

// Organisation-wide switches, stored as one JSON value per key in app_settings.
const DEFAULTS: OrganisationSettings = { allowSelfRegistration: false };

export async function getOrganisationSettings(db: Db): Promise<OrganisationSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'organisation'));
  return { ...DEFAULTS, ...((row?.value as Partial<OrganisationSettings> | undefined) ?? {}) };
}

export async function isRegistrationOpen(db: Db): Promise<boolean> {
  return (await getOrganisationSettings(db)).allowSelfRegistration;
}
