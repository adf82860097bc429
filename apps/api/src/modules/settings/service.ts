import type { OrganisationSettings, UpdateOrganisationSettingsBody } from '@agency/shared/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';

// Organisation-wide switches, stored as one JSON value per key in app_settings.
const DEFAULTS: OrganisationSettings = { allowSelfRegistration: false };

export async function getOrganisationSettings(db: Db): Promise<OrganisationSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'organisation'));
  return { ...DEFAULTS, ...((row?.value as Partial<OrganisationSettings> | undefined) ?? {}) };
}

/** Applies the patch and records who changed what, in one transaction (D20). */
export async function updateOrganisationSettings(
  db: Db,
  patch: UpdateOrganisationSettingsBody,
  by: { actor: Actor | null; context: RequestContext },
): Promise<OrganisationSettings> {
  return db.transaction(async (tx) => {
    const next = { ...(await getOrganisationSettings(tx)), ...patch };
    await tx
      .insert(appSettings)
      .values({ key: 'organisation', value: next })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: new Date() } });
    await writeAudit(tx, {
      action: 'settings.organisation_updated',
      category: 'settings',
      actor: by.actor,
      target: { type: 'settings', id: 'organisation' },
      details: patch,
      context: by.context,
    });
    return next;
  });
}

export async function isRegistrationOpen(db: Db): Promise<boolean> {
  return (await getOrganisationSettings(db)).allowSelfRegistration;
}
