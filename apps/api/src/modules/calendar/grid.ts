import type { CalendarGridEntry } from '@agency/shared/calendar';
import type { AttendeeResponse } from '@agency/shared/enums';
import { and, asc, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { expand, type SeriesException } from './recurrence.ts';
import { calendarScope, mayEdit } from './scope.ts';
import { floatingDay, local } from './wall.ts';

/**
 * The events that may have an occurrence overlapping [from, to): single events by their span, series by start. Each
 * arm matches its index (calendar_events_span_idx, calendar_events_recurring_idx); `ends_at >= from` follows from the
 * rest (an event ends at or after its start) and bounds the span index's scan.
 */
export function overlapping(from: Date, to: Date): SQL {
  const { startsAt, endsAt, rrule, cancelledAt } = calendarEvents;
  return sql`((${rrule} is null and ${cancelledAt} is null and ${endsAt} >= ${from} and ${startsAt} < ${to}
      and (${endsAt} > ${from} or ${startsAt} >= ${from}))
    or (${rrule} is not null and ${startsAt} < ${to}))`;
}

type ExceptionOnWire = Omit<SeriesException, 'occurrenceStart' | 'startsAt' | 'endsAt'> & {
  occurrenceStart: string;
  startsAt: string | null;
  endsAt: string | null;
};

const exceptionFields = sql.raw(`'occurrenceStart', x.occurrence_start, 'cancelled', x.cancelled,
  'startsAt', x.starts_at, 'endsAt', x.ends_at, 'title', x.title, 'description', x.description, 'location', x.location`);

// Drizzle writes a selected column unqualified, which a subquery would read as its own table's: name it in full.
const eventId = sql.raw('"calendar_events"."id"');

const atOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The grid's entries of events overlapping [from, to) in `zone` (GET /calendar/events): one statement reads each
 * event's own columns, the viewer's answer and a series' one-off changes (as JSON); no attendee list, no organiser,
 * no text beyond the title — opening an entry reads those (details.ts).
 */
export async function gridEntries(
  db: Db,
  caller: Caller,
  zone: string,
  from: Date,
  to: Date,
): Promise<CalendarGridEntry[]> {
  const me = caller.user;
  const rows = await db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      type: calendarEvents.type,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      allDay: calendarEvents.allDay,
      timezone: calendarEvents.timezone,
      rrule: calendarEvents.rrule,
      organizerId: calendarEvents.organizerId,
      // The viewer's own invitation (the first, as the details read it), by account or by address.
      myResponse: sql<AttendeeResponse | null>`(select a.response from event_attendees a
        where a.event_id = ${eventId} and (a.user_id = ${me.id} or a.email = ${me.email.toLowerCase()})
        order by a.created_at, a.email limit 1)`,
      exceptions: sql<ExceptionOnWire[] | string | null>`case when ${calendarEvents.rrule} is not null then
        (select json_agg(json_build_object(${exceptionFields})) from calendar_event_exceptions x
          where x.event_id = ${eventId}) end`,
    })
    .from(calendarEvents)
    .where(and(isNull(calendarEvents.cancelledAt), calendarScope(caller), overlapping(from, to)))
    .orderBy(asc(calendarEvents.startsAt));

  const entries: CalendarGridEntry[] = [];
  for (const event of rows) {
    const editable = me.role !== 'CLIENT' && mayEdit(caller, event);
    const wire = typeof event.exceptions === 'string' ? JSON.parse(event.exceptions) : event.exceptions;
    const exceptions: SeriesException[] = ((wire ?? []) as ExceptionOnWire[]).map((x) => ({
      ...x,
      occurrenceStart: new Date(x.occurrenceStart),
      startsAt: atOrNull(x.startsAt),
      endsAt: atOrNull(x.endsAt),
    }));
    for (const occurrence of expand(event, exceptions, from, to)) {
      entries.push({
        key: event.rrule ? `${event.id}:${occurrence.occurrenceStart.toISOString()}` : event.id,
        source: 'event',
        id: event.id,
        title: occurrence.exception?.title ?? event.title,
        type: event.type,
        start: occurrence.startsAt,
        end: occurrence.endsAt,
        localStart: event.allDay ? floatingDay(occurrence.startsAt) : local(occurrence.startsAt, zone),
        localEnd: event.allDay ? floatingDay(occurrence.endsAt) : local(occurrence.endsAt, zone),
        allDay: event.allDay,
        occurrenceStart: event.rrule ? occurrence.occurrenceStart : null,
        myResponse: event.myResponse,
        editable,
        url: null,
        description: null,
      });
    }
  }
  return entries;
}
