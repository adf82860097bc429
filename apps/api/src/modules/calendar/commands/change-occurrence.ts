import { CALENDAR_MESSAGES, type occurrenceBody } from '@agency/shared/calendar';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { calendarEventExceptions, calendarEvents, eventAttendees } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { calendarUpdated, icsEventOf, invitationEffects, nextReminder } from '../effects.ts';
import { instantsOf } from '../form.ts';
import { isOccurrence } from '../recurrence.ts';
import { lockEditableEvent } from './lock-event.ts';

type Change = { cancel: true } | { cancel: false; fields: z.output<typeof occurrenceBody> };

/**
 * Change one occurrence of a series (moved, edited, or cancelled): an exception keyed by its original start, sent to
 * the attendees as the series' update (its RECURRENCE-ID or EXDATE), SEQUENCE up.
 */
export async function changeOccurrence(
  ctx: ServiceContext,
  id: string,
  occurrenceStart: Date,
  change: Change,
): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, caller, id);
    if (!event.rrule) throw badRequest(CALENDAR_MESSAGES.notRecurring);
    if (!isOccurrence(event, occurrenceStart))
      throw badRequest(CALENDAR_MESSAGES.noSuchOccurrence, { occurrenceStart: CALENDAR_MESSAGES.noSuchOccurrence });
    const values = change.cancel
      ? { cancelled: true, startsAt: null, endsAt: null, title: null, description: null, location: null }
      : {
          cancelled: false,
          ...instantsOf(change.fields, event.timezone),
          title: change.fields.title,
          description: change.fields.description,
          location: change.fields.location || null,
        };
    await tx
      .insert(calendarEventExceptions)
      .values({ eventId: id, occurrenceStart, ...values })
      .onConflictDoUpdate({
        target: [calendarEventExceptions.eventId, calendarEventExceptions.occurrenceStart],
        set: { ...values, updatedAt: ctx.now() },
      });
    const [changed] = await tx
      .update(calendarEvents)
      .set({ sequence: event.sequence + 1, updatedAt: ctx.now() })
      .where(eq(calendarEvents.id, id))
      .returning();
    const attendees = await tx.select().from(eventAttendees).where(eq(eventAttendees.eventId, id));
    const update = await invitationEffects(tx, ctx, await icsEventOf(tx, id), attendees, 'update');
    await commitChange(tx, ctx, {
      ...update,
      audit: {
        action: change.cancel ? 'event.occurrence_cancelled' : 'event.occurrence_updated',
        category: event.projectId ? 'project' : 'system',
        target: { type: 'event', id, label: event.title },
        scope: { projectId: event.projectId },
        details: { occurrenceStart: occurrenceStart.toISOString() },
      },
      // The new SEQUENCE voids the queued reminder: the next one is queued again, at the changed times.
      jobs: await nextReminder(tx, changed!, ctx.now()),
      live: await calendarUpdated(tx, id),
    });
  });
}
