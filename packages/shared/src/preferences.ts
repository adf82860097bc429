// The signed-in user's preferences (D23): GET and PATCH /api/me/preferences. Appearance (theme, language) and the
// General section (time zone, date format, start page).
import { z } from 'zod';
import { timeZone } from './calendar.ts';
import { LANGUAGES, THEMES } from './enums.ts';
import { patchBody, wireText } from './schema-primitives.ts';

/** How calendar dates are written: the language's own way, or one fixed order for everyone. */
export const DATE_FORMATS = ['locale', 'dmy', 'mdy', 'ymd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Where the portal opens after signing in: the role's home, or a workspace (the guard still applies). */
export const START_PAGES = ['home', 'projects', 'tasks', 'calendar', 'messages', 'files'] as const;
export type StartPage = (typeof START_PAGES)[number];

/** null while the user has never chosen: the browser's language, colour scheme and zone apply until they do. */
export const preferencesSchema = z.object({
  theme: z.enum(THEMES).nullable(),
  language: z.enum(LANGUAGES).nullable(),
  /** The user's IANA zone: every instant the portal shows is in it. */
  timeZone: wireText().nullable(),
  dateFormat: z.enum(DATE_FORMATS),
  startPage: z.enum(START_PAGES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesBody = patchBody(
  z.object({
    theme: z.enum(THEMES),
    language: z.enum(LANGUAGES),
    timeZone: timeZone().nullable(),
    dateFormat: z.enum(DATE_FORMATS),
    startPage: z.enum(START_PAGES),
  }),
  'Choose a theme or a language.',
);
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;

/** Where a start page opens; 'home' is the role's home (home-path.ts), passed in. */
export function startPathOf(startPage: StartPage | null | undefined, home: string): string {
  return !startPage || startPage === 'home' ? home : `/dashboard/${startPage}`;
}
