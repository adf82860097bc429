import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Profile } from '@agency/shared/profile';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { squareAvatar } from '../avatar-image.ts';
import { getProfile } from '../queries.ts';

const AVATAR_URL = /^\/api\/avatars\/([0-9a-f-]{36})$/;

/** The storage key of an avatar, by the id in its address. */
export const avatarKey = (id: string) => `avatars/${id}`;

/** The stored object behind a user's avatar address, or null (no avatar, or an outside address of older data). */
export function avatarKeyOf(image: string | null): string | null {
  const match = image ? AVATAR_URL.exec(image) : null;
  return match ? avatarKey(match[1]!) : null;
}

/**
 * Replaces the caller's avatar: the picture is made square and small here, stored under a new key (so no browser
 * keeps showing the old one from its cache), and the old object removed once the row points at the new one.
 */
export async function setAvatar(ctx: ServiceContext, bytes: Buffer): Promise<Profile> {
  const me = userOf(ctx);
  const square = await squareAvatar(bytes);
  const id = randomUUID();
  await ctx.storage.put(avatarKey(id), Readable.from(square), { contentType: 'image/webp' });
  const { previous, profile } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, me.id)).for('update');
    await tx
      .update(users)
      .set({ image: `/api/avatars/${id}`, updatedAt: ctx.now() })
      .where(eq(users.id, me.id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'profile.avatar_changed',
        category: 'settings',
        target: { type: 'user', id: me.id, label: me.name },
      },
    });
    return { previous: row?.image ?? null, profile: await getProfile(tx, me.id) };
  });
  const old = avatarKeyOf(previous);
  if (old) await ctx.storage.delete(old);
  return profile;
}

/** Removes the caller's avatar: the initials avatar shows again (D26). */
export async function removeAvatar(ctx: ServiceContext): Promise<Profile> {
  const me = userOf(ctx);
  const { previous, profile } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, me.id)).for('update');
    if (row?.image) {
      await tx.update(users).set({ image: null, updatedAt: ctx.now() }).where(eq(users.id, me.id));
      await commitChange(tx, ctx, {
        audit: {
          action: 'profile.avatar_removed',
          category: 'settings',
          target: { type: 'user', id: me.id, label: me.name },
        },
      });
    }
    return { previous: row?.image ?? null, profile: await getProfile(tx, me.id) };
  });
  const old = avatarKeyOf(previous);
  if (old) await ctx.storage.delete(old);
  return profile;
}
