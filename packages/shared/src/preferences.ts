// The signed-in user's preferences (D23): GET and PATCH /api/me/preferences. Appearance (theme, language) and the
// General section (time zone, date format, start page).
import { z } from 'zod';
import { timeZone } from './calendar.ts';
import { LANGUAGES, THEMES } from './enums.ts';
import { DATE_FORMATS, START_PAGES } from './preferences-values.ts';
import { patchBody, wireText } from './schema-primitives.ts';

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
