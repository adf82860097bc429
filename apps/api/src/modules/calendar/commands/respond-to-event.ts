import { CALENDAR_MESSAGES, type EventResponse } from '@agency/shared/calendar';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { calendarEvents, eventAttendees } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { calendarUpdated } from '../effects.ts';
import { validRsvp } from '../rsvp-link.ts';
import { calendarScope } from '../scope.ts';

async function record(
  tx: Db,
  ctx: ServiceContext,
  attendee: { id: string; eventId: string; email: string; userId: string | null },
  response: EventResponse,
  userId: string | null,
) {
  await tx
    .update(eventAttendees)
    .set({ response, respondedAt: ctx.now(), userId: attendee.userId ?? userId })
    .where(eq(eventAttendees.id, attendee.id));
  await commitChange(tx, ctx, {
    audit: {
      action: `event.${response}`,
      category: 'system',
      target: { type: 'event', id: attendee.eventId },
      details: { attendee: attendee.email },
    },
    live: await calendarUpdated(tx, attendee.eventId),
  });
}

/** Accept, decline or maybe, in the portal: the caller's own attendance of an event in their scope. */
export async function respondToEvent(ctx: ServiceContext, eventId: string, response: EventResponse): Promise<void> {
  const { user } = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, eventId), isNull(calendarEvents.cancelledAt), calendarScope(callerOf(ctx))));
    if (!event) throw notFound(CALENDAR_MESSAGES.notFound);
    const [attendee] = await tx
      .select()
      .from(eventAttendees)
      .where(
        and(
          eq(eventAttendees.eventId, eventId),
          or(eq(eventAttendees.userId, user.id), eq(eventAttendees.email, user.email.toLowerCase())),
        ),
      )
      .for('update');
    if (!attendee) throw forbidden(CALENDAR_MESSAGES.notInvited);
    await record(tx, ctx, attendee, response, user.id);
  });
}

/** Accept or decline from the invitation mail: the signed link names the attendee row and the answer. */
export async function respondByLink(ctx: ServiceContext, attendeeId: string, response: EventResponse, sig: string) {
  if (!validRsvp(ctx.config.authSecret, attendeeId, response, sig)) throw notFound(CALENDAR_MESSAGES.invalidLink);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attendee: eventAttendees, title: calendarEvents.title, cancelledAt: calendarEvents.cancelledAt })
      .from(eventAttendees)
      .innerJoin(calendarEvents, eq(calendarEvents.id, eventAttendees.eventId))
      .where(eq(eventAttendees.id, attendeeId))
      .for('update', { of: eventAttendees });
    if (!row || row.cancelledAt) throw notFound(CALENDAR_MESSAGES.invalidLink);
    await record(
      tx,
      {
        ...ctx,
        actor: {
          id: row.attendee.userId,
          email: row.attendee.email,
          name: row.attendee.displayName ?? row.attendee.email,
        },
      },
      row.attendee,
      response,
      null,
    );
    return { title: row.title };
  });
}
