import type { PreviewOnWire, previewQuery, previewResponse } from '@agency/shared/payroll-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { PAYROLL_KEYS } from './keys';

export function getPreview(periodStart: string, periodEnd: string, signal?: AbortSignal): Promise<PreviewOnWire> {
  const params = searchParamsOf<typeof previewQuery>({ periodStart, periodEnd });
  return apiFetch(`/payroll/preview?${params}`, { signal }, wireOf<typeof previewResponse>());
}

/** The Process Payroll summary for the chosen period (asked only once both dates are set). */
export function usePreview(periodStart: string, periodEnd: string, enabled: boolean) {
  return useQuery({
    queryKey: PAYROLL_KEYS.preview(periodStart, periodEnd),
    queryFn: ({ signal }) => getPreview(periodStart, periodEnd, signal),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
