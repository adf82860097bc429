// My Profile (001 §2, D23): GET and PATCH /api/me/profile, PUT and DELETE /api/me/avatar. The caller's own row only.
import { z } from 'zod';
import { timeZone } from './calendar.ts';
import { DEPARTMENTS, ROLES } from './enums.ts';
import { DELETE_ACCOUNT_MESSAGES, DELETE_ACCOUNT_PHRASE, PROFILE_MESSAGES } from './profile-values.ts';
import { boundedText, isoDateTime, patchBody, wireText } from './schema-primitives.ts';

export const profileSchema = z.object({
  id: wireText(),
  email: wireText(),
  name: wireText(),
  firstName: wireText(),
  lastName: wireText(),
  phone: wireText().nullable(),
  location: wireText().nullable(),
  /** An IANA zone; null until chosen (the browser's zone applies). */
  timezone: wireText().nullable(),
  bio: wireText().nullable(),
  /** A same-origin address (`/api/avatars/<id>`, D26), or null: the initials avatar. */
  image: wireText().nullable(),
  role: z.enum(ROLES),
  department: z.enum(DEPARTMENTS).nullable(),
  jobTitle: wireText().nullable(),
  joinedAt: isoDateTime,
});
export type Profile = z.infer<typeof profileSchema>;
export type ProfileOnWire = z.input<typeof profileSchema>;

const optionalText = (max: number) =>
  boundedText({ max })
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** Edit Profile (001 §2): full name (first and last), phone, location, time zone, bio. */
export const updateProfileBody = patchBody(
  z.object({
    firstName: boundedText({ max: 100, min: 1, minMessage: PROFILE_MESSAGES.firstNameRequired }),
    lastName: boundedText({ max: 100 }),
    phone: optionalText(50),
    location: optionalText(120),
    timezone: timeZone().nullable(),
    bio: optionalText(2000),
  }),
);
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** Delete Account: the phrase typed, and the password again. */
export const deleteAccountBody = z.object({
  confirm: z.literal(DELETE_ACCOUNT_PHRASE, { error: DELETE_ACCOUNT_MESSAGES.phrase }),
  password: boundedText({ max: 256, min: 1, trim: false, minMessage: DELETE_ACCOUNT_MESSAGES.password }),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
