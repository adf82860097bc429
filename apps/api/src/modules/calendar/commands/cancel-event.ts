import { eq } from 'drizzle-orm';
import { calendarEvents, eventAttendees } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { calendarUpdated, icsEventOf, invitationEffects } from '../effects.ts';
import { lockEditableEvent } from './lock-event.ts';

/** Cancel an event (a whole series): kept for the audit trail, withdrawn from every attendee's calendar (METHOD:CANCEL). */
export async function cancelEvent(ctx: ServiceContext, id: string): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await lockEditableEvent(tx, caller, id);
    const live = await calendarUpdated(tx, id);
    await tx
      .update(calendarEvents)
      .set({ cancelledAt: ctx.now(), sequence: before.sequence + 1, updatedAt: ctx.now() })
      .where(eq(calendarEvents.id, id));
    const attendees = await tx.select().from(eventAttendees).where(eq(eventAttendees.eventId, id));
    const withdrawal = await invitationEffects(tx, ctx, await icsEventOf(tx, id), attendees, 'cancel');
    await commitChange(tx, ctx, {
      ...withdrawal,
      audit: {
        action: 'event.cancelled',
        category: before.projectId ? 'project' : 'system',
        target: { type: 'event', id, label: before.title },
        scope: { projectId: before.projectId },
      },
      live,
    });
  });
}
