import { CALENDAR_MESSAGES } from '@agency/shared/calendar';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { calendarEvents } from '../../../db/schema/index.ts';
import type { Caller } from '../../../lib/caller.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { calendarScope, mayEdit } from '../scope.ts';

/**
 * The event a change is about, locked for the change: out of scope (or cancelled) is 404; in scope but not the
 * caller's to change (an invited agent) is 403. Two edits of one event queue here, so SEQUENCE counts each.
 */
export async function lockEditableEvent(tx: Db, caller: Caller, id: string) {
  const [event] = await tx
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt), calendarScope(caller)))
    .for('update');
  if (!event) throw notFound(CALENDAR_MESSAGES.notFound);
  if (!mayEdit(caller, event)) throw forbidden(CALENDAR_MESSAGES.onlyOrganizer);
  return event;
}
