import type { Profile, UpdateProfileBody } from '@agency/shared/profile';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { getProfile, profileColumns } from '../queries.ts';
import { writeTimeZone } from './update-preferences.ts';

type Editable = Exclude<keyof UpdateProfileBody, 'timezone'>;
const EDITABLE: Editable[] = ['firstName', 'lastName', 'phone', 'location', 'bio'];

/**
 * Edit Profile (001 §2): the caller's own name, phone, location, time zone and bio. The display name follows the first
 * and last names (the header shows it on the next read of the session). A body that changes nothing writes nothing.
 */
export async function updateProfile(ctx: ServiceContext, body: UpdateProfileBody): Promise<Profile> {
  const me = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select(profileColumns).from(users).where(eq(users.id, me.id)).for('update');
    if (!current) return getProfile(tx, me.id);
    const changed = EDITABLE.filter((key) => body[key] !== undefined && body[key] !== current[key]);
    const zoneChanged = body.timezone !== undefined && body.timezone !== current.timezone;
    if (changed.length === 0 && !zoneChanged) return current;
    const next = Object.fromEntries(changed.map((key) => [key, body[key]]));
    const firstName = (next.firstName as string | undefined) ?? current.firstName;
    const lastName = (next.lastName as string | undefined) ?? current.lastName;
    const name = changed.some((key) => key === 'firstName' || key === 'lastName')
      ? `${firstName} ${lastName}`.trim()
      : current.name;
    if (changed.length > 0)
      await tx
        .update(users)
        .set({ ...next, name, updatedAt: ctx.now() })
        .where(eq(users.id, me.id));
    if (zoneChanged) await writeTimeZone(tx, me.id, body.timezone ?? null, ctx.now());
    await commitChange(tx, ctx, {
      audit: {
        action: 'profile.updated',
        category: 'settings',
        target: { type: 'user', id: me.id, label: name },
        details: { fields: zoneChanged ? [...changed, 'timezone'] : changed },
      },
      // Staff appear in the Team directory: its readers refresh the card.
      live: current.role !== 'CLIENT' && { type: 'team.updated', staffOnly: true, payload: { id: me.id } },
    });
    return getProfile(tx, me.id);
  });
}
