/** Every projects query starts with this key, so one invalidation refreshes lists, counters and pages. */
export const PROJECTS_KEY = ['projects'] as const;
