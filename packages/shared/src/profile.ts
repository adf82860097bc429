// My Profile (001 §2, D23): GET and PATCH /api/me/profile, PUT and DELETE /api/me/avatar. The caller's own row only.
import { z } from 'zod';
import { timeZone } from './calendar.ts';
import { DEPARTMENTS, ROLES } from './enums.ts';
import { boundedText, isoDateTime, patchBody, wireText } from './schema-primitives.ts';

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  /** The spec's words under the avatar (001 §9); also the answer to a file that breaks them. */
  avatarRule: 'JPG, GIF or PNG. 1MB max.',
  noAvatarFile: 'Choose a picture to upload.',
} as const;

/** 001 §9: 'JPG, GIF or PNG. 1MB max.' */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;
/** The square side the server stores every avatar at. */
export const AVATAR_SIZE = 256;

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
