// The invitation contract (D4): the admin's side under /api/users/invitations, the invitee's under /api/invitations.
import { z } from 'zod';
import { LOGIN_MESSAGES } from './auth-rules.ts';
import { INVITATION_STATUSES, ROLES } from './enums.ts';
import { boundedText, emailAddress, isoDateTime, uuid, wireText } from './schema-primitives.ts';

export const invitationSchema = z.object({
  id: wireText(),
  email: wireText(),
  firstName: wireText(),
  lastName: wireText(),
  role: z.enum(ROLES),
  clientId: wireText().nullable(),
  /** A pending one past expiresAt can only be resent. */
  status: z.enum(INVITATION_STATUSES),
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
});
export type Invitation = z.infer<typeof invitationSchema>;

export const listInvitationsResponse = z.object({ items: z.array(invitationSchema) });

export const inviteUserBody = z
  .object({
    email: emailAddress({ required: LOGIN_MESSAGES.emailRequired, invalid: LOGIN_MESSAGES.emailInvalid }),
    firstName: boundedText({ max: 100, min: 1, minMessage: 'First name is required' }),
    lastName: boundedText({ max: 100, min: 1, minMessage: 'Last name is required' }),
    role: z.enum(ROLES),
    /** The client organisation; required for CLIENT, ignored for staff. */
    clientId: uuid().nullable().optional(),
  })
  .refine((invite) => invite.role !== 'CLIENT' || Boolean(invite.clientId), {
    path: ['clientId'],
    error: 'Choose the client organisation',
  });
export type InviteUserBody = z.input<typeof inviteUserBody>;

/** The secret of an invitation link (not trimmed: it is compared as sent). */
const invitationToken = boundedText({ max: 200, min: 10, trim: false });

export const invitationTokenParams = z.object({ token: invitationToken });

export const invitationPreviewSchema = z.object({
  email: wireText(),
  firstName: wireText(),
  lastName: wireText(),
  role: z.enum(ROLES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationBody = z.object({
  token: invitationToken,
  /** Checked against the password policy by the API (its messages come from auth-rules.ts). */
  password: boundedText({ max: 1000, trim: false }),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const acceptInvitationResponse = z.object({
  user: z.object({ id: wireText(), email: wireText(), name: wireText(), role: z.enum(ROLES) }),
  signedIn: z.boolean(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;
