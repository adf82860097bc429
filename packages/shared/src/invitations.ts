// The invitation contract (D4): the admin's side under /api/users/invitations, the invitee's under /api/invitations.
import { z } from 'zod';
import { LOGIN_MESSAGES } from './auth-rules.ts';
import { INVITATION_STATUSES, LANGUAGES, ROLES } from './enums.ts';
import {
  boundedText,
  emailAddress,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  uuid,
  wireText,
} from './schema-primitives.ts';

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

export const listInvitationsQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(25) });
export const listInvitationsResponse = pageOf(invitationSchema);
export type InvitationPage = z.infer<typeof listInvitationsResponse>;

/** Create and resend answer with the absolute link, so an admin can hand it over when no mail is delivered. */
export const invitationWithLinkSchema = invitationSchema.extend({
  inviteUrl: wireText(),
  /** False when no mail server is configured: the invitation waits in the outbox and the admin passes the link on. */
  deliveryConfigured: z.boolean(),
});
export type InvitationWithLink = z.infer<typeof invitationWithLinkSchema>;

/** A fresh link for a pending invitation (the one mailed before stops working). */
export const invitationLinkResponse = z.object({ inviteUrl: wireText(), expiresAt: isoDateTime });
export type InvitationLink = z.infer<typeof invitationLinkResponse>;

export const inviteUserBody = z
  .object({
    email: emailAddress({ required: LOGIN_MESSAGES.emailRequired, invalid: LOGIN_MESSAGES.emailInvalid }),
    firstName: boundedText({ max: 100, min: 1, minMessage: 'First name is required' }),
    lastName: boundedText({ max: 100, min: 1, minMessage: 'Last name is required' }),
    role: z.enum(ROLES),
    /** The client organisation; required for CLIENT, ignored for staff. */
    clientId: uuid().nullable().optional(),
    /** The language of the invitation mail; none: the inviter's own. */
    language: z.enum(LANGUAGES).nullable().optional(),
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

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type InvitationOnWire = z.input<typeof invitationSchema>;
export type InvitationPageOnWire = z.input<typeof listInvitationsResponse>;
export type InvitationWithLinkOnWire = z.input<typeof invitationWithLinkSchema>;
export type InvitationLinkOnWire = z.input<typeof invitationLinkResponse>;
