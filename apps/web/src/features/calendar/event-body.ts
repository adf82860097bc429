// What a drag on the grid sends: the grid's entries carry no attendee list or text, so the move is written from the
// event's details (read on the drop), with the form's rules: the whole event, or one occurrence of a series.
import type { CalendarEntryOnWire } from './api/get-event';
import type { SaveEventInput } from './api/save-event';

/** The form's Attendees: everyone invited but the organiser (who is invited with the event), comma separated. */
export function inviteesOf(entry: Pick<CalendarEntryOnWire, 'attendees' | 'organizer'>): string {
  const organizer = entry.organizer?.email.toLowerCase();
  return entry.attendees
    .filter((a) => a.email !== organizer)
    .map((a) => a.email)
    .join(', ');
}

/** The save of a moved or resized entry: new wall-clock start and end (`2026-11-27T15:00`) in the viewer's zone. */
export function movedEvent(
  event: CalendarEntryOnWire,
  { start, end }: { start: string; end: string },
  timeZone: string,
): SaveEventInput {
  const fields = {
    title: event.title,
    description: event.description,
    location: event.location ?? '',
    startDate: start.slice(0, 10),
    startTime: start.slice(11, 16),
    endDate: end.slice(0, 10),
    endTime: end.slice(11, 16),
  };
  if (event.occurrenceStart) {
    return { kind: 'occurrence', id: event.id, body: { ...fields, occurrenceStart: event.occurrenceStart } };
  }
  return {
    kind: 'event',
    id: event.id,
    body: {
      ...fields,
      attendees: inviteesOf(event),
      includeMeet: event.meetingUrl !== null,
      type: event.type,
      recurrence: event.recurrence,
      projectId: event.projectId,
      timeZone,
    },
  };
}
