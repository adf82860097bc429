import type { EventForm } from '@agency/shared/calendar';
import { eq, inArray } from 'drizzle-orm';
import { calendarEventExceptions, calendarEvents, eventAttendees } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { accountsByEmail, calendarUpdated, icsEventOf, invitationEffects, nextReminder } from '../effects.ts';
import { attendeeEmails, instantsOf, meetingUrlFor } from '../form.ts';
import { rruleOf } from '../recurrence.ts';
import { checkProject } from './create-event.ts';
import { lockEditableEvent } from './lock-event.ts';

/**
 * Edit an event (the form, or a drag that moves or resizes it, with the same rules). SEQUENCE goes up so mail
 * clients replace the earlier invitation; a new time asks everyone to answer again; added people get the invitation,
 * removed ones its withdrawal, the others the update. A series whose rule or start moved drops its one-off changes.
 */
export async function updateEvent(ctx: ServiceContext, id: string, form: EventForm): Promise<{ id: string }> {
  const caller = callerOf(ctx);
  await checkProject(ctx.db, caller, form.projectId);
  await ctx.db.transaction(async (tx) => {
    const before = await lockEditableEvent(tx, caller, id);
    const zone = form.timeZone ?? before.timezone;
    const { startsAt, endsAt } = instantsOf(form, zone);
    const organizerEmail = (await icsEventOf(tx, id)).organizer?.email;
    const emails = attendeeEmails(form.attendees, organizerEmail);
    const rrule = rruleOf(form.recurrence);
    const moved = startsAt.getTime() !== before.startsAt.getTime() || endsAt.getTime() !== before.endsAt.getTime();
    const [event] = await tx
      .update(calendarEvents)
      .set({
        title: form.title,
        description: form.description,
        type: form.type,
        location: form.location || null,
        startsAt,
        endsAt,
        timezone: zone,
        rrule,
        meetingUrl: form.includeMeet ? (before.meetingUrl ?? meetingUrlFor(ctx.config.meetingBaseUrl, id)) : null,
        projectId: form.projectId,
        sequence: before.sequence + 1,
        updatedAt: ctx.now(),
      })
      .where(eq(calendarEvents.id, id))
      .returning();
    if (rrule !== before.rrule || startsAt.getTime() !== before.startsAt.getTime() || zone !== before.timezone) {
      await tx.delete(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, id));
    }
    const current = await tx.select().from(eventAttendees).where(eq(eventAttendees.eventId, id));
    const organizerRow = (a: (typeof current)[number]) => a.userId === before.organizerId;
    const removed = current.filter((a) => !organizerRow(a) && !emails.includes(a.email));
    const known = new Set(current.map((a) => a.email));
    const accounts = await accountsByEmail(
      tx,
      emails.filter((e) => !known.has(e)),
    );
    if (removed.length > 0)
      await tx.delete(eventAttendees).where(
        inArray(
          eventAttendees.id,
          removed.map((a) => a.id),
        ),
      );
    const added = emails.some((e) => !known.has(e))
      ? await tx
          .insert(eventAttendees)
          .values(
            emails
              .filter((e) => !known.has(e))
              .map((email) => ({
                eventId: id,
                email,
                userId: accounts.get(email)?.id ?? null,
                displayName: accounts.get(email)?.name ?? null,
              })),
          )
          .returning()
      : [];
    const kept = current.filter((a) => !organizerRow(a) && emails.includes(a.email));
    if (moved && kept.length > 0) {
      await tx
        .update(eventAttendees)
        .set({ response: 'pending', respondedAt: null })
        .where(
          inArray(
            eventAttendees.id,
            kept.map((a) => a.id),
          ),
        );
    }
    const ics = await icsEventOf(tx, id);
    // One after the other: they share the transaction's connection.
    const parts = [
      await invitationEffects(tx, ctx, ics, added, 'invitation'),
      await invitationEffects(tx, ctx, ics, kept, 'update'),
      await invitationEffects(tx, ctx, { ...ics, attendees: removed }, removed, 'cancel'),
    ];
    await commitChange(tx, ctx, {
      mail: parts.flatMap((p) => p.mail),
      notify: parts.flatMap((p) => p.notify),
      audit: {
        action: 'event.updated',
        category: form.projectId ? 'project' : 'system',
        target: { type: 'event', id, label: form.title },
        scope: { projectId: form.projectId },
        details: {
          sequence: event!.sequence,
          moved,
          added: added.map((a) => a.email),
          removed: removed.map((a) => a.email),
        },
      },
      jobs: await nextReminder(tx, event!, ctx.now()),
      live: await calendarUpdated(tx, id),
    });
  });
  return { id };
}
