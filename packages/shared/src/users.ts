// The user management contract (D4): GET/PATCH /api/users, POST /api/users/:id/(de|re)activate.
import { z } from 'zod';
import { LOGIN_MESSAGES } from './auth-rules.ts';
import { ROLES } from './enums.ts';
import {
  boundedText,
  emailAddress,
  isoDateTime,
  pageCursor,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';

export const userListItemSchema = z.object({
  id: wireText(),
  email: wireText(),
  name: wireText(),
  firstName: wireText(),
  lastName: wireText(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  clientId: wireText().nullable(),
  clientName: wireText().nullable(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime.nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const listUsersQuery = z.object({
  /** Part of a name or e-mail address. */
  q: boundedText({ max: 200 }).optional(),
  role: z.enum(ROLES).optional(),
  cursor: pageCursor.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const listUsersResponse = pageOf(userListItemSchema);
export type UserPage = z.infer<typeof listUsersResponse>;

export const updateUserBody = patchBody(
  z.object({
    role: z.enum(ROLES),
    /** A CLIENT user's organisation; null detaches them. */
    clientId: uuid().nullable(),
  }),
);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const updateUserResponse = z.object({ id: wireText(), role: z.enum(ROLES) });

/** An admin corrects a person's name or sign-in address (issue #21): PATCH /api/users/:id/identity. */
export const updateUserIdentityBody = patchBody(
  z.object({
    firstName: boundedText({ max: 100, min: 1, minMessage: 'First name is required' }),
    lastName: boundedText({ max: 100 }),
    email: emailAddress({ required: LOGIN_MESSAGES.emailRequired, invalid: LOGIN_MESSAGES.emailInvalid }),
  }),
);
export type UpdateUserIdentityBody = z.input<typeof updateUserIdentityBody>;

export const userIdentityResponse = z.object({
  id: wireText(),
  name: wireText(),
  firstName: wireText(),
  lastName: wireText(),
  email: wireText(),
});

export const setUserActiveResponse = z.object({ id: wireText(), isActive: z.boolean() });

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type UserListItemOnWire = z.input<typeof userListItemSchema>;
export type UserPageOnWire = z.input<typeof listUsersResponse>;
