/**
 * Every messaging query starts with 'messages': the live events messages.created, messages.updated and messages.read
 * invalidate them all at once (issue #9).
 */
export const MESSAGES_KEY = ['messages'] as const;

/** The sidebar's badges (features/shell) count unread messages; a read or a send here refreshes them. */
export const BADGES_KEY = ['shell', 'badges'] as const;

/** A decided approval shows on the project page's Deliverables tab (features/projects' queries). */
export const PROJECTS_KEY = ['projects'] as const;
