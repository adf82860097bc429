/** Every calendar query starts with 'calendar': the live `calendar.updated` event invalidates them all. */
export const CALENDAR_KEY = ['calendar'] as const;
