import { accessFor } from '@agency/shared/permissions';
import { addDaysToWall, formatWallClock, parseWallClock, todayIn } from '@agency/shared/zoned-time';
import { and, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents, calendarFeeds, clientMembers, eventAttendees, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { activeAccount } from '../../lib/recipients.ts';
import { feedIcs, type IcsEvent } from './ics.ts';
import { exceptionsOf } from './queries.ts';
import { readOnlyEntries } from './read-only.ts';
import { calendarScope } from './scope.ts';
import { timeZoneOf } from './zone.ts';

const DAY_MS = 86_400_000;
/** How far back a feed reaches: enough history for a subscriber's recent weeks, bounded for the query. */
const HISTORY_DAYS = 90;

/** The caller a feed token stands for (an active account), or null: the feed answers 404 for any bad token. */
export async function feedOwner(db: Db, token: string): Promise<Caller | null> {
  const [row] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), activeAccount));
  if (!row) return null;
  const u = row.user;
  const access = accessFor(u.role, 'calendar:read');
  if (!access) return null;
  // The organisation of a CLIENT, as the session resolves it (plugins/auth.ts).
  const [membership] =
    u.role === 'CLIENT'
      ? await db.select({ clientId: clientMembers.clientId }).from(clientMembers).where(eq(clientMembers.userId, u.id))
      : [];
  return {
    access,
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      clientId: membership?.clientId ?? null,
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
      image: u.image,
      sessionId: '',
    },
  };
}

/** The subscriber's calendar as iCalendar text: their events in scope (series whole), deadlines and due dates. */
export async function feedText(db: Db, caller: Caller, now: Date): Promise<string> {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const rows = await db
    .select({ event: calendarEvents, organizerName: users.name, organizerEmail: users.email })
    .from(calendarEvents)
    .leftJoin(users, eq(users.id, calendarEvents.organizerId))
    .where(
      and(
        isNull(calendarEvents.cancelledAt),
        calendarScope(caller),
        or(gte(calendarEvents.endsAt, since), isNotNull(calendarEvents.rrule)),
      ),
    );
  const ids = rows.map((r) => r.event.id);
  const attendees = ids.length
    ? await db
        .select({
          eventId: eventAttendees.eventId,
          email: eventAttendees.email,
          displayName: eventAttendees.displayName,
          response: eventAttendees.response,
        })
        .from(eventAttendees)
        .where(inArray(eventAttendees.eventId, ids))
    : [];
  const byEvent = new Map<string, typeof attendees>();
  for (const a of attendees) byEvent.set(a.eventId, [...(byEvent.get(a.eventId) ?? []), a]);
  const exceptions = await exceptionsOf(
    db,
    rows.filter((r) => r.event.rrule).map((r) => r.event.id),
  );
  const events: IcsEvent[] = rows.map(({ event, organizerName, organizerEmail }) => ({
    ...event,
    organizer: organizerEmail ? { name: organizerName ?? '', email: organizerEmail } : null,
    attendees: byEvent.get(event.id) ?? [],
    exceptions: exceptions.get(event.id) ?? [],
  }));
  const zone = await timeZoneOf(db, caller.user.id);
  const today = todayIn(zone, now);
  const shift = (days: number) => formatWallClock(addDaysToWall(parseWallClock(today), days)).slice(0, 10);
  const readOnly = await readOnlyEntries(db, caller, zone, shift(-HISTORY_DAYS), shift(365));
  return feedIcs('Northstar Digital', events, (calendar) => {
    for (const entry of readOnly) {
      const [y, m, d] = entry.localStart.slice(0, 10).split('-').map(Number) as [number, number, number];
      calendar.createEvent({
        id: entry.key.replace(':', '-'),
        allDay: true,
        start: new Date(Date.UTC(y, m - 1, d)),
        end: new Date(Date.UTC(y, m - 1, d + 1)),
        summary: entry.source === 'invoice-due' ? `Invoice ${entry.title} due` : `Deadline: ${entry.title}`,
        description: entry.description,
      });
    }
  });
}
