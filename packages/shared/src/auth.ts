// What the web reads from Better Auth's endpoints under /api/auth (D7). They are not our Fastify routes, so
// their request rules live in auth-rules.ts and these schemas check only the fields we use: loose objects,
// so a field Better Auth adds in a minor release does not break the portal, and one it renames fails loudly.
import { z } from 'zod';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES, validateNewPassword, validatePasswordPair } from './auth-rules.ts';
import { ROLES, type Role } from './enums.ts';
import { boundedText, emailAddress, isoDateTime, wireText } from './schema-primitives.ts';

// Better Auth stores roles as we send them; compare and display them in one (upper) case whatever arrives.
const roleSchema = wireText()
  .nullish()
  .transform((value): Role => {
    const upper = value?.toUpperCase();
    return ROLES.find((role) => role === upper) ?? 'CLIENT';
  });

export const signedInUserSchema = z.looseObject({
  id: wireText(),
  email: wireText(),
  name: wireText(),
  role: wireText().nullish(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** GET /api/auth/get-session: null when signed out (Better Auth answers 200 with null). */
export const sessionResponse = z
  .looseObject({
    session: z.looseObject({ id: wireText(), expiresAt: isoDateTime }),
    user: z.looseObject({
      id: wireText(),
      email: wireText(),
      name: wireText(),
      role: roleSchema,
      firstName: wireText().nullish(),
      lastName: wireText().nullish(),
      twoFactorEnabled: z.boolean().nullish(),
      image: wireText().nullish(),
    }),
  })
  .nullable();
export type Session = NonNullable<z.infer<typeof sessionResponse>>;
export type SessionUser = Session['user'];
/**
 * get-session as the API's Better Auth bridge sends it: parsed by sessionResponse there (so the role is one of ours),
 * then written as JSON (so expiresAt is an ISO string). The portal reads it without parsing again (ADR 0011).
 */
export type SessionOnWire = {
  session: { [key: string]: unknown; id: string; expiresAt: string };
  user: SessionUser;
} | null;

/** Either signed in, or the password was right and the account asks for its second factor. */
export const signInResponse = z.union([
  z.looseObject({ twoFactorRedirect: z.literal(true) }),
  z.looseObject({ twoFactorRedirect: z.literal(false).optional(), user: signedInUserSchema }),
]);
export type SignInResult = z.infer<typeof signInResponse>;

/** Sign-up and the second factor's verification answer with the user they signed in. */
export const signedInResponse = z.looseObject({ user: signedInUserSchema });

/** Endpoints whose answer we do not read (`{ status: true }` and alike): still an object, never HTML or text. */
export const authAcknowledgement = z.looseObject({});

export const twoFactorSetupResponse = z.looseObject({
  /** otpauth:// URI holding the secret; drawn as a QR code in the browser, never sent elsewhere. */
  totpURI: wireText(),
  backupCodes: z.array(wireText()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

/** A signed-in device, named by id: the session token never leaves the server's cookie. */
export const activeSessionSchema = z.looseObject({
  id: wireText(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  expiresAt: isoDateTime,
  ipAddress: wireText().nullish(),
  userAgent: wireText().nullish(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const listSessionsResponse = z.array(activeSessionSchema);

/** POST /api/auth/request-password-reset, as the forgot-password form checks it. */
export const requestPasswordResetBody = z.object({
  email: emailAddress({ required: LOGIN_MESSAGES.emailRequired, invalid: LOGIN_MESSAGES.emailInvalid }),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBody>;

/** The account password asked again before a security change (two-factor enable and disable). */
export const passwordConfirmBody = z.object({
  password: boundedText({ max: 1000, min: 1, minMessage: 'Password is required', trim: false }),
});
export type PasswordConfirmBody = z.infer<typeof passwordConfirmBody>;

/** A password field's bound: long enough for any passphrase, short of anything a person types by hand. */
const PASSWORD_FIELD_MAX = 1000;

/** A new password: the first of the reset rules (000 §5) it breaks, so one message shows at a time. */
function newPassword() {
  return boundedText({ max: PASSWORD_FIELD_MAX, trim: false }).superRefine((password, ctx) => {
    const problem = validateNewPassword(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** Confirm Password must repeat the password; said only once the password meets the rules (000 §5). */
function confirmMatches({ password, confirm }: { password: string; confirm: string }, ctx: z.RefinementCtx) {
  if (validatePasswordPair(password, confirm) === PASSWORD_MESSAGES.mismatch) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.mismatch, path: ['confirm'] });
  }
}

const confirmPassword = () => boundedText({ max: PASSWORD_FIELD_MAX, trim: false });

/** New Password and Confirm Password, as the reset and invitation pages check them. */
export const newPasswordForm = z
  .object({ password: newPassword(), confirm: confirmPassword() })
  .superRefine(confirmMatches);
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** Change password in the settings: the current password, then a new one under the reset rules (000 §5, §8). */
export const changePasswordForm = z
  .object({
    currentPassword: boundedText({
      max: PASSWORD_FIELD_MAX,
      min: 1,
      minMessage: 'Please enter your current password.',
      trim: false,
    }),
    password: newPassword(),
    confirm: confirmPassword(),
    /** "Sign out of all other devices". */
    revokeOtherSessions: z.boolean(),
  })
  .superRefine(confirmMatches);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** Self-registration (D4): the full name, the address, and a password under the reset rules (000 §5). */
export const signUpForm = z
  .object({
    name: boundedText({ max: 200, min: 1, minMessage: 'Please enter your full name.' }),
    email: emailAddress({ required: LOGIN_MESSAGES.emailRequired, invalid: LOGIN_MESSAGES.emailInvalid }),
    password: newPassword(),
    confirm: confirmPassword(),
  })
  .superRefine(confirmMatches);
export type SignUpForm = z.infer<typeof signUpForm>;

/** A one-time code as typed: people copy codes with spaces between the digit groups; those are not part of it. */
export function compactCode(code: string): string {
  return code.replace(/\s/g, '');
}

// Longer than any code, so a pasted paragraph gets a clear message rather than reaching the server.
const typedCode = () => boundedText({ max: 64, trim: false });

/** The 6-digit code of an authenticator app (sign-in's second step, and turning two-factor on: D23). */
export const totpCodeForm = z.object({
  code: typedCode().refine((code) => /^\d{6}$/.test(compactCode(code)), 'Please enter the 6-digit code.'),
});

/** One of the backup codes saved when two-factor authentication was turned on. */
export const backupCodeForm = z.object({
  code: typedCode().refine((code) => compactCode(code) !== '', 'Please enter a backup code.'),
});
export type TwoFactorCodeForm = z.infer<typeof totpCodeForm>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type ActiveSessionsOnWire = z.input<typeof listSessionsResponse>;
