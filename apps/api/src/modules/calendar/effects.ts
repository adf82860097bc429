import { BRAND } from '@agency/shared/brand';
import { REMINDER_MINUTES } from '@agency/shared/calendar';
import { formatWallClock, wallClockAt } from '@agency/shared/zoned-time';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  calendarEvents,
  clientMembers,
  eventAttendees,
  projectAgents,
  projects,
  users,
} from '../../db/schema/index.ts';
import type { EnqueueOptions } from '../../jobs/queue.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { NotificationInput } from '../../lib/notify.ts';
import { activeAccount, activeAdminIds, languagesOf } from '../../lib/recipients.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { eventEmail } from '../../mail/templates/calendar.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';
import { type IcsEvent, invitationIcs } from './ics.ts';
import { exceptionsOf } from './queries.ts';
import { expand, recurrenceOf, type SeriesException } from './recurrence.ts';
import { rsvpUrl } from './rsvp-link.ts';
import { DEFAULT_TIME_ZONE } from './zone.ts';

export const REMINDER_JOB = 'calendar.reminder';
export const CALENDAR_URL = '/dashboard/calendar';

/**
 * Who receives an event's live update: the rule of its REST read (calendarScope) as user ids: the admins, the
 * organiser, the invited accounts, the agents of its project, and for a deadline the project organisation's people.
 */
export async function calendarAudience(tx: Db, eventId: string): Promise<string[]> {
  const [event] = await tx
    .select({
      organizerId: calendarEvents.organizerId,
      projectId: calendarEvents.projectId,
      type: calendarEvents.type,
      clientId: projects.clientId,
    })
    .from(calendarEvents)
    .leftJoin(projects, eq(projects.id, calendarEvents.projectId))
    .where(eq(calendarEvents.id, eventId));
  if (!event) return [];
  const ids = new Set(await activeAdminIds(tx));
  if (event.organizerId) ids.add(event.organizerId);
  const invited = await tx
    .select({ id: users.id })
    .from(eventAttendees)
    .innerJoin(users, sql`${users.id} = ${eventAttendees.userId} or ${users.email} = ${eventAttendees.email}`)
    .where(eq(eventAttendees.eventId, eventId));
  for (const row of invited) ids.add(row.id);
  if (event.projectId) {
    const agents = await tx
      .select({ id: projectAgents.agentId })
      .from(projectAgents)
      .where(eq(projectAgents.projectId, event.projectId));
    for (const row of agents) ids.add(row.id);
  }
  if (event.type === 'deadline' && event.clientId) {
    const members = await tx
      .select({ id: clientMembers.userId })
      .from(clientMembers)
      .where(eq(clientMembers.clientId, event.clientId));
    for (const row of members) ids.add(row.id);
  }
  return [...ids];
}

export async function calendarUpdated(tx: Db, eventId: string): Promise<LiveEventInput> {
  return { type: 'calendar.updated', userIds: await calendarAudience(tx, eventId), payload: { id: eventId } };
}

/** `2026-11-27 09:00 (America/New_York)`: language-neutral, in the zone of whoever reads it. */
export function whenText(instant: Date, zone: string): string {
  return `${formatWallClock(wallClockAt(instant, zone)).slice(0, 16).replace('T', ' ')} (${zone})`;
}

/** The chosen zone of each listed user (users.timezone); a user who never chose one is missing from the map. */
export async function zonesOf(tx: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, zone: users.timezone })
    .from(users)
    .where(and(inArray(users.id, userIds), isNotNull(users.timezone)));
  return new Map(rows.map((r) => [r.id, r.zone as string]));
}

type ReminderEvent = {
  id: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  rrule: string | null;
};

/**
 * The next reminder of an event: 15 minutes before the next start after `now` as people see it: a moved occurrence
 * at its new time, a cancelled one not at all. The job names the occurrence by its start by the rule (its key).
 */
export function reminderJob(
  event: ReminderEvent,
  exceptions: readonly SeriesException[],
  now: Date,
): EnqueueOptions | null {
  const lead = REMINDER_MINUTES * 60_000;
  const from = new Date(now.getTime() + lead);
  const horizon = new Date(now.getTime() + 400 * 86_400_000);
  // Sorted by the (moved) start; one already under way when `from` comes is not reminded again.
  const next = expand(event, exceptions, from, horizon).find((o) => o.startsAt >= from);
  if (!next) return null;
  const key = next.occurrenceStart.toISOString();
  return {
    name: REMINDER_JOB,
    payload: { eventId: event.id, sequence: event.sequence, occurrenceStart: key },
    runAt: new Date(next.startsAt.getTime() - lead),
    dedupeKey: `${REMINDER_JOB}:${event.id}:${event.sequence}:${key}`,
  };
}

/** The next reminder of an event as stored, its exceptions read in the same transaction. */
export async function nextReminder(tx: Db, event: ReminderEvent, now: Date): Promise<EnqueueOptions | null> {
  const exceptions = event.rrule ? ((await exceptionsOf(tx, [event.id])).get(event.id) ?? []) : [];
  return reminderJob(event, exceptions, now);
}

export interface InvitedRow {
  id: string;
  email: string;
  displayName: string | null;
  userId: string | null;
  response: 'pending' | 'accepted' | 'declined' | 'tentative';
}

/** The accounts behind the invited addresses (by e-mail, as people type them), active ones only. */
export async function accountsByEmail(tx: Db, emails: string[]): Promise<Map<string, { id: string; name: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), activeAccount));
  return new Map(rows.map((r) => [r.email.toLowerCase(), { id: r.id, name: r.name }]));
}

/** The event as its .ics shows it: the row, its organiser, its attendees and its exceptions. */
export async function icsEventOf(tx: Db, eventId: string): Promise<IcsEvent & { organizerId: string | null }> {
  const [row] = await tx
    .select({ event: calendarEvents, organizerName: users.name, organizerEmail: users.email })
    .from(calendarEvents)
    .leftJoin(users, eq(users.id, calendarEvents.organizerId))
    .where(eq(calendarEvents.id, eventId));
  if (!row) throw new Error(`event ${eventId} vanished inside its own transaction`);
  const attendees = await tx.select().from(eventAttendees).where(eq(eventAttendees.eventId, eventId));
  const exceptions = (await exceptionsOf(tx, [eventId])).get(eventId) ?? [];
  return {
    ...row.event,
    organizer: row.organizerEmail ? { name: row.organizerName ?? '', email: row.organizerEmail } : null,
    attendees,
    exceptions,
  };
}

/**
 * The invitation (or its update, or its withdrawal) to each listed attendee: a mail with the .ics attached and
 * signed Accept/Decline links, and for a portal account a notification too (D19: event invitation).
 */
export async function invitationEffects(
  tx: Db,
  ctx: Pick<ServiceContext, 'config'>,
  event: IcsEvent & { organizerId: string | null },
  recipients: InvitedRow[],
  kind: 'invitation' | 'update' | 'cancel',
): Promise<{ mail: OutgoingEmail[]; notify: NotificationInput[] }> {
  const people = recipients.filter(
    (r) => r.userId !== event.organizerId && r.email !== event.organizer?.email.toLowerCase(),
  );
  if (people.length === 0) return { mail: [], notify: [] };
  const ics = Buffer.from(invitationIcs(event, kind === 'cancel' ? 'CANCEL' : 'REQUEST')).toString('base64');
  const accounts = people.flatMap((p) => (p.userId ? [p.userId] : []));
  const zones = await zonesOf(tx, accounts);
  // Each account reads it in their language; a guest without one in the organiser's.
  const languages = await languagesOf(tx, event.organizerId ? [...accounts, event.organizerId] : accounts);
  const guestLanguage = (event.organizerId && languages.get(event.organizerId)) || null;
  const organizer = event.organizer?.name || BRAND.name;
  const { publicUrl, authSecret } = ctx.config;
  const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  const mail = people.map((person): OutgoingEmail => {
    const zone = (person.userId && zones.get(person.userId)) || event.timezone || DEFAULT_TIME_ZONE;
    const language = person.userId ? (languages.get(person.userId) ?? null) : guestLanguage;
    const answers =
      kind === 'cancel'
        ? null
        : {
            accept: rsvpUrl(publicUrl, authSecret, person.id, 'accepted'),
            decline: rsvpUrl(publicUrl, authSecret, person.id, 'declined'),
          };
    const written = eventEmail(
      {
        kind,
        attendeeName: person.displayName,
        organizer,
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        allDay: event.allDay,
        zone,
        recurrence: recurrenceOf(event.rrule),
        location: event.location,
        meetingUrl: event.meetingUrl,
        description: event.description,
        answers,
      },
      language,
    );
    return {
      ...written,
      to: person.email,
      kind: kind === 'cancel' ? 'event-cancelled' : 'event-invitation',
      attachments: [
        { filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics },
      ],
    };
  });
  const notify = people.flatMap((person): NotificationInput[] => {
    if (!person.userId) return [];
    const when = whenText(event.startsAt, zones.get(person.userId) ?? DEFAULT_TIME_ZONE);
    const text =
      kind === 'cancel'
        ? notificationText('eventCancelled', { organizer, title: event.title })
        : notificationText(kind === 'update' ? 'eventUpdated' : 'eventInvitation', {
            organizer,
            title: event.title,
            when,
          });
    return [
      {
        userId: person.userId,
        type: 'reminder',
        level: kind === 'cancel' ? 'warning' : 'info',
        text,
        actionUrl: CALENDAR_URL,
        related: { type: 'event', id: event.id, name: event.title },
        metadata: { actionRequired: kind !== 'cancel' },
      },
    ];
  });
  return { mail, notify };
}
