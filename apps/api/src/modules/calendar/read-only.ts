import type { CalendarEntry } from '@agency/shared/calendar';
import { accessFor } from '@agency/shared/permissions';
import { addDaysToWall, formatWallClock, parseWallClock, startOfDayIn } from '@agency/shared/zoned-time';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, invoices, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { invoiceScope } from '../invoices/queries.ts';
import { projectScope } from '../projects/queries.ts';

const nextDay = (date: string) => formatWallClock(addDaysToWall(parseWallClock(date), 1)).slice(0, 10);

/** An all-day, read-only entry on a date (a deadline is that day wherever the viewer is). */
function dayEntry(
  zone: string,
  date: string,
  fields: Pick<CalendarEntry, 'key' | 'source' | 'id' | 'title' | 'description' | 'projectId' | 'projectName' | 'url'>,
): CalendarEntry {
  const end = nextDay(date);
  return {
    ...fields,
    type: 'deadline',
    location: null,
    meetingUrl: null,
    start: startOfDayIn(date, zone),
    end: startOfDayIn(end, zone),
    localStart: `${date}T00:00:00`,
    localEnd: `${end}T00:00:00`,
    allDay: true,
    timeZone: zone,
    recurrence: 'none',
    occurrenceStart: null,
    organizer: null,
    attendees: [],
    myResponse: null,
    editable: false,
  };
}

/**
 * Project deadlines (the end date of each project the caller may read) and the due dates of open invoices (for
 * those with billing access: admins, and a client for their organisation's issued invoices), dates in [from, to).
 */
export async function readOnlyEntries(
  db: Db,
  caller: Caller,
  zone: string,
  from: string,
  to: string,
): Promise<CalendarEntry[]> {
  const role = caller.user.role;
  const projectAccess = accessFor(role, 'project:read');
  const billingAccess = accessFor(role, 'billing:read');
  const [deadlines, dues] = await Promise.all([
    projectAccess
      ? db
          .select({ id: projects.id, name: projects.name, endDate: projects.endDate, clientName: clients.name })
          .from(projects)
          .leftJoin(clients, eq(clients.id, projects.clientId))
          .where(
            and(
              projectScope({ user: caller.user, access: projectAccess }),
              gte(projects.endDate, from),
              lt(projects.endDate, to),
              inArray(projects.status, ['planning', 'in-progress', 'review', 'on-hold']),
            ),
          )
      : [],
    billingAccess
      ? db
          .select({
            id: invoices.id,
            number: invoices.number,
            dueDate: invoices.dueDate,
            projectId: invoices.projectId,
            clientName: clients.name,
          })
          .from(invoices)
          .leftJoin(clients, eq(clients.id, invoices.clientId))
          .where(
            and(
              invoiceScope({ user: caller.user, access: billingAccess }),
              inArray(invoices.status, ['sent', 'overdue']),
              gte(invoices.dueDate, from),
              lt(invoices.dueDate, to),
            ),
          )
      : [],
  ]);
  return [
    ...deadlines.map((p) =>
      dayEntry(zone, p.endDate!, {
        key: `project:${p.id}`,
        source: 'project-deadline',
        id: p.id,
        title: p.name,
        description: p.clientName ?? '',
        projectId: p.id,
        projectName: p.name,
        url: `/dashboard/projects/${p.id}`,
      }),
    ),
    ...dues.map((i) =>
      dayEntry(zone, i.dueDate, {
        key: `invoice:${i.id}`,
        source: 'invoice-due',
        id: i.id,
        title: i.number,
        description: i.clientName ?? '',
        projectId: i.projectId,
        projectName: null,
        url: `/dashboard/billing?invoice=${i.id}`,
      }),
    ),
  ];
}
