import { DEFAULT_TIME_RANGE, TIME_RANGES, type TimeRange } from '@agency/shared/insight-rules';

/** The range a URL asks for (`?range=`), the default when it names none we know. */
export function rangeFrom(search: URLSearchParams | string, allowed: readonly TimeRange[] = TIME_RANGES): TimeRange {
  const value = new URLSearchParams(search).get('range');
  return (allowed as readonly string[]).includes(value ?? '') ? (value as TimeRange) : DEFAULT_TIME_RANGE;
}
