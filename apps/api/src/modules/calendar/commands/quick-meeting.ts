import { QUICK_MEETING } from '@agency/shared/calendar';
import { formatWallClock, wallClockAt } from '@agency/shared/zoned-time';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { timeZoneOf } from '../zone.ts';
import { createEvent } from './create-event.ts';

/** Quick meeting (001 §7, §9): 'Team Meeting', starting 5 minutes from now, 30 minutes long, with a meeting link. */
export async function quickMeeting(ctx: ServiceContext, attendees: string): Promise<{ id: string }> {
  const zone = await timeZoneOf(ctx.db, callerOf(ctx).user.id);
  const at = (minutes: number) => formatWallClock(wallClockAt(new Date(ctx.now().getTime() + minutes * 60_000), zone));
  const start = at(QUICK_MEETING.startsInMinutes);
  const end = at(QUICK_MEETING.startsInMinutes + QUICK_MEETING.minutes);
  return createEvent(ctx, {
    title: QUICK_MEETING.title,
    startDate: start.slice(0, 10),
    startTime: start.slice(11, 16),
    endDate: end.slice(0, 10),
    endTime: end.slice(11, 16),
    attendees,
    description: '',
    location: '',
    includeMeet: true,
    type: 'meeting',
    recurrence: 'none',
    projectId: null,
    timeZone: zone,
  });
}
