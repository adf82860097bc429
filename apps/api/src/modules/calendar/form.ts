import { CALENDAR_MESSAGES, type EventForm, MAX_ATTENDEES, splitAttendees } from '@agency/shared/calendar';
import { emailAddress } from '@agency/shared/schema-primitives';
import { instantOf, parseWallClock } from '@agency/shared/zoned-time';
import { badRequest } from '../../lib/errors.ts';

type Times = Pick<EventForm, 'startDate' | 'startTime' | 'endDate' | 'endTime'>;

/**
 * The form's wall-clock fields as instants in `zone` (001 §5): the end date defaults to the start date and the end
 * time to the start time; an end before the start is refused.
 */
export function instantsOf(form: Times, zone: string): { startsAt: Date; endsAt: Date } {
  const startsAt = instantOf(parseWallClock(form.startDate, form.startTime), zone);
  const endsAt = instantOf(parseWallClock(form.endDate || form.startDate, form.endTime || form.startTime), zone);
  if (endsAt < startsAt)
    throw badRequest(CALENDAR_MESSAGES.endBeforeStart, { endTime: CALENDAR_MESSAGES.endBeforeStart });
  return { startsAt, endsAt };
}

const address = emailAddress({ invalid: CALENDAR_MESSAGES.invalidAttendees });

/** The attendees field: split on commas and trimmed (001 §5), each a valid address, at most 100. */
export function attendeeEmails(value: string, organizerEmail?: string): string[] {
  const emails = splitAttendees(value).filter((email) => email !== organizerEmail?.toLowerCase());
  if (emails.length > MAX_ATTENDEES)
    throw badRequest(CALENDAR_MESSAGES.tooManyAttendees, { attendees: CALENDAR_MESSAGES.tooManyAttendees });
  for (const email of emails) {
    if (!address.safeParse(email).success) {
      throw badRequest(CALENDAR_MESSAGES.invalidAttendees, { attendees: CALENDAR_MESSAGES.invalidAttendees });
    }
  }
  return emails;
}

/** "Include meeting link" (D17): the configured base plus an unguessable room name, the same shape as the seed's. */
export function meetingUrlFor(base: string, eventId: string): string {
  return new URL(
    `northstar-${eventId.replaceAll('-', '').slice(0, 16)}`,
    base.endsWith('/') ? base : `${base}/`,
  ).toString();
}
