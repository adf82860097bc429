import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { departmentEnum, userRoleEnum } from './enums.ts';

// The four core tables and the two plugin tables of Better Auth (email + password, admin,
// two-factor). Better Auth's Drizzle adapter addresses tables by their export name (users,
// sessions, accounts, verifications, twoFactors) and columns by their TypeScript key, so those
// keys must stay exactly as Better Auth names its fields. Every column Better Auth does not write
// is nullable or has a default: its schema check refuses required columns it cannot fill.

export interface Skill {
  name: string;
  /** 0–100, drawn as a bar on the employee profile. */
  level: number;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Uploaded avatar URL; null means the client draws an initials avatar (D26). */
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // admin plugin
    role: userRoleEnum('role').notNull().default('CLIENT'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamptz('ban_expires'),
    // two-factor plugin
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    // profile (both specification documents)
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    department: departmentEnum('department'),
    jobTitle: text('job_title'),
    location: text('location'),
    timezone: text('timezone'),
    bio: text('bio'),
    /** false = deactivated by an admin (D4); sign-in is refused. */
    isActive: boolean('is_active').notNull().default(true),
    lastSeenAt: timestamptz('last_seen_at'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    skills: jsonb('skills').$type<Skill[]>().notNull().default([]),
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Keyset pages (lib/cursor.ts) and the search box: substring search needs trigrams (pg_trgm).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_role_created_at_id_idx').on(t.role, t.createdAt, t.id),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_department_idx').on(t.department),
    index('users_manager_id_idx').on(t.managerId),
    index('users_last_name_first_name_idx').on(t.lastName, t.firstName),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who opened this session by impersonation (admin plugin). */
    impersonatedBy: uuid('impersonated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_impersonated_by_idx').on(t.impersonatedBy),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    /** Better Auth's scrypt hash for providerId 'credential'. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);
