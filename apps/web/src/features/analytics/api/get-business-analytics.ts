import type { TimeRange } from '@agency/shared/insight-rules';
import type { businessAnalyticsResponse, insightsQuery } from '@agency/shared/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { browserUtcOffset } from './utc-offset';

export function getBusinessAnalytics(range: TimeRange, signal?: AbortSignal) {
  const params = searchParamsOf<typeof insightsQuery>({ range, utcOffset: browserUtcOffset() });
  return apiFetch(`/analytics/business?${params}`, { signal }, wireOf<typeof businessAnalyticsResponse>());
}

export const businessAnalyticsQueryOptions = (range: TimeRange) =>
  queryOptions({
    queryKey: ['analytics', 'business', range],
    queryFn: ({ signal }) => getBusinessAnalytics(range, signal),
  });

export function useBusinessAnalytics(range: TimeRange) {
  return useQuery({ ...businessAnalyticsQueryOptions(range), placeholderData: (previous) => previous });
}
