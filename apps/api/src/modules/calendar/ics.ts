import type { AttendeeResponse } from '@agency/shared/enums';
import { type WallClock, wallClockAt } from '@agency/shared/zoned-time';
import ical, { ICalAttendeeStatus, type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { SeriesException } from './recurrence.ts';

/** What an .ics VEVENT needs of an event (the stored row, its organiser and attendees, its exceptions). */
export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  location: string | null;
  meetingUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  timezone: string;
  rrule: string | null;
  sequence: number;
  cancelled?: boolean;
  updatedAt: Date;
  organizer: { name: string; email: string } | null;
  attendees: { email: string; displayName: string | null; response: AttendeeResponse }[];
  exceptions: SeriesException[];
}

const PARTSTAT: Record<AttendeeResponse, ICalAttendeeStatus> = {
  pending: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
  tentative: ICalAttendeeStatus.TENTATIVE,
};

// ical-generator writes a Date's UTC fields after the TZID, so each instant goes in as its wall clock in the zone.
const asWall = (w: WallClock) => new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
const inZone = (instant: Date, zone: string) => asWall(wallClockAt(instant, zone));
const pad = (n: number) => String(n).padStart(2, '0');
const icsLocal = (instant: Date, zone: string) => {
  const w = wallClockAt(instant, zone);
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
};

function describe(event: IcsEvent): string {
  return [event.description, event.meetingUrl ? `Join: ${event.meetingUrl}` : ''].filter(Boolean).join('\n\n');
}

/** Adds the event (and, for a series, a VEVENT per changed occurrence) to a calendar. */
export function addEvent(calendar: ICalCalendar, event: IcsEvent): void {
  const zone = event.timezone;
  const cancelledDates = event.exceptions
    .filter((e) => e.cancelled)
    .map((e) => `EXDATE;TZID=${zone}:${icsLocal(e.occurrenceStart, zone)}`);
  const common = {
    id: event.id,
    sequence: event.sequence,
    stamp: event.updatedAt,
    lastModified: event.updatedAt,
    organizer: event.organizer ? { name: event.organizer.name, email: event.organizer.email } : null,
    attendees: event.attendees.map((a) => ({
      email: a.email,
      name: a.displayName ?? undefined,
      rsvp: true,
      status: PARTSTAT[a.response],
    })),
    url: event.meetingUrl,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
  calendar.createEvent({
    ...common,
    ...(event.allDay
      ? // All-day events are dates stored from midnight UTC (queries.ts): DTSTART;VALUE=DATE of that day.
        { allDay: true, start: event.startsAt, end: event.endsAt }
      : { timezone: zone, start: inZone(event.startsAt, zone), end: inZone(event.endsAt, zone) }),
    summary: event.title,
    description: describe(event),
    location: event.location || null,
    repeating: event.rrule ? [`RRULE:${event.rrule}`, ...cancelledDates].join('\n') : null,
  });
  if (!event.rrule) return;
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  for (const exception of event.exceptions.filter((e) => !e.cancelled)) {
    const start = exception.startsAt ?? exception.occurrenceStart;
    const end = exception.endsAt ?? new Date(start.getTime() + duration);
    calendar.createEvent({
      ...common,
      timezone: zone,
      recurrenceId: inZone(exception.occurrenceStart, zone),
      start: inZone(start, zone),
      end: inZone(end, zone),
      summary: exception.title ?? event.title,
      description: describe({ ...event, description: exception.description ?? event.description }),
      location: exception.location ?? event.location ?? null,
    });
  }
}

const PROD_ID = { company: 'Northstar Digital', product: 'Client Portal', language: 'EN' };

/**
 * The VTIMEZONE of an IANA zone (RFC 5545 §3.6.5: one for each TZID the file uses), from the IANA database as
 * timezones-ical-library ships it. Without it a client that keeps no zone database of its own (Outlook, several
 * phone calendars) reads the TZID times as floating or UTC, and a weekly 09:00 in New York moves by an hour across
 * the DST change. An alias (`UTC` for `Etc/UTC`) keeps the name the events use.
 */
export function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  if (!Array.isArray(block) || !block[0]) return null;
  return block[0].replace(/^TZID:.*$/m, `TZID:${zone}`);
}

/** ical-generator writes a VTIMEZONE for each event's zone with this; the calendar itself keeps no zone (name null). */
const TIMEZONES = { name: null, generator: vtimezone };

/** An invitation (METHOD:REQUEST) or its withdrawal (METHOD:CANCEL), for the mail's attachment. */
export function invitationIcs(event: IcsEvent, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = ical({
    prodId: PROD_ID,
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    timezone: TIMEZONES,
  });
  addEvent(calendar, { ...event, cancelled: method === 'CANCEL' });
  return calendar.toString();
}

/** A subscriber's feed (METHOD:PUBLISH): every event of theirs, series as RRULE with their exceptions. */
export function feedIcs(name: string, events: IcsEvent[], extra: (calendar: ICalCalendar) => void = () => {}): string {
  const calendar = ical({
    prodId: PROD_ID,
    name,
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
    timezone: TIMEZONES,
  });
  for (const event of events) addEvent(calendar, event);
  extra(calendar);
  return calendar.toString();
}
