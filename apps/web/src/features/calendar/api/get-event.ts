import type { calendarEntrySchema, calendarEventQuery } from '@agency/shared/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { CALENDAR_KEY } from './keys';
import type { CalendarGridEntryOnWire } from './list-events';

/** A whole entry: its people, text, place and meeting link (the agenda's entries, an opened event's details). */
export type CalendarEntryOnWire = z.input<typeof calendarEntrySchema>;

/** The event an entry of the grid names: the event, or one occurrence of a series by its original start. */
export type EventRef = Pick<CalendarGridEntryOnWire, 'id' | 'occurrenceStart'>;

export function getEvent({ id, occurrenceStart }: EventRef, signal?: AbortSignal): Promise<CalendarEntryOnWire> {
  const query = occurrenceStart ? `?${searchParamsOf<typeof calendarEventQuery>({ occurrenceStart })}` : '';
  return apiFetch(
    `/calendar/events/${encodeURIComponent(id)}${query}`,
    { signal },
    wireOf<typeof calendarEntrySchema>(),
  );
}

// Under CALENDAR_KEY: an answer, an edit or a live `calendar.updated` refetches an open event's details too.
export const eventQueryOptions = (ref: EventRef) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'event', ref.id, ref.occurrenceStart ?? null],
    queryFn: ({ signal }) => getEvent(ref, signal),
  });

/** An entry's details: read on open for an event; a deadline or a due date has none beyond what the grid holds. */
export function useEntryDetails(entry: CalendarGridEntryOnWire | CalendarEntryOnWire) {
  return useQuery({
    ...eventQueryOptions(entry),
    enabled: entry.source === 'event',
    // An agenda entry is whole already: shown at once, then refreshed.
    placeholderData: 'attendees' in entry ? entry : undefined,
  });
}
