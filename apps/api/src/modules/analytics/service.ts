import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';
import { deviceClass, newSessionHash, referrerSource, visitorHash } from './visitor.ts';

/** A visit ends after 30 minutes without a page view, as most analytics tools count it. */
const SESSION_GAP_MS = 30 * 60 * 1000;

export interface PageViewInput {
  path: string;
  referrer?: string;
  /** The landing URL's utm_source: the visit's source when it is a usable name. */
  utmSource?: string;
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
  const referred = referrerSource(input.referrer, input.ownHost);
  const host = referred.host;
  const source = campaignSource(input.utmSource) ?? referred.source;
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

/** A utm_source as a source name: lower-cased, letters, digits, dot, dash and underscore only, else none. */
export function campaignSource(value: string | undefined | null): string | null {
  const name = value?.trim().toLowerCase();
  return name && /^[a-z0-9][a-z0-9._-]{0,63}$/.test(name) ? name : null;
}

export interface VisitOf {
  secret: string;
  ip: string;
  userAgent: string;
  now?: Date;
}

/**
 * The first page view of the visit a request belongs to, found as the beacon found it (same daily-salted hash of
 * IP and user agent, nothing stored in the browser): the visitor's latest session today, then its first view.
 * Null when the site recorded no view for this visitor today.
 */
export async function visitOf(db: Db, input: VisitOf) {
  const now = input.now ?? new Date();
  const visitor = visitorHash(input.secret, input.ip, input.userAgent, now);
  const [latest] = await db
    .select({ sessionHash: pageViews.sessionHash })
    .from(pageViews)
    .where(eq(pageViews.visitorHash, visitor))
    .orderBy(desc(pageViews.createdAt))
    .limit(1);
  if (!latest) return null;
  const [first] = await db
    .select({ id: pageViews.id, path: pageViews.path, source: pageViews.referrerSource })
    .from(pageViews)
    .where(eq(pageViews.sessionHash, latest.sessionHash))
    .orderBy(asc(pageViews.createdAt), asc(pageViews.id))
    .limit(1);
  return first ?? null;
}
