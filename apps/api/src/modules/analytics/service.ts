import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';
import { deviceClass, newSessionHash, referrerSource, visitorHash } from './visitor.ts';

/** A visit ends after 30 minutes without a page view, as most analytics tools count it. */
const SESSION_GAP_MS = 30 * 60 * 1000;

export interface PageViewInput {
  path: string;
  referrer?: string;
  ip: string;
  userAgent: string;
  ownHost: string;
  secret: string;
  now?: Date;
}

export async function recordPageView(db: Db, input: PageViewInput): Promise<void> {
  const now = input.now ?? new Date();
  const visitor = visitorHash(input.secret, input.ip, input.userAgent, now);
  const [previous] = await db
    .select({ sessionHash: pageViews.sessionHash })
    .from(pageViews)
    .where(and(eq(pageViews.visitorHash, visitor), gt(pageViews.createdAt, new Date(now.getTime() - SESSION_GAP_MS))))
    .orderBy(desc(pageViews.createdAt))
    .limit(1);
  const { source, host } = referrerSource(input.referrer, input.ownHost);
  await db.insert(pageViews).values({
    path: input.path,
    referrerSource: source,
    referrerHost: host,
    deviceClass: deviceClass(input.userAgent),
    visitorHash: visitor,
    sessionHash: previous?.sessionHash ?? newSessionHash(visitor, now),
    createdAt: now,
  });
}
