import type { calendarAgendaResponse } from '@agency/shared/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, wireOf } from '../../../lib/api';
import { CALENDAR_KEY } from './keys';

export type CalendarAgendaOnWire = z.input<typeof calendarAgendaResponse>;

export const agendaQueryOptions = () =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'agenda'],
    queryFn: ({ signal }) => apiFetch('/calendar/agenda', { signal }, wireOf<typeof calendarAgendaResponse>()),
  });

/** Today's Events and Upcoming (first 5). */
export function useAgenda() {
  return useQuery(agendaQueryOptions());
}
