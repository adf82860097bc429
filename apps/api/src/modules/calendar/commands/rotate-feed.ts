import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { calendarFeeds } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';

const newFeedToken = () => randomBytes(32).toString('base64url');

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/feed/${token}.ics`;
}

/** The caller's feed, made on first ask (the URL is what they paste into Google, Outlook or Apple Calendar). */
export async function ensureFeed(db: Db, userId: string) {
  await db
    .insert(calendarFeeds)
    .values({ userId, token: newFeedToken() })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return feed!;
}

/** A new feed URL: the old one stops working at once (a leaked link is revoked by rotating). */
export async function rotateFeed(ctx: ServiceContext) {
  const user = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    await ensureFeed(tx, user.id);
    const [feed] = await tx
      .update(calendarFeeds)
      .set({ token: newFeedToken(), rotatedAt: ctx.now() })
      .where(eq(calendarFeeds.userId, user.id))
      .returning();
    await commitChange(tx, ctx, {
      audit: {
        action: 'calendar.feed_rotated',
        category: 'security',
        target: { type: 'user', id: user.id, label: user.email },
      },
    });
    return feed!;
  });
}
