import type { BusinessAnalyticsOnWire } from '@agency/shared/insights';

type Formatters = { date: (value: string | Date, options?: Intl.DateTimeFormatOptions) => string };

/** A bucket's label by its size: an hour, a day or a month. */
export function bucketLabel(start: string, bucket: BusinessAnalyticsOnWire['bucket'], format: Formatters): string {
  if (bucket === 'hour') return format.date(start, { hour: 'numeric' });
  if (bucket === 'day') return format.date(start, { day: 'numeric', month: 'short' });
  return format.date(start, { month: 'short', year: '2-digit' });
}
