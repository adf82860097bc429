// Shared helpers for the end-to-end specs (epic-stack style): sign in through the API and hand the cookie to the
// browser, make throwaway users through the invitation API, read mail from the outbox, compute TOTP codes.
import { createHmac, randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page, request } from '@playwright/test';

export { expect };

export type Role = 'ADMIN' | 'AGENT' | 'CLIENT';

/** The demo seed's accounts. Specs only sign in with them: anything that changes an account uses its own user. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS: Record<Role, string> = {
  ADMIN: 'admin@example.com',
  AGENT: 'agent@example.com',
  CLIENT: 'client@example.com',
};
export const HOME: Record<Role, string> = { ADMIN: '/admin', AGENT: '/agent', CLIENT: '/dashboard' };

export interface Credentials {
  email: string;
  password: string;
}

/** A password the server's rules accept (000 §5) and its common-password list does not know. */
export function strongPassword(): string {
  return `Kv7!${randomBytes(6).toString('hex')}Qz`;
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * An API client with its own cookie jar. Better Auth refuses cookie-carrying requests without a trusted Origin,
 * so every request names the site's own.
 */
export async function apiClient(baseURL: string, userAgent = 'e2e-api'): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, 'user-agent': userAgent } });
}

/** A signed-in API client (a second "device" when the browser is signed in too). */
export async function signedInApi(baseURL: string, { email, password }: Credentials, userAgent?: string) {
  const api = await apiClient(baseURL, userAgent);
  const response = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** Signs in by API and gives the browser the session cookie, so a spec starts where it means to. */
export async function signInBrowser(page: Page, baseURL: string, who: Role | Credentials): Promise<void> {
  const credentials = typeof who === 'string' ? { email: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD } : who;
  const api = await signedInApi(baseURL, credentials);
  const { cookies } = await api.storageState();
  await page.context().addCookies(cookies);
  await api.dispose();
}

export interface OutboxMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  kind: string | null;
  createdAt: string;
}

/** The newest mail of this kind to this address, waiting a little for it to be written. */
export async function latestMail(admin: APIRequestContext, kind: string, to: string): Promise<OutboxMail> {
  let newest: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await admin.get('/api/outbox', { params: { kind, to } });
      expect(response.status()).toBe(200);
      newest = ((await response.json()) as { items: OutboxMail[] }).items[0];
      return newest;
    })
    .toBeTruthy();
  return newest!;
}

/** The path and query of the /auth/callback link in a mail, to open on the site under test. */
export function callbackPathFrom(mail: OutboxMail): string {
  const match = mail.text.match(/https?:\/\/\S+\/auth\/callback\?\S+/);
  if (!match) throw new Error(`No callback link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export function tokenFrom(path: string): string {
  const token = new URL(path, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`No token in ${path}`);
  return token;
}

export interface Invited {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** /auth/callback?type=invite&token=… from the invitation e-mail. */
  link: string;
  token: string;
}

/** An admin invites a new user (D4) and the spec reads the link from the outbox (D14). */
export async function invite(admin: APIRequestContext, role: Role, label = role.toLowerCase()): Promise<Invited> {
  const email = uniqueEmail(label);
  const firstName = 'Test';
  const lastName = `${role[0]}${role.slice(1).toLowerCase()} ${randomBytes(2).toString('hex')}`;
  const clientId = role === 'CLIENT' ? await firstClientId(admin) : null;
  const response = await admin.post('/api/users/invitations', { data: { email, firstName, lastName, role, clientId } });
  expect(response.status(), await response.text()).toBe(201);
  const link = callbackPathFrom(await latestMail(admin, 'invitation', email));
  return { email, firstName, lastName, role, link, token: tokenFrom(link) };
}

async function firstClientId(admin: APIRequestContext): Promise<string> {
  const response = await admin.get('/api/clients');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error('The demo seed has no client organisation');
  return items[0].id;
}

/** A fresh account of this role with a known password: invited by the admin, accepted through the API. */
export async function createUser(
  admin: APIRequestContext,
  baseURL: string,
  role: Role,
): Promise<Credentials & Invited> {
  const invited = await invite(admin, role);
  const password = strongPassword();
  const api = await apiClient(baseURL);
  const response = await api.post('/api/invitations/accept', { data: { token: invited.token, password } });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
  return { ...invited, password };
}

// RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits), as authenticator apps compute it from the otpauth URI's secret.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function totp(base32Secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return binary.toString().padStart(6, '0');
}

export function secretFromTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${uri}`);
  return secret;
}

interface Fixtures {
  /** An API client signed in as the demo admin, separate from the browser: invites users, reads the outbox. */
  adminApi: APIRequestContext;
  /** Signs the browser in as a demo role or as given credentials, by API (no sign-in form). */
  loginAs: (who: Role | Credentials) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  loginAs: async ({ page, baseURL }, use) => {
    await use((who) => signInBrowser(page, baseURL!, who));
  },
  adminApi: async ({ baseURL }, use) => {
    const api = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.ADMIN, password: DEMO_PASSWORD });
    await use(api);
    await api.dispose();
  },
});
