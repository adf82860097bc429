import type { CalendarEntry, CalendarGridEntry } from '@agency/shared/calendar';
import { CALENDAR_MESSAGES, UPCOMING_SHOWN } from '@agency/shared/calendar';
import type { AttendeeResponse } from '@agency/shared/enums';
import {
  addDaysToWall,
  formatWallClock,
  instantOf,
  parseWallClock,
  startOfDayIn,
  todayIn,
} from '@agency/shared/zoned-time';
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEventExceptions, calendarEvents, eventAttendees, projects, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { gridEntries, overlapping } from './grid.ts';
import { readOnlyEntries } from './read-only.ts';
import { expand, type Occurrence, occurrenceAt, recurrenceOf, type SeriesException } from './recurrence.ts';
import { calendarScope, mayEdit } from './scope.ts';
import { floatingDay, local } from './wall.ts';
import { timeZoneOf } from './zone.ts';

export type EventRow = typeof calendarEvents.$inferSelect & {
  organizerName: string | null;
  organizerEmail: string | null;
  projectName: string | null;
};

const eventColumns = {
  event: calendarEvents,
  organizerName: users.name,
  organizerEmail: users.email,
  projectName: projects.name,
};

/** The events in scope that may have an occurrence overlapping [from, to): single events by time, series by start. */
export async function eventsOverlapping(db: Db, scope: SQL | undefined, from: Date, to: Date): Promise<EventRow[]> {
  const rows = await db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(users, eq(users.id, calendarEvents.organizerId))
    .leftJoin(projects, eq(projects.id, calendarEvents.projectId))
    .where(and(isNull(calendarEvents.cancelledAt), scope, overlapping(from, to)))
    .orderBy(asc(calendarEvents.startsAt));
  return rows.map(flatten);
}

function flatten(row: {
  event: typeof calendarEvents.$inferSelect;
  organizerName: string | null;
  organizerEmail: string | null;
  projectName: string | null;
}): EventRow {
  return {
    ...row.event,
    organizerName: row.organizerName,
    organizerEmail: row.organizerEmail,
    projectName: row.projectName,
  };
}

/** One event in the caller's scope (404 otherwise), cancelled ones excluded. */
export async function loadEvent(db: Db, caller: Caller, id: string): Promise<EventRow> {
  const [row] = await db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(users, eq(users.id, calendarEvents.organizerId))
    .leftJoin(projects, eq(projects.id, calendarEvents.projectId))
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt), calendarScope(caller)));
  if (!row) throw notFound(CALENDAR_MESSAGES.notFound);
  return flatten(row);
}

/** One event, or one occurrence of a series, as its details show it (GET /calendar/events/:id); 404 out of scope. */
export async function eventDetails(
  db: Db,
  caller: Caller,
  id: string,
  occurrenceStart: Date | undefined,
): Promise<CalendarEntry> {
  const [zone, event] = await Promise.all([timeZoneOf(db, caller.user.id), loadEvent(db, caller, id)]);
  const [attendees, exceptions] = await Promise.all([attendeesOf(db, [id]), exceptionsOf(db, event.rrule ? [id] : [])]);
  const occurrence = occurrenceAt(event, exceptions.get(id) ?? [], occurrenceStart);
  if (!occurrence) throw notFound(CALENDAR_MESSAGES.noSuchOccurrence);
  return entryOf(caller, zone, event, attendees.get(id) ?? [], occurrence);
}

export type AttendeeRow = {
  eventId: string;
  email: string;
  displayName: string | null;
  userId: string | null;
  response: AttendeeResponse;
};

export async function attendeesOf(db: Db, eventIds: string[]): Promise<Map<string, AttendeeRow[]>> {
  const map = new Map<string, AttendeeRow[]>();
  if (eventIds.length === 0) return map;
  const rows = await db
    .select({
      eventId: eventAttendees.eventId,
      email: eventAttendees.email,
      displayName: eventAttendees.displayName,
      userId: eventAttendees.userId,
      response: eventAttendees.response,
    })
    .from(eventAttendees)
    .where(inArray(eventAttendees.eventId, eventIds))
    .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.email));
  for (const row of rows) {
    const list = map.get(row.eventId) ?? [];
    list.push(row);
    map.set(row.eventId, list);
  }
  return map;
}

export async function exceptionsOf(db: Db, eventIds: string[]): Promise<Map<string, SeriesException[]>> {
  const map = new Map<string, SeriesException[]>();
  if (eventIds.length === 0) return map;
  const rows = await db
    .select()
    .from(calendarEventExceptions)
    .where(inArray(calendarEventExceptions.eventId, eventIds));
  for (const row of rows) {
    const list = map.get(row.eventId) ?? [];
    list.push(row);
    map.set(row.eventId, list);
  }
  return map;
}

/** The entries of events overlapping [from, to), series expanded, as the viewer sees them in `zone`. */
export async function eventEntries(
  db: Db,
  caller: Caller,
  zone: string,
  from: Date,
  to: Date,
  extra?: SQL,
): Promise<CalendarEntry[]> {
  const events = await eventsOverlapping(db, and(calendarScope(caller), extra), from, to);
  const ids = events.map((e) => e.id);
  const [attendees, exceptions] = await Promise.all([
    attendeesOf(db, ids),
    exceptionsOf(
      db,
      events.filter((e) => e.rrule).map((e) => e.id),
    ),
  ]);
  return events.flatMap((event) =>
    expand(event, exceptions.get(event.id) ?? [], from, to).map((occurrence) =>
      entryOf(caller, zone, event, attendees.get(event.id) ?? [], occurrence),
    ),
  );
}

/** The day each event starts on as a user sees it (`2027-01-12`): in their zone, an all-day event on its own date. */
export async function startDays(db: Db, userId: string, eventIds: string[]): Promise<Map<string, string>> {
  const [zone, rows] = await Promise.all([
    timeZoneOf(db, userId),
    db
      .select({ id: calendarEvents.id, startsAt: calendarEvents.startsAt, allDay: calendarEvents.allDay })
      .from(calendarEvents)
      .where(inArray(calendarEvents.id, eventIds)),
  ]);
  return new Map(
    rows.map((row) => [row.id, (row.allDay ? floatingDay(row.startsAt) : local(row.startsAt, zone)).slice(0, 10)]),
  );
}

/** One occurrence of an event as the viewer sees it in `zone`, with its people (the agenda's and the details'). */
export function entryOf(
  caller: Caller,
  zone: string,
  event: EventRow,
  people: AttendeeRow[],
  occurrence: Occurrence,
): CalendarEntry {
  const me = caller.user;
  const mine = people.find((p) => p.userId === me.id || p.email === me.email.toLowerCase());
  return {
    source: 'event',
    id: event.id,
    type: event.type,
    meetingUrl: event.meetingUrl,
    allDay: event.allDay,
    timeZone: event.timezone,
    recurrence: recurrenceOf(event.rrule),
    organizer: event.organizerId
      ? { id: event.organizerId, name: event.organizerName ?? '', email: event.organizerEmail ?? '' }
      : null,
    attendees: people.map(({ eventId: _, ...p }) => p),
    myResponse: mine?.response ?? null,
    editable: me.role !== 'CLIENT' && mayEdit(caller, event),
    projectId: event.projectId,
    projectName: event.projectName,
    url: null,
    key: event.rrule ? `${event.id}:${occurrence.occurrenceStart.toISOString()}` : event.id,
    title: occurrence.exception?.title ?? event.title,
    description: occurrence.exception?.description ?? event.description,
    location: occurrence.exception?.location ?? event.location,
    start: occurrence.startsAt,
    end: occurrence.endsAt,
    localStart: event.allDay ? floatingDay(occurrence.startsAt) : local(occurrence.startsAt, zone),
    localEnd: event.allDay ? floatingDay(occurrence.endsAt) : local(occurrence.endsAt, zone),
    occurrenceStart: event.rrule ? occurrence.occurrenceStart : null,
  };
}

const byStart = (a: { start: Date; key: string }, b: { start: Date; key: string }) =>
  a.start.getTime() - b.start.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The days [from, to) of the viewer's zone as the grid draws them: events, project deadlines and invoice due dates
 * (001 §2 Calendar). Read-only entries keep their client as `description`; the rest of theirs is not sent.
 */
export async function listRange(
  db: Db,
  caller: Caller,
  range: { from: string; to: string },
): Promise<{ timeZone: string; entries: CalendarGridEntry[] }> {
  const zone = await timeZoneOf(db, caller.user.id);
  const from = startOfDayIn(range.from, zone);
  const to = startOfDayIn(range.to, zone);
  const [events, readOnly] = await Promise.all([
    gridEntries(db, caller, zone, from, to),
    readOnlyEntries(db, caller, zone, range.from, range.to),
  ]);
  return { timeZone: zone, entries: [...events, ...readOnly].sort(byStart) };
}

/** Today's Events (the whole of today in the viewer's zone) and Upcoming: the first 5 starting after now. */
export async function agenda(db: Db, caller: Caller, now: Date) {
  const zone = await timeZoneOf(db, caller.user.id);
  const today = todayIn(zone, now);
  const dayStart = startOfDayIn(today, zone);
  const tomorrow = formatWallClock(addDaysToWall(parseWallClock(today), 1)).slice(0, 10);
  const dayEnd = startOfDayIn(tomorrow, zone);
  // Upcoming looks a month ahead: far enough for five entries in any real calendar, bounded for the query.
  const horizon = formatWallClock(addDaysToWall(parseWallClock(today), 31)).slice(0, 10);
  const [todays, todaysReadOnly, ahead, aheadReadOnly] = await Promise.all([
    eventEntries(db, caller, zone, dayStart, dayEnd),
    readOnlyEntries(db, caller, zone, today, tomorrow),
    eventEntries(db, caller, zone, now, instantOf(parseWallClock(horizon), zone)),
    readOnlyEntries(db, caller, zone, tomorrow, horizon),
  ]);
  const upcoming = [...ahead.filter((e) => e.start > now), ...aheadReadOnly].sort(byStart).slice(0, UPCOMING_SHOWN);
  return { timeZone: zone, today: [...todays, ...todaysReadOnly].sort(byStart), upcoming };
}

/**
 * The user's own occurrences overlapping [from, to): events they organise or attend without having declined, series
 * expanded with their one-off changes. The overview's Today's Events reads it, so it agrees with the calendar.
 */
export async function ownOccurrences(db: Db, userId: string, from: Date, to: Date) {
  const mine = sql`(${calendarEvents.organizerId} = ${userId} or exists (select 1 from ${eventAttendees} where ${and(
    eq(eventAttendees.eventId, calendarEvents.id),
    eq(eventAttendees.userId, userId),
    ne(eventAttendees.response, 'declined'),
  )}))`;
  const events = await eventsOverlapping(db, mine, from, to);
  const exceptions = await exceptionsOf(
    db,
    events.filter((e) => e.rrule).map((e) => e.id),
  );
  return events.flatMap((event) =>
    expand(event, exceptions.get(event.id) ?? [], from, to).map((o) => ({
      id: event.id,
      title: o.exception?.title ?? event.title,
      type: event.type,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      allDay: event.allDay,
      location: o.exception?.location ?? event.location,
      meetingUrl: event.meetingUrl,
      projectName: event.projectName,
    })),
  );
}
