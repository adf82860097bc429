// The signed-in user's appearance preferences (D23): GET and PATCH /api/me/preferences.
import { z } from 'zod';
import { LANGUAGES, THEMES } from './enums.ts';
import { patchBody } from './schema-primitives.ts';

/** null while the user has never chosen: the browser's language and colour scheme apply until they do. */
export const preferencesSchema = z.object({
  theme: z.enum(THEMES).nullable(),
  language: z.enum(LANGUAGES).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesBody = patchBody(
  z.object({ theme: z.enum(THEMES), language: z.enum(LANGUAGES) }),
  'Choose a theme or a language.',
);
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;
