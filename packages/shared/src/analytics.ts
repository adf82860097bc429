// The first-party analytics contract: POST /api/analytics/pageview (sent with navigator.sendBeacon).
import { z } from 'zod';
import { boundedText } from './schema-primitives.ts';

export const pageViewBody = z.object({
  path: boundedText({ max: 512, min: 1, trim: false }).regex(/^\/[^\s]*$/, 'path must be a site path'),
  referrer: boundedText({ max: 1024, trim: false }).optional(),
  /** The landing URL's utm_source, when it has one: it names the source better than the referrer (issue #21). */
  utmSource: boundedText({ max: 100 }).optional(),
});
export type PageViewBody = z.infer<typeof pageViewBody>;
