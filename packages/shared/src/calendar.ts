// The calendar (001 §2 Calendar, §3 calendar event, §5 event form, §9 quick meeting; D17): events live in the
// database in UTC, each shown in the viewer's own time zone (their Settings), with attendees by e-mail, recurring
// series (RRULE), invitations with an .ics file, and a private iCalendar feed per user.
import { z } from 'zod';
import { ATTENDEE_RESPONSES, EVENT_TYPES } from './enums.ts';
import { boundedText, calendarDate, isoDateTime, uuid, wireText } from './schema-primitives.ts';

/** The spec's words (001 §5, §8) and ours where it is silent. */
export const CALENDAR_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  createFailed: 'Failed to create event. Please try again.',
  endBeforeStart: 'The end cannot be before the start.',
  invalidTime: 'Enter a time as HH:MM',
  invalidAttendees: 'Attendees must be e-mail addresses separated by commas.',
  tooManyAttendees: 'An event can have at most 100 attendees.',
  invalidTimeZone: 'Unknown time zone.',
  rangeTooLarge: 'Choose a range of at most 62 days.',
  rangeReversed: 'The range must end after it starts.',
  notFound: 'Event not found',
  notRecurring: 'This event does not repeat.',
  noSuchOccurrence: 'This event has no occurrence at that time.',
  notInvited: 'You are not invited to this event.',
  invalidLink: 'This invitation link is not valid.',
  onlyOrganizer: 'Only the organiser can change this event.',
} as const;

/** 001 §9: a quick meeting starts 5 minutes from now and lasts 30 minutes; 001 §7: its title is 'Team Meeting'. */
export const QUICK_MEETING = { title: 'Team Meeting', startsInMinutes: 5, minutes: 30 } as const;
/** 001 §2: Upcoming lists the first 5. */
export const UPCOMING_SHOWN = 5;
/** The longest window one list request may ask for (a month view with its leading and trailing weeks fits). */
export const MAX_RANGE_DAYS = 62;
export const MAX_ATTENDEES = 100;
/** A reminder notification goes out this long before an event starts. */
export const REMINDER_MINUTES = 15;

export const RECURRENCES = ['none', 'weekly', 'monthly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** Entries that are not events of the calendar: shown read-only, from projects and invoices. */
export const CALENDAR_SOURCES = ['event', 'project-deadline', 'invoice-due'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An IANA zone name the runtime knows (Settings' zone, the event's zone). */
export const timeZone = () =>
  boundedText({ max: 64 }).refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, CALENDAR_MESSAGES.invalidTimeZone);

const requiredText = (max: number) => boundedText({ max }).default('');
const wallTime = () => z.union([z.literal(''), wireText().regex(TIME, CALENDAR_MESSAGES.invalidTime)]).default('');
const wallDate = () => z.union([z.literal(''), calendarDate()]).default('');

/**
 * The event form (001 §3, §5): title, startDate, startTime, endDate, endTime, attendees (comma separated),
 * description, location, includeMeet. Title, start date and start time are required ('Please fill in all required
 * fields'); the end date defaults to the start date and the end time to the start time. Dates and times are wall-clock
 * in `timeZone` (the organiser's Settings zone when left out).
 */
export const eventFormBody = z
  .object({
    title: requiredText(200),
    startDate: wallDate(),
    startTime: wallTime(),
    endDate: wallDate(),
    endTime: wallTime(),
    attendees: boundedText({ max: 10_000 }).default(''),
    description: boundedText({ max: 5000 }).default(''),
    location: boundedText({ max: 300 }).default(''),
    includeMeet: z.boolean().default(false),
    type: z.enum(EVENT_TYPES).default('meeting'),
    recurrence: z.enum(RECURRENCES).default('none'),
    projectId: uuid().nullable().default(null),
    timeZone: timeZone().optional(),
  })
  .superRefine((form, ctx) => {
    for (const field of ['title', 'startDate', 'startTime'] as const) {
      if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: CALENDAR_MESSAGES.requiredFields });
    }
  });
export type EventFormBody = z.input<typeof eventFormBody>;
export type EventForm = z.output<typeof eventFormBody>;

/** One occurrence of a series changed (drag, or the form on that day): its original start and its new fields. */
export const occurrenceBody = z
  .object({
    occurrenceStart: isoDateTime,
    title: requiredText(200),
    startDate: wallDate(),
    startTime: wallTime(),
    endDate: wallDate(),
    endTime: wallTime(),
    description: boundedText({ max: 5000 }).default(''),
    location: boundedText({ max: 300 }).default(''),
  })
  .superRefine((form, ctx) => {
    for (const field of ['title', 'startDate', 'startTime'] as const) {
      if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: CALENDAR_MESSAGES.requiredFields });
    }
  });
export type OccurrenceBody = z.input<typeof occurrenceBody>;

export const occurrenceQuery = z.object({ occurrenceStart: isoDateTime });

export const quickMeetingBody = z.object({ attendees: boundedText({ max: 10_000 }).default('') });

export const respondBody = z.object({ response: z.enum(['accepted', 'declined', 'tentative']) });
export type EventResponse = z.infer<typeof respondBody>['response'];

/** A window of days in the viewer's zone: `from` inclusive, `to` exclusive, at most 62 days. */
export const calendarRangeQuery = z
  .object({ from: calendarDate(), to: calendarDate() })
  .superRefine(({ from, to }, ctx) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (!(days > 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.rangeReversed });
    else if (days > MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.rangeTooLarge });
  });
export type CalendarRangeQuery = z.input<typeof calendarRangeQuery>;

export const attendeeSchema = z.object({
  email: wireText(),
  displayName: wireText().nullable(),
  userId: wireText().nullable(),
  response: z.enum(ATTENDEE_RESPONSES),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const calendarEntrySchema = z.object({
  /** Unique in a list: the event id, plus the occurrence's start for a series, or the source row's id. */
  key: wireText(),
  source: z.enum(CALENDAR_SOURCES),
  /** The event's id (the source row's for deadlines and due dates). */
  id: wireText(),
  title: wireText(),
  description: wireText(),
  type: z.enum(EVENT_TYPES),
  location: wireText().nullable(),
  meetingUrl: wireText().nullable(),
  start: isoDateTime,
  end: isoDateTime,
  /** Wall-clock start and end in the viewer's zone, `2026-11-27T15:00:00` (what the calendar grid draws). */
  localStart: wireText(),
  localEnd: wireText(),
  allDay: z.boolean(),
  /** The zone the event was planned in (its wall-clock times and its series follow it). */
  timeZone: wireText(),
  recurrence: z.enum(RECURRENCES),
  /** For an occurrence of a series: its original start (the key of an edit of that one occurrence). */
  occurrenceStart: isoDateTime.nullable(),
  organizer: z.object({ id: wireText(), name: wireText(), email: wireText() }).nullable(),
  attendees: z.array(attendeeSchema),
  /** The viewer's own answer when invited. */
  myResponse: z.enum(ATTENDEE_RESPONSES).nullable(),
  /** Whether the viewer may move, edit or cancel it (the organiser, or an admin; never a deadline or a due date). */
  editable: z.boolean(),
  projectId: wireText().nullable(),
  projectName: wireText().nullable(),
  /** Where a read-only entry leads (the project, the invoice). */
  url: wireText().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/**
 * An entry of the month, week or day grid (GET /calendar/events): what the grid draws and what opening it needs,
 * nothing more. A busy month holds thousands: the event's text, place, organiser and attendee list are read when
 * it is opened (GET /calendar/events/:id, a whole `calendarEntrySchema`).
 */
export const calendarGridEntrySchema = calendarEntrySchema
  .pick({
    key: true,
    source: true,
    id: true,
    title: true,
    type: true,
    start: true,
    end: true,
    localStart: true,
    localEnd: true,
    allDay: true,
    occurrenceStart: true,
    myResponse: true,
    editable: true,
    url: true,
  })
  .extend({
    /** A deadline's or a due date's client (read-only entries have no details to open); null for an event. */
    description: wireText().nullable(),
  });
export type CalendarGridEntry = z.infer<typeof calendarGridEntrySchema>;

export const calendarRangeResponse = z.object({ timeZone: wireText(), entries: z.array(calendarGridEntrySchema) });
export type CalendarRange = z.infer<typeof calendarRangeResponse>;

/** One event as its details show it; with `occurrenceStart`, that occurrence of a series (its one-off changes in). */
export const calendarEventQuery = z.object({ occurrenceStart: isoDateTime.optional() });

/** Today's Events (all of today in the viewer's zone) and Upcoming (the first 5 after now). */
export const calendarAgendaResponse = z.object({
  timeZone: wireText(),
  today: z.array(calendarEntrySchema),
  upcoming: z.array(calendarEntrySchema),
});
export type CalendarAgenda = z.infer<typeof calendarAgendaResponse>;

export const calendarFeedResponse = z.object({
  url: wireText(),
  createdAt: isoDateTime,
  rotatedAt: isoDateTime.nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedResponse>;

/** The form's attendees: split on commas (and semicolons or new lines, as pasted from mail), trimmed, de-duplicated. */
export function splitAttendees(value: string): string[] {
  const seen = new Set<string>();
  for (const part of value.split(/[,;\n]/)) {
    const email = part.trim().toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
}
