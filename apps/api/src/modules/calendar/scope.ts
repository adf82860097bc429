import { and, eq, type SQL, sql } from 'drizzle-orm';
import { calendarEvents, eventAttendees, projectAgents, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';

/**
 * The events a caller may see, as a `where` on `calendar_events` (D5, D17), one rule for the list, the agenda, the
 * feed, the answers and the live events:
 * - ADMIN (`any`): every event of the agency;
 * - everyone: the events they organise or are invited to (by account, or by the address they sign in with, so an
 *   invitation sent before the account existed counts);
 * - AGENT: also every event of a project assigned to them (the project's team plans together);
 * - CLIENT: also the deadlines of their organisation's projects. A project's internal meetings stay the agency's:
 *   a client sees a meeting only when invited to it.
 * Out of scope is 404, as everywhere.
 */
export function calendarScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  const invited = sql`exists (select 1 from ${eventAttendees} where ${and(
    eq(eventAttendees.eventId, calendarEvents.id),
    sql`(${eventAttendees.userId} = ${user.id} or ${eventAttendees.email} = ${user.email.toLowerCase()})`,
  )})`;
  const own = sql`(${calendarEvents.organizerId} = ${user.id} or ${invited})`;
  if (user.role === 'AGENT') {
    return sql`(${own} or exists (select 1 from ${projectAgents} where ${and(
      eq(projectAgents.projectId, calendarEvents.projectId),
      eq(projectAgents.agentId, user.id),
    )}))`;
  }
  if (user.role === 'CLIENT' && user.clientId) {
    return sql`(${own} or (${calendarEvents.type} = 'deadline' and exists (select 1 from ${projects} where ${and(
      eq(projects.id, calendarEvents.projectId),
      eq(projects.clientId, user.clientId),
    )})))`;
  }
  return own;
}

/** Who may change an event: its organiser, or an admin (`any` on calendar:write). */
export function mayEdit({ user, access }: Caller, event: { organizerId: string | null }): boolean {
  return access === 'any' || event.organizerId === user.id;
}
