import { randomUUID } from 'node:crypto';
import type { EventForm } from '@agency/shared/calendar';
import { accessFor } from '@agency/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { calendarEvents, eventAttendees, projects } from '../../../db/schema/index.ts';
import type { Caller } from '../../../lib/caller.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectScope } from '../../projects/queries.ts';
import { accountsByEmail, calendarUpdated, icsEventOf, invitationEffects, reminderJob } from '../effects.ts';
import { attendeeEmails, instantsOf, meetingUrlFor } from '../form.ts';
import { rruleOf } from '../recurrence.ts';
import { timeZoneOf } from '../zone.ts';

/** A project an event may be planned on: one the caller may read (an agent's assigned ones). */
export async function checkProject(db: Db, caller: Caller, projectId: string | null): Promise<void> {
  if (!projectId) return;
  const access = accessFor(caller.user.role, 'project:read');
  const [row] = access
    ? await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScope({ user: caller.user, access })))
    : [];
  if (!row) throw badRequest('Project not found', { projectId: 'Project not found' });
}

/**
 * Create New Event (001 §5): the organiser is the caller, attending; each invited address gets the invitation by mail
 * with its .ics, a portal account also a notification (D19); the reminder job is queued for the first start.
 */
export async function createEvent(ctx: ServiceContext, form: EventForm): Promise<{ id: string }> {
  const caller = callerOf(ctx);
  const me = caller.user;
  const zone = form.timeZone ?? (await timeZoneOf(ctx.db, me.id));
  const { startsAt, endsAt } = instantsOf(form, zone);
  const emails = attendeeEmails(form.attendees, me.email);
  await checkProject(ctx.db, caller, form.projectId);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    const rrule = rruleOf(form.recurrence);
    const [event] = await tx
      .insert(calendarEvents)
      .values({
        id,
        title: form.title,
        description: form.description,
        type: form.type,
        location: form.location || null,
        startsAt,
        endsAt,
        timezone: zone,
        rrule,
        meetingUrl: form.includeMeet ? meetingUrlFor(ctx.config.meetingBaseUrl, id) : null,
        projectId: form.projectId,
        organizerId: me.id,
      })
      .returning();
    const accounts = await accountsByEmail(tx, emails);
    const invited = await tx
      .insert(eventAttendees)
      .values([
        {
          eventId: id,
          userId: me.id,
          email: me.email.toLowerCase(),
          displayName: me.name,
          response: 'accepted' as const,
          respondedAt: ctx.now(),
        },
        ...emails.map((email) => ({
          eventId: id,
          email,
          userId: accounts.get(email)?.id ?? null,
          displayName: accounts.get(email)?.name ?? null,
        })),
      ])
      .returning();
    const invitation = await invitationEffects(tx, ctx, await icsEventOf(tx, id), invited, 'invitation');
    await commitChange(tx, ctx, {
      ...invitation,
      audit: {
        action: 'event.created',
        category: form.projectId ? 'project' : 'system',
        target: { type: 'event', id, label: form.title },
        scope: { projectId: form.projectId },
        details: { startsAt: startsAt.toISOString(), attendees: emails, rrule },
      },
      jobs: reminderJob(event!, [], ctx.now()),
      live: await calendarUpdated(tx, id),
    });
  });
  return { id };
}
