import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@agency/shared/enums';
import { SITE } from '@agency/shared/site';
import { z } from 'zod';

/** The pool's connections to PostgreSQL when DATABASE_POOL_MAX is not set. */
export const DEFAULT_POOL_MAX = 10;

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z
  .object({
    /** development: Vite serves the web app; demo: built app, demo seed, dev pages; production: no demo. */
    APP_ENV: z.enum(['development', 'demo', 'production', 'test']).default('demo'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    /** Loopback unless set: a demo on a shared network is reachable only from this machine. */
    HOST: z.string().default('127.0.0.1'),
    /** Which proxies may set X-Forwarded-*: a hop count or addresses/CIDRs, comma-separated. Empty: none. */
    TRUST_PROXY: optionalString,
    PUBLIC_URL: optionalUrl,
    /** More names this server answers to besides loopback and PUBLIC_URL's host, comma-separated (DNS rebinding). */
    ALLOWED_HOSTS: optionalString,
    /** Who besides this machine may read /api/metrics (Prometheus): a scraper sends it as a Bearer token. */
    METRICS_TOKEN: optionalString,
    DATABASE_URL: optionalUrl,
    /** Connections each app server keeps to PostgreSQL (its pool); /api/health uses one more of its own. */
    DATABASE_POOL_MAX: z.coerce
      .number({ error: 'DATABASE_POOL_MAX must be a number' })
      .int('DATABASE_POOL_MAX must be a whole number')
      .min(1, 'DATABASE_POOL_MAX must be between 1 and 1000')
      .max(1000, 'DATABASE_POOL_MAX must be between 1 and 1000')
      .default(DEFAULT_POOL_MAX),
    /**
     * Live upgrades (WebSockets) one server works on at once, from the request to the socket's `ready`; past it an
     * upgrade is answered 503 with Retry-After (realtime/admission.ts). Unset: twice DATABASE_POOL_MAX.
     */
    LIVE_HANDSHAKES_MAX: z.coerce
      .number({ error: 'LIVE_HANDSHAKES_MAX must be a number' })
      .int('LIVE_HANDSHAKES_MAX must be a whole number')
      .min(1, 'LIVE_HANDSHAKES_MAX must be between 1 and 100000')
      .max(100_000, 'LIVE_HANDSHAKES_MAX must be between 1 and 100000')
      .optional(),
    DATA_DIR: z.string().default('data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_SECRET: optionalString,
    AGENCY_EMAIL: z.email().default(SITE.contactEmail),
    /** The language of the mails to AGENCY_EMAIL (an inquiry's copy). */
    AGENCY_LANGUAGE: z.enum(LANGUAGES).default('en'),
    MAIL_FROM: z.string().default(`Northstar Digital <${SITE.contactEmail}>`),
    SMTP_URL: optionalUrl,
    BOOKING_URL: z.url().default('https://cal.com/'),
    MEETING_BASE_URL: z.url().default('https://meet.jit.si/'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    /** Where the Stripe SDK sends its calls; only a local stand-in (tests, offline demos) sets it. */
    STRIPE_API_URL: optionalUrl,
    /** Bank-transfer instructions the manual provider shows on Pay Now (D16). */
    BANK_ACCOUNT_NAME: z.string().default('Northstar Digital LLC'),
    BANK_NAME: z.string().default('First Harbor Bank'),
    BANK_IBAN: z.string().default('US00 0000 0000 0000 0000 00'),
    BANK_BIC: z.string().default('FHBKUS33'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    UPLOAD_DIR: optionalString,
    /** Where `npm run backup` writes (each backup a folder of its own). */
    BACKUP_DIR: optionalString,
    /** Largest upload in megabytes (001 §2 Files & Assets). */
    UPLOAD_MAX_MB: z.coerce.number().positive('UPLOAD_MAX_MB must be a positive number').default(25),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_PREFIX: optionalString,
    WEB_DIST: optionalString,
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    ADMIN_EMAIL: z
      .email('ADMIN_EMAIL must be an e-mail address')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'production' && (!env.AUTH_SECRET || env.AUTH_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET must be set to at least 32 characters in production',
      });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET must be set when STORAGE_DRIVER is s3' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['APP_ENV'];
  isProduction: boolean;
  /** Development-only pages (/auth-test) and the demo seed exist outside production (D8). */
  devPages: boolean;
  port: number;
  host: string;
  /** Fastify's trustProxy: false (the socket's address is the caller's), a hop count, or trusted addresses. */
  trustProxy: false | number | string[];
  publicUrl: string;
  /**
   * Host names (lower case, no port) a request may name besides localhost, 127.0.0.1, [::1], PUBLIC_URL's host
   * and HOST when it is one address; any other Host is answered 421, so a DNS-rebound name reaches nothing.
   */
  allowedHosts: string[];
  /** The Bearer token a remote Prometheus sends for /api/metrics; unset: loopback only. */
  metricsToken?: string;
  database: { url: string; poolSize: number } | { dataDir: string };
  /** Live upgrades worked on at once by this process (realtime/admission.ts). */
  liveHandshakesMax: number;
  backupDir: string;
  logLevel: Env['LOG_LEVEL'];
  authSecret: string;
  agencyEmail: string;
  agencyLanguage: Language;
  mailFrom: string;
  /** Payment instructions printed on invoices (lines separated by newlines). */
  smtpUrl?: string;
  bookingUrl: string;
  meetingBaseUrl: string;
  /** Stripe is the payment provider only when its three keys are set (D16); otherwise the manual provider. */
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    publishableKey: string;
    /** The SDK's host/port/protocol, pointed at a local stand-in (tests); Stripe's own API when unset. */
    apiUrl?: string;
  };
  bankTransfer: { accountName: string; bankName: string; iban: string; bic: string };
  storage: {
    driver: 'local' | 's3';
    uploadDir: string;
    /** Largest accepted upload, in bytes. */
    maxUploadBytes: number;
    s3?: {
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
      prefix?: string;
    };
  };
  /** Built web client (prerendered HTML + assets); served when it exists. */
  webDist?: string;
  seedDemo: Env['SEED_DEMO'];
  /** While no active admin exists, each start invites this address as the first admin (ops/first-admin.ts). */
  adminEmail?: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'configuration';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const env = parsed.data;
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  const webDist = resolve(repoRoot, env.WEB_DIST ?? 'apps/web/build/client');
  return {
    env: env.APP_ENV,
    isProduction: env.APP_ENV === 'production',
    devPages: env.APP_ENV !== 'production',
    port: env.PORT,
    host: env.HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    allowedHosts: parseAllowedHosts(env.ALLOWED_HOSTS),
    metricsToken: env.METRICS_TOKEN,
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_MAX }
      : { dataDir: resolve(dataDir, 'pglite') },
    liveHandshakesMax: env.LIVE_HANDSHAKES_MAX ?? 2 * env.DATABASE_POOL_MAX,
    backupDir: resolve(repoRoot, env.BACKUP_DIR ?? resolve(dataDir, 'backups')),
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET ?? generatedSecret(env.APP_ENV, dataDir),
    agencyEmail: env.AGENCY_EMAIL,
    agencyLanguage: env.AGENCY_LANGUAGE,
    mailFrom: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    bookingUrl: env.BOOKING_URL,
    meetingBaseUrl: env.MEETING_BASE_URL,
    // All three or none: a secret key without the webhook secret could take money it never hears about.
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    bankTransfer: {
      accountName: env.BANK_ACCOUNT_NAME,
      bankName: env.BANK_NAME,
      iban: env.BANK_IBAN,
      bic: env.BANK_BIC,
    },
    storage: {
      driver: env.STORAGE_DRIVER,
      uploadDir: resolve(repoRoot, env.UPLOAD_DIR ?? resolve(dataDir, 'uploads')),
      maxUploadBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            prefix: env.S3_PREFIX,
          }
        : undefined,
    },
    // Vite serves the web app in development; tests pass their own build when they need one.
    webDist: (env.APP_ENV === 'demo' || env.APP_ENV === 'production') && existsSync(webDist) ? webDist : undefined,
    seedDemo: env.SEED_DEMO,
    adminEmail: env.ADMIN_EMAIL,
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  // `true` would trust anyone's X-Forwarded-For: name the proxies instead.
  if (text === 'true')
    throw new ConfigError('Invalid configuration: TRUST_PROXY: name the proxy addresses or a hop count, not "true"');
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The name in a Host header (or an ALLOWED_HOSTS entry), compared case-blind without its port or a trailing
 * dot: `Portal.Example.com.:443` is `portal.example.com`, `[::1]:3000` is `[::1]`.
 */
export function hostnameOf(host: string): string {
  const name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1);
  return name.replace(/:\d*$/, '').replace(/\.$/, '');
}

function parseAllowedHosts(value: string | undefined): string[] {
  const names = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => hostnameOf(part.includes('://') && URL.canParse(part) ? new URL(part).host : part));
  const bad = names.find((name) => name === '' || /[\s/*@]/.test(name));
  if (bad !== undefined)
    throw new ConfigError(`Invalid configuration: ALLOWED_HOSTS: "${bad}" is not a host name (example.com, 10.0.0.5)`);
  return names;
}

/**
 * Outside production a missing AUTH_SECRET is made up once and kept in the data directory (readable by this
 * user only), so sessions survive restarts and no two installations share a secret. Tests keep theirs in memory.
 */
function generatedSecret(env: Env['APP_ENV'], dataDir: string): string {
  if (env === 'test') return randomBytes(32).toString('base64url');
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
