import type { TimeRange } from '@agency/shared/insight-rules';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** all_time's chart starts at its first month, at most this many months back. */
const MAX_MONTHS = 120;

export interface Period {
  from: Date;
  to: Date;
}

export interface RangePeriods {
  /** from is null for all_time (every row before `to`). */
  current: { from: Date | null; to: Date };
  /** The period of equal length just before (calendar months for the month ranges); null for all_time. */
  previous: Period | null;
  bucket: 'hour' | 'day' | 'month';
}

/**
 * The chosen range as instants in the browser's days and months (001 §9's eight ranges). Every range ends where its
 * last day (or month) ends, so the chart's buckets are whole; rows are never in the future, so the end is "now".
 */
export function rangePeriods(range: TimeRange, now: Date, utcOffset: number): RangePeriods {
  const offsetMs = utcOffset * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const dayStart = Date.UTC(y, m, d) - offsetMs;
  const monthStart = (shift: number) => new Date(Date.UTC(y, m + shift, 1) - offsetMs);
  const days = (from: number, to: number): RangePeriods => ({
    current: { from: new Date(from), to: new Date(to) },
    previous: { from: new Date(from - (to - from)), to: new Date(from) },
    bucket: to - from <= DAY_MS ? 'hour' : 'day',
  });
  const months = (count: number): RangePeriods => ({
    current: { from: monthStart(1 - count), to: monthStart(1) },
    previous: { from: monthStart(1 - 2 * count), to: monthStart(1 - count) },
    bucket: 'month',
  });
  switch (range) {
    case 'today':
      return days(dayStart, dayStart + DAY_MS);
    case 'yesterday':
      return days(dayStart - DAY_MS, dayStart);
    case 'last_7_days':
      return days(dayStart + DAY_MS - 7 * DAY_MS, dayStart + DAY_MS);
    case 'last_30_days':
      return days(dayStart + DAY_MS - 30 * DAY_MS, dayStart + DAY_MS);
    case 'last_90_days':
      return days(dayStart + DAY_MS - 90 * DAY_MS, dayStart + DAY_MS);
    case 'last_6_months':
      return months(6);
    case 'last_year':
      return months(12);
    case 'all_time':
      return { current: { from: null, to: monthStart(1) }, previous: null, bucket: 'month' };
  }
}

/**
 * The first instant of each chart bucket from `from` to `to`. For all_time, `from` is the first row's instant and
 * the buckets start at its month (at most MAX_MONTHS back; older rows fall in the first bucket).
 */
export function bucketStarts(bucket: RangePeriods['bucket'], from: Date, to: Date, utcOffset: number): Date[] {
  const starts: Date[] = [];
  if (bucket !== 'month') {
    const step = bucket === 'hour' ? HOUR_MS : DAY_MS;
    for (let t = from.getTime(); t < to.getTime(); t += step) starts.push(new Date(t));
    return starts;
  }
  const offsetMs = utcOffset * 60_000;
  const local = new Date(from.getTime() + offsetMs);
  const end = new Date(to.getTime() + offsetMs);
  const total = (end.getUTCFullYear() - local.getUTCFullYear()) * 12 + end.getUTCMonth() - local.getUTCMonth();
  const count = Math.min(Math.max(total, 1), MAX_MONTHS);
  for (let i = count; i > 0; i--) {
    starts.push(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - i, 1) - offsetMs));
  }
  return starts;
}
