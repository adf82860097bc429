import type { EventResponse } from '@agency/shared/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { CALENDAR_KEY } from './keys';

const path = (id: string) => `/calendar/events/${encodeURIComponent(id)}`;

/** Cancel a whole event, or (with its original start) one occurrence of a series. */
export function cancelEvent({ id, occurrenceStart }: { id: string; occurrenceStart: string | null }) {
  const url = occurrenceStart
    ? `${path(id)}/occurrences?occurrenceStart=${encodeURIComponent(occurrenceStart)}`
    : path(id);
  return apiFetch(url, { method: 'DELETE' }, sentAs<void>());
}

export function respondToEvent({ id, response }: { id: string; response: EventResponse }) {
  return apiFetch(`${path(id)}/response`, { method: 'POST', body: { response } }, sentAs<void>());
}

/** Quick meeting (001 §9): Team Meeting in 5 minutes, 30 minutes long. */
export function quickMeeting() {
  return apiFetch('/calendar/quick-meeting', { method: 'POST', body: {} }, sentAs<{ id: string }>());
}

function useCalendarMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }) });
}

export const useCancelEvent = () => useCalendarMutation(cancelEvent);
export const useRespondToEvent = () => useCalendarMutation(respondToEvent);
export const useQuickMeeting = () => useCalendarMutation(quickMeeting);
