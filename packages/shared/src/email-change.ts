// My Profile's change of e-mail address: ask with the new address and the password, confirm with the link mailed to
// the new address. POST /api/me/email-change, GET /api/me/email-change, POST /api/me/email-change/confirm.
import { z } from 'zod';
import { LOGIN_MESSAGES } from './auth-rules.ts';
import { EMAIL_CHANGE_MESSAGES } from './profile-values.ts';
import { boundedText, emailAddress, isoDateTime, wireText } from './schema-primitives.ts';

export const requestEmailChangeBody = z.object({
  newEmail: emailAddress({ required: LOGIN_MESSAGES.emailRequired, invalid: LOGIN_MESSAGES.emailInvalid }),
  password: boundedText({ max: 1000, min: 1, minMessage: 'Password is required', trim: false }),
});
export type RequestEmailChangeBody = z.infer<typeof requestEmailChangeBody>;

/**
 * The change waiting for its link, or null. The answer is the same whether or not the new address belongs to another
 * account, so asking reveals nothing about other accounts (only the new mailbox learns it).
 */
export const pendingEmailChangeSchema = z.object({
  pending: z.object({ newEmail: wireText(), expiresAt: isoDateTime }).nullable(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
export type PendingEmailChangeOnWire = z.input<typeof pendingEmailChangeSchema>;

/** The secret of the link (not trimmed: it is compared as sent). */
export const confirmEmailChangeBody = z.object({
  token: boundedText({ max: 200, min: 10, minMessage: EMAIL_CHANGE_MESSAGES.invalid, trim: false }),
});
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBody>;
