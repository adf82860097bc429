import { randomUUID } from 'node:crypto';
import type { AttendeeResponse, EventType } from '@agency/shared/enums';
import { calendarEvents, eventAttendees } from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { DemoPeople, PersonKey } from './demo-people.ts';
import type { DemoProjects, ProjectKey } from './demo-projects.ts';

interface EventSeed {
  title: string;
  description: string;
  type: EventType;
  project?: ProjectKey;
  organizer: PersonKey;
  /** Day from today and UTC start time; all-day events ignore the time. */
  day: number;
  start?: [hour: number, minute: number];
  minutes?: number;
  allDay?: boolean;
  location?: string;
  online?: boolean;
  /** A series (RRULE, expanded in the organiser's zone); its first occurrence is `day`. */
  rrule?: string;
  attendees: [PersonKey, AttendeeResponse][];
}

/** Events today, tomorrow and through the week, two recent ones, and two series with clients (D17). */
const EVENTS: EventSeed[] = [
  {
    title: 'Harbor & Pine weekly check-in',
    description: 'Progress, blockers and decisions needed from the Harbor & Pine team.',
    type: 'call',
    project: 'replatform',
    organizer: 'jordan',
    day: -13,
    start: [17, 0],
    minutes: 30,
    online: true,
    rrule: 'FREQ=WEEKLY',
    attendees: [
      ['sam', 'accepted'],
      ['olivia', 'accepted'],
    ],
  },
  {
    title: 'Vitalis monthly retainer review',
    description: 'Hours used, the support backlog and next month’s priorities.',
    type: 'meeting',
    project: 'patientPortal',
    organizer: 'admin',
    day: -20,
    start: [18, 0],
    minutes: 45,
    online: true,
    rrule: 'FREQ=MONTHLY',
    attendees: [
      ['nina', 'accepted'],
      ['jordan', 'accepted'],
    ],
  },
  {
    title: 'Team stand-up',
    description: 'Daily check-in: yesterday, today, blockers.',
    type: 'meeting',
    organizer: 'admin',
    day: 0,
    start: [13, 30],
    minutes: 15,
    online: true,
    attendees: [
      ['jordan', 'accepted'],
      ['priya', 'accepted'],
      ['marcus', 'accepted'],
      ['elena', 'accepted'],
    ],
  },
  {
    title: 'Harbor & Pine sprint review',
    description: 'Demo of the product listing page and catalogue migration progress; agree on sprint 4 scope.',
    type: 'meeting',
    project: 'replatform',
    organizer: 'jordan',
    day: 0,
    start: [18, 0],
    minutes: 60,
    online: true,
    attendees: [
      ['sam', 'accepted'],
      ['olivia', 'pending'],
      ['priya', 'accepted'],
      ['elena', 'tentative'],
    ],
  },
  // More of today, so each staff overview lists the first three and "+N more events" (001 §9).
  {
    title: 'Checkout code review',
    description: 'Walk through the new checkout before it goes to review.',
    type: 'meeting',
    project: 'replatform',
    organizer: 'jordan',
    day: 0,
    start: [15, 0],
    minutes: 30,
    online: true,
    attendees: [['priya', 'accepted']],
  },
  {
    title: 'Agency pipeline review',
    description: 'Open proposals, follow-ups due this week and new inquiries.',
    type: 'meeting',
    organizer: 'admin',
    day: 0,
    start: [16, 30],
    minutes: 30,
    online: true,
    attendees: [['elena', 'accepted']],
  },
  {
    title: 'Fleet map API design session',
    description: 'Agree the live-position feed and the delay alert payloads.',
    type: 'meeting',
    project: 'fleet',
    organizer: 'priya',
    day: 0,
    start: [20, 0],
    minutes: 45,
    online: true,
    attendees: [['jordan', 'accepted']],
  },
  {
    title: 'UAT sign-off call with Vitalis',
    description: 'Walk through the fixed booking flow and the accessibility report with the Vitalis compliance lead.',
    type: 'call',
    project: 'patientPortal',
    organizer: 'jordan',
    day: 1,
    start: [16, 0],
    minutes: 30,
    online: true,
    attendees: [
      ['nina', 'pending'],
      ['admin', 'accepted'],
    ],
  },
  {
    title: 'Monthly client health review',
    description: 'Budget burn, risks and satisfaction across all active accounts.',
    type: 'meeting',
    organizer: 'admin',
    day: 2,
    start: [20, 0],
    minutes: 45,
    online: true,
    attendees: [['elena', 'accepted']],
  },
  {
    title: 'Fleet dashboard prototype walkthrough',
    description: 'Clickable map prototype with the Meridian dispatch leads.',
    type: 'meeting',
    project: 'fleet',
    organizer: 'priya',
    day: 3,
    start: [15, 0],
    minutes: 60,
    online: true,
    attendees: [
      ['tom', 'accepted'],
      ['jordan', 'accepted'],
      ['elena', 'pending'],
    ],
  },
  {
    title: 'Patient Portal launch',
    description: 'Go-live for the Patient Portal MVP.',
    type: 'deadline',
    project: 'patientPortal',
    organizer: 'admin',
    day: 6,
    allDay: true,
    attendees: [
      ['jordan', 'accepted'],
      ['priya', 'accepted'],
      ['nina', 'accepted'],
    ],
  },
  {
    title: 'Loyalty app discovery workshop',
    description: 'Goals, member journeys, POS constraints and the launch date for the Trail Rewards app.',
    type: 'meeting',
    project: 'loyalty',
    organizer: 'elena',
    day: 10,
    start: [17, 0],
    minutes: 180,
    location: 'Harbor & Pine HQ, 1420 NW Lovejoy St, Portland',
    attendees: [
      ['sam', 'accepted'],
      ['olivia', 'accepted'],
      ['jordan', 'tentative'],
    ],
  },
  {
    title: 'Accessibility findings review',
    description: 'Audit results for the booking, messaging and results pages.',
    type: 'call',
    project: 'patientPortal',
    organizer: 'priya',
    day: -1,
    start: [17, 0],
    minutes: 30,
    online: true,
    attendees: [['nina', 'accepted']],
  },
  {
    title: 'Meridian quarterly check-in',
    description: 'Project status, the paused driver portal and next quarter’s priorities.',
    type: 'meeting',
    organizer: 'elena',
    day: -6,
    start: [16, 0],
    minutes: 45,
    online: true,
    attendees: [
      ['tom', 'accepted'],
      ['admin', 'declined'],
    ],
  },
];

export async function seedCalendar(
  tx: Tx,
  clock: DemoClock,
  { people }: DemoPeople,
  demoProjects: DemoProjects,
  meetingBaseUrl: string,
): Promise<{ events: number }> {
  for (const seed of EVENTS) {
    const id = randomUUID();
    const { startsAt, endsAt } = eventTimes(seed, clock);
    await tx.insert(calendarEvents).values({
      id,
      title: seed.title,
      description: seed.description,
      type: seed.type,
      location: seed.location ?? (seed.online ? 'Video call' : null),
      startsAt,
      endsAt,
      allDay: seed.allDay ?? false,
      rrule: seed.rrule ?? null,
      meetingUrl: seed.online ? meetingUrl(meetingBaseUrl, id) : null,
      projectId: seed.project ? demoProjects[seed.project].id : null,
      organizerId: people[seed.organizer].id,
      createdAt: clock.daysFromNow(Math.min(seed.day, 0) - 7),
    });
    await tx.insert(eventAttendees).values(
      [[seed.organizer, 'accepted'] as const, ...seed.attendees].map(([person, response]) => ({
        eventId: id,
        userId: people[person].id,
        email: people[person].email,
        displayName: people[person].name,
        response,
        respondedAt: response === 'pending' ? null : clock.daysFromNow(Math.min(seed.day, 0) - 6),
      })),
    );
  }
  return { events: EVENTS.length };
}

function eventTimes(seed: EventSeed, clock: DemoClock): { startsAt: Date; endsAt: Date } {
  if (seed.allDay) return { startsAt: clock.at(seed.day, 0), endsAt: clock.at(seed.day + 1, 0) };
  const [hour, minute] = seed.start ?? [15, 0];
  const startsAt = clock.at(seed.day, hour, minute);
  return { startsAt, endsAt: new Date(startsAt.getTime() + (seed.minutes ?? 60) * 60 * 1000) };
}

/** "Include meeting link" rooms are the configured base plus an unguessable room name (D17). */
function meetingUrl(base: string, eventId: string): string {
  return new URL(
    `northstar-${eventId.replaceAll('-', '').slice(0, 16)}`,
    base.endsWith('/') ? base : `${base}/`,
  ).toString();
}
