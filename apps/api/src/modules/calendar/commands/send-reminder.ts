import { REMINDER_MINUTES } from '@agency/shared/calendar';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { calendarEvents, eventAttendees } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { CALENDAR_URL, reminderJob, whenText, zonesOf } from '../effects.ts';
import { exceptionsOf } from '../queries.ts';
import { occurrenceAt } from '../recurrence.ts';
import { DEFAULT_TIME_ZONE } from '../zone.ts';

/**
 * The reminder job (jobs/queue.ts): 15 minutes before an occurrence (at its moved time if it was moved), a
 * notification to the organiser and everyone invited with an account who has not declined. A job of an older SEQUENCE
 * (the event or one occurrence changed since, which queued its own) or of a cancelled event does nothing; a series
 * queues its next occurrence's reminder.
 */
export async function sendReminder(
  ctx: ServiceContext,
  payload: { eventId: string; sequence: number; occurrenceStart: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, payload.eventId), isNull(calendarEvents.cancelledAt)));
    if (!event || event.sequence !== payload.sequence) return;
    const original = new Date(payload.occurrenceStart);
    const exceptions = (await exceptionsOf(tx, [event.id])).get(event.id) ?? [];
    const occurrence = occurrenceAt(event, exceptions, original);
    const people = await tx
      .select({ userId: eventAttendees.userId })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, event.id), ne(eventAttendees.response, 'declined')));
    const ids = [
      ...new Set([event.organizerId, ...people.map((p) => p.userId)].filter((id): id is string => Boolean(id))),
    ];
    const zones = await zonesOf(tx, ids);
    // The next one after this occurrence's start as people see it (moved or not); a cancelled one had no reminder.
    const after = (occurrence?.startsAt ?? original).getTime() - REMINDER_MINUTES * 60_000 + 1;
    const next = reminderJob(event, exceptions, new Date(after));
    await commitChange(tx, ctx, {
      notify: occurrence
        ? ids.map((userId) => ({
            userId,
            type: 'reminder' as const,
            level: 'info' as const,
            text: notificationText('eventReminder', {
              title: occurrence.exception?.title ?? event.title,
              when: whenText(occurrence.startsAt, zones.get(userId) ?? DEFAULT_TIME_ZONE),
            }),
            actionUrl: CALENDAR_URL,
            related: { type: 'event', id: event.id, name: event.title },
          }))
        : [],
      jobs: event.rrule ? next : null,
    });
  });
}
