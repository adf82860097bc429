import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { attendeeResponseEnum, eventTypeEnum } from './enums.ts';
import { projects } from './projects.ts';

/** Calendar events live in the database (D17); the id doubles as the iCalendar UID. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: eventTypeEnum('type').notNull().default('meeting'),
    location: text('location'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** IANA zone the event was created in, for the .ics DTSTART. */
    timezone: text('timezone').notNull().default('America/New_York'),
    meetingUrl: text('meeting_url'),
    /** RFC 5545 RRULE value (e.g. FREQ=WEEKLY), expanded in `timezone` wall-clock time; null for a single event. */
    rrule: text('rrule'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    organizerId: uuid('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    /** iCalendar SEQUENCE: bumped on each change so mail clients replace the earlier invitation. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_events_starts_at_idx').on(t.startsAt),
    index('calendar_events_organizer_id_idx').on(t.organizerId),
    index('calendar_events_project_id_idx').on(t.projectId),
    index('calendar_events_type_idx').on(t.type),
    // A window's query reads the single events by start and every series that began before the window's end.
    index('calendar_events_recurring_idx').on(t.startsAt).where(sql`${t.rrule} is not null`),
    // Global search (search/window.ts): the title's trigrams for a rare word, the newest first for a common one. No
    // pending list (ADR 0012): a search never reads unmerged entries row by row.
    index('calendar_events_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('calendar_events_created_at_id_idx').on(t.createdAt, t.id),
    // ... and the single ones by their span: ends at or after the window's start, starts before its end (the month).
    index('calendar_events_span_idx')
      .on(t.endsAt, t.startsAt)
      .where(sql`${t.rrule} is null and ${t.cancelledAt} is null`),
    check('calendar_events_time_ordered', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * One occurrence of a recurring event moved, edited or cancelled (iCalendar RECURRENCE-ID / EXDATE). Keyed by the
 * occurrence's original start; null fields keep the series' value.
 */
export const calendarEventExceptions = pgTable(
  'calendar_event_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamptz('occurrence_start').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    title: text('title'),
    description: text('description'),
    location: text('location'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('calendar_event_exceptions_occurrence_unique').on(t.eventId, t.occurrenceStart)],
);

/** Attendees by e-mail; user_id is set when the address belongs to an account. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    displayName: text('display_name'),
    response: attendeeResponseEnum('response').notNull().default('pending'),
    respondedAt: timestamptz('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('event_attendees_event_email_unique').on(t.eventId, t.email),
    // An event's people in the order they were invited: the details' list, and the grid's "my answer" per event.
    index('event_attendees_event_order_idx').on(t.eventId, t.createdAt, t.email),
    index('event_attendees_user_id_idx').on(t.userId),
  ],
);

/**
 * Each user's private iCalendar feed (D17). The token is kept in clear because the user must be
 * able to copy their feed URL again; it grants read-only access and rotating it revokes the old URL.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
  rotatedAt: timestamptz('rotated_at'),
});
