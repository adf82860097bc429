import type { DeviceClass } from '@agency/shared/enums';
import { pageViews } from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';

const DAY_HOURS = 24;
const SOURCES = ['google', 'direct', 'linkedin', 'google', 'newsletter', 'direct', 'github', 'bing'];
const DEVICES: DeviceClass[] = ['desktop', 'mobile', 'desktop', 'tablet', 'mobile', 'desktop'];
/** Paths a visit walks, from its landing page on. */
const WALKS = [
  ['/', '/services', '/pricing', '/contact'],
  ['/services'],
  ['/case-studies', '/case-studies/meridian-fleet', '/contact'],
  ['/pricing', '/faq'],
  ['/'],
  ['/portfolio', '/case-studies', '/services'],
  ['/faq'],
  ['/', '/portfolio'],
];

/**
 * Sixty days of first-party page views (D18) for Site Analytics: a few sessions a day, each from a source on a
 * device along a walk of pages a minute or two apart. Session and visitor hashes are made up, as the salted ones are.
 */
export async function seedSite(tx: Tx, clock: DemoClock) {
  const rows: (typeof pageViews.$inferInsert)[] = [];
  for (let day = 0; day < 60; day++) {
    const sessions = 4 + ((day * 7) % 9);
    for (let i = 0; i < sessions; i++) {
      const n = day * 13 + i;
      const walk = WALKS[n % WALKS.length]!;
      const start = clock.hoursAgo(day * DAY_HOURS + 1 + ((i * 5) % 20));
      walk.forEach((path, step) => {
        rows.push({
          path,
          referrerSource: step === 0 ? SOURCES[n % SOURCES.length]! : 'internal',
          deviceClass: DEVICES[n % DEVICES.length]!,
          visitorHash: `demo-visitor-${n}`,
          sessionHash: `demo-session-${n}`,
          createdAt: new Date(start.getTime() + step * (45 + ((n * 17) % 90)) * 1000),
        });
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(pageViews).values(rows.slice(i, i + 500));
  return { pageViews: rows.length };
}
