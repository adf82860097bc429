import { createHash, createHmac } from 'node:crypto';
import type { DeviceClass } from '@agency/shared/enums';

/**
 * A visitor id that identifies no one: a hash of IP and user agent salted with a key that
 * changes every UTC day and is derived from the server secret, so ids cannot be joined across
 * days or recomputed without the secret. Nothing is stored in the browser (D18).
 */
export function visitorHash(secret: string, ip: string, userAgent: string, now: Date): string {
  const dailySalt = createHmac('sha256', secret)
    .update(`page-views:${now.toISOString().slice(0, 10)}`)
    .digest();
  return createHash('sha256').update(dailySalt).update(ip).update('\0').update(userAgent).digest('base64url');
}

export function newSessionHash(visitor: string, now: Date): string {
  return createHash('sha256').update(visitor).update(String(now.getTime())).digest('base64url').slice(0, 22);
}

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Nexus (7|9|10)|SM-T|Kindle|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

const KNOWN_SOURCES: [RegExp, string][] = [
  [/(^|\.)google\./, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)linkedin\.com$|(^|\.)lnkd\.in$/, 'linkedin'],
  [/(^|\.)(twitter|x)\.com$|^t\.co$/, 'twitter'],
  [/(^|\.)facebook\.com$|^fb\.me$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)github\.com$/, 'github'],
];

/** Where a visit came from: 'direct', 'internal', a known network, or the referring host. */
export function referrerSource(referrer: string | undefined, ownHost: string): { source: string; host: string | null } {
  if (!referrer) return { source: 'direct', host: null };
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return { source: 'direct', host: null };
  }
  if (host === ownHost) return { source: 'internal', host };
  const known = KNOWN_SOURCES.find(([pattern]) => pattern.test(host));
  return { source: known ? known[1] : host.replace(/^www\./, ''), host };
}
