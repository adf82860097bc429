import type { TimeRange } from '@agency/shared/insight-rules';
import type { insightsQuery, siteAnalyticsResponse } from '@agency/shared/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { browserUtcOffset } from './utc-offset';

export function getSiteAnalytics(range: TimeRange, signal?: AbortSignal) {
  const params = searchParamsOf<typeof insightsQuery>({ range, utcOffset: browserUtcOffset() });
  return apiFetch(`/analytics/site?${params}`, { signal }, wireOf<typeof siteAnalyticsResponse>());
}

export const siteAnalyticsQueryOptions = (range: TimeRange) =>
  queryOptions({ queryKey: ['analytics', 'site', range], queryFn: ({ signal }) => getSiteAnalytics(range, signal) });

export function useSiteAnalytics(range: TimeRange) {
  return useQuery({ ...siteAnalyticsQueryOptions(range), placeholderData: (previous) => previous });
}
