import { describe, expect, it } from 'vitest';
import type { CalendarEntryOnWire } from './api/get-event';
import { inviteesOf, movedEvent } from './event-body';

// The grid's entries no longer carry the attendee list: a drag is written from the event's details, and must keep
// every invitee, the meeting link, the type, the series and the project (an event saved without them would lose them).
const details: CalendarEntryOnWire = {
  key: 'e1',
  source: 'event',
  id: 'e1',
  title: 'Kick-off',
  description: 'Agenda',
  type: 'call',
  location: 'Room 4',
  meetingUrl: 'https://meet.jit.si/northstar-x',
  start: '2027-02-02T14:00:00.000Z',
  end: '2027-02-02T15:00:00.000Z',
  localStart: '2027-02-02T09:00:00',
  localEnd: '2027-02-02T10:00:00',
  allDay: false,
  timeZone: 'America/New_York',
  recurrence: 'none',
  occurrenceStart: null,
  organizer: { id: 'u1', name: 'Boss', email: 'Boss@Agency.example' },
  attendees: [
    { email: 'boss@agency.example', displayName: null, userId: 'u1', response: 'accepted' },
    { email: 'client@harbor.example', displayName: null, userId: 'u2', response: 'pending' },
    { email: 'guest@outside.example', displayName: null, userId: null, response: 'declined' },
  ],
  myResponse: 'accepted',
  editable: true,
  projectId: 'p1',
  projectName: 'Harbor storefront',
  url: null,
};

describe('a drag on the grid', () => {
  it('moves the whole event with every invitee but the organiser, its link, type and project', () => {
    expect(inviteesOf(details)).toBe('client@harbor.example, guest@outside.example');
    expect(movedEvent(details, { start: '2027-02-03T11:00', end: '2027-02-03T12:30' }, 'Europe/Berlin')).toEqual({
      kind: 'event',
      id: 'e1',
      body: {
        title: 'Kick-off',
        description: 'Agenda',
        location: 'Room 4',
        startDate: '2027-02-03',
        startTime: '11:00',
        endDate: '2027-02-03',
        endTime: '12:30',
        attendees: 'client@harbor.example, guest@outside.example',
        includeMeet: true,
        type: 'call',
        recurrence: 'none',
        projectId: 'p1',
        timeZone: 'Europe/Berlin',
      },
    });
  });

  it('moves one occurrence of a series by its original start, with that occurrence’s text', () => {
    const occurrence = { ...details, recurrence: 'weekly' as const, occurrenceStart: '2027-02-09T14:00:00.000Z' };
    expect(movedEvent(occurrence, { start: '2027-02-10T08:00', end: '2027-02-10T09:00' }, 'UTC')).toEqual({
      kind: 'occurrence',
      id: 'e1',
      body: {
        title: 'Kick-off',
        description: 'Agenda',
        location: 'Room 4',
        startDate: '2027-02-10',
        startTime: '08:00',
        endDate: '2027-02-10',
        endTime: '09:00',
        occurrenceStart: '2027-02-09T14:00:00.000Z',
      },
    });
  });
});
