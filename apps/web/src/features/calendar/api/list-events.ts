import type { CalendarRangeQuery, calendarRangeQuery, calendarRangeResponse } from '@agency/shared/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { CALENDAR_KEY } from './keys';

export type CalendarRangeOnWire = z.input<typeof calendarRangeResponse>;
/** What the grid draws of an entry; the rest is read on open (get-event.ts). */
export type CalendarGridEntryOnWire = CalendarRangeOnWire['entries'][number];

/** The days [from, to) of the viewer's zone (their Settings): events, deadlines and due dates. */
export function listEvents(range: CalendarRangeQuery, signal?: AbortSignal): Promise<CalendarRangeOnWire> {
  const params = searchParamsOf<typeof calendarRangeQuery>(range);
  return apiFetch(`/calendar/events?${params}`, { signal }, wireOf<typeof calendarRangeResponse>());
}

export const eventsQueryOptions = (range: CalendarRangeQuery) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'events', range],
    queryFn: ({ signal }) => listEvents(range, signal),
    placeholderData: keepPreviousData,
  });

export function useEvents(range: CalendarRangeQuery | null) {
  return useQuery({ ...eventsQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null });
}
