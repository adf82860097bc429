// The General section's choices (D23), without zod: the web's first paint and the sign-in redirect read them.

/** How calendar dates are written: the language's own way, or one fixed order for everyone. */
export const DATE_FORMATS = ['locale', 'dmy', 'mdy', 'ymd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Where the portal opens after signing in: the role's home, or a workspace (the guard still applies). */
export const START_PAGES = ['home', 'projects', 'tasks', 'calendar', 'messages', 'files'] as const;
export type StartPage = (typeof START_PAGES)[number];

/** Where a start page opens; 'home' is the role's home (home-path.ts), passed in. */
export function startPathOf(startPage: StartPage | null | undefined, home: string): string {
  return !startPage || startPage === 'home' ? home : `/dashboard/${startPage}`;
}
