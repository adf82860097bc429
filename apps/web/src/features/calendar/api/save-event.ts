import type { EventFormBody, OccurrenceBody } from '@agency/shared/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { CALENDAR_KEY } from './keys';

export type SaveEventInput =
  | { kind: 'event'; id: string | null; body: EventFormBody }
  | { kind: 'occurrence'; id: string; body: OccurrenceBody };

/** Create New Event (POST), edit, move or resize a whole event (PUT), or one occurrence of a series. */
export function saveEvent(input: SaveEventInput): Promise<unknown> {
  if (input.kind === 'occurrence') {
    return apiFetch(
      `/calendar/events/${encodeURIComponent(input.id)}/occurrences`,
      { method: 'PUT', body: input.body },
      sentAs<void>(),
    );
  }
  return input.id
    ? apiFetch(
        `/calendar/events/${encodeURIComponent(input.id)}`,
        { method: 'PUT', body: input.body },
        sentAs<{ id: string }>(),
      )
    : apiFetch('/calendar/events', { method: 'POST', body: input.body }, sentAs<{ id: string }>());
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}
