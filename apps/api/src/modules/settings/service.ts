import type { OrganisationSettings, UpdateOrganisationSettingsBody } from '@agency/shared/settings';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import type { Actor, RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { getOrganisationSettings } from '../../lib/organisation-settings.ts';

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
    await commitChange(
      tx,
      { actor: by.actor, request: by.context },
      {
        audit: {
          action: 'settings.organisation_updated',
          category: 'settings',
          target: { type: 'settings', id: 'organisation' },
          details: patch,
        },
      },
    );
    return next;
  });
}
