import { formatWallClock, wallClockAt } from '@agency/shared/zoned-time';

/** An instant as the viewer's wall clock in `zone`, `2026-11-27T15:00:00` (what the grid draws). */
export const local = (instant: Date, zone: string) => formatWallClock(wallClockAt(instant, zone));
/** All-day events are dates, not instants: stored from midnight UTC of the day, shown on that day in every zone. */
export const floatingDay = (instant: Date) => `${instant.toISOString().slice(0, 10)}T00:00:00`;
