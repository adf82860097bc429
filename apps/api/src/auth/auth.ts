import { BRAND } from '@agency/shared/brand';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema/index.ts';
import type { Mailer } from '../lib/mailer.ts';
import { languageOf } from '../lib/recipients.ts';
import { passwordResetEmail } from '../mail/templates/account.ts';

/** The link of a password-reset mail: the callback page takes the token to the password form. */
export const passwordResetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/callback?type=recovery&token=${encodeURIComponent(token)}`;

/** Idle expiry: a session unused this long ends. Each use within it extends it (sliding). */
export const SESSION_IDLE_SECONDS = 3 * 24 * 60 * 60;
/** A session is extended (its expiry moved and its cookie re-sent) at most once per this many seconds. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60;
/** Absolute expiry: no session outlives this, however active (enforced in plugins/auth.ts). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Second-factor requests (enrol, verify, disable) per address: enough for a person, too few to guess codes. */
export const TWO_FACTOR_RATE_LIMIT = { window: 60, max: 10 };
export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Contact the agency if you need access again.';

/** Set by the bridge (never by the client) to the request's Origin when it is this site by the request's own name. */
export const TRUSTED_ORIGIN_HEADER = 'x-northstar-same-origin';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export function createAuth({ db, config, mailer }: AuthDeps) {
  return betterAuth({
    appName: BRAND.name,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The public URL, plus the request's own origin however the server was reached (127.0.0.1, a LAN name,
    // a proxy): plugins/request-hygiene.ts decides same-origin once, the bridge passes the verdict on.
    trustedOrigins: (request) => [config.publicUrl, request?.headers.get(TRUSTED_ORIGIN_HEADER)],
    database: drizzleAdapter(db, { provider: 'pg', schema: { users, sessions, accounts, verifications, twoFactors } }),
    user: {
      modelName: 'users',
      // Profile fields the session carries; none of them can be set by the browser at sign-up.
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        isActive: { type: 'boolean', required: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // Every request reads the session row, so a deactivation or sign-out elsewhere ends it at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      // Accounts are granted (D4); self-registration is opened by an admin setting, checked in the bridge.
      disableSignUp: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const link = passwordResetLink(config.publicUrl, token);
        // In the language the person chose in Settings (English while they never chose).
        const mail = passwordResetEmail({ name: user.name, link }, await languageOf(db, user.id));
        const { id } = await mailer.enqueue(db, { ...mail, to: user.email, kind: 'password-reset' });
        await mailer.deliverNow([id]);
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.isProduction,
      cookiePrefix: 'northstar',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Our own limits (auth/sign-in-limits.ts) count failures per account and address in the database. Better
    // Auth's limiter (per address, in memory) guards the second-factor step on top; every other path is ours.
    rateLimit: {
      enabled: true,
      storage: 'memory',
      customRules: { '/two-factor/*': TWO_FACTOR_RATE_LIMIT, '/**': false },
    },
    databaseHooks: {
      user: {
        create: {
          // A role sent by a browser is never trusted (D4): every self-made account is a CLIENT.
          // The full name splits at the first space into first and last name (000 §5).
          before: async (user) => {
            const [firstName = '', ...rest] = String(user.name ?? '')
              .trim()
              .split(/\s+/);
            return { data: { ...user, role: 'CLIENT', firstName, lastName: rest.join(' ') } };
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: 'CLIENT',
        adminRoles: ['ADMIN'],
        roles: { ADMIN: adminAc, AGENT: userAc, CLIENT: userAc },
        bannedUserMessage: DEACTIVATED_MESSAGE,
      }),
      twoFactor({ issuer: BRAND.name, schema: { twoFactor: { modelName: 'twoFactors' } } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
