// The one set of helpers for the end-to-end specs (epic-stack style): each worker's own server, sign in through
// the API and hand the cookie to the browser, make throwaway users through the invitation API, find rows by their
// unique data, read mail from the outbox, compute TOTP codes. Every spec imports `test` from here, never from
// @playwright/test: the worker's server and baseURL come with it.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Locator, type Page, request } from '@playwright/test';
import { clusterSize, externalServer, startClusterServer } from './cluster';
import { type E2eServer, startServer } from './server';

export type { Locator, Page } from '@playwright/test';
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
 * A made-up caller address (198.18.0.0/15, the benchmarking range) for a request that counts against a
 * per-address limit (5 inquiries an hour): the e2e server trusts X-Forwarded-For from loopback (TRUST_PROXY), so
 * repeated runs on one server do not use up one address's allowance.
 */
export function uniqueClientIp(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
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

/**
 * The rows of a paginated list (`{ items, nextCursor }`) that match, following the cursor page by page (all of
 * them, or only the first when `first` is set): specs find their rows by the unique data they wrote, never as
 * "the newest".
 */
export async function findRows<T>(
  api: APIRequestContext,
  path: string,
  matches: (row: T) => boolean,
  { params = {}, first = false }: { params?: Record<string, string | number>; first?: boolean } = {},
): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | null = null;
  do {
    const response = await api.get(path, { params: { ...params, limit: 100, ...(cursor ? { cursor } : {}) } });
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as { items: T[]; nextCursor?: string | null };
    found.push(...page.items.filter(matches));
    if (first && found.length > 0) break;
    cursor = page.nextCursor ?? null;
  } while (cursor);
  return found;
}

/** The first row of a paginated list that matches (see findRows). */
export async function findRow<T>(
  api: APIRequestContext,
  path: string,
  matches: (row: T) => boolean,
  params?: Record<string, string | number>,
): Promise<T | undefined> {
  return (await findRows(api, path, matches, { params, first: true }))[0];
}

/** Records mailto: link clicks instead of handing them to the system (no mail client in CI). */
export async function captureMailto(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __mailto: string[] }).__mailto = opened;
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]') as HTMLAnchorElement | null;
        if (!link) return;
        opened.push(link.href);
        event.preventDefault();
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
}

/**
 * Installs Playwright's clock in the page, paused, before it loads: the spec then moves time itself
 * (runUntilShown, `page.clock.runFor`), so a busy machine cannot make a delay look early or late.
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** The clock's step while a paused page works towards what the spec waits for (one animation frame). */
export const CLOCK_STEP_MS = 16;

/**
 * Moves a paused clock (pauseClock) one step at a time until the locator is visible: the app's own timers
 * (React Router, TanStack Query) run, and at most CLOCK_STEP_MS passed since anything the page scheduled on the way.
 */
export async function runUntilShown(page: Page, locator: Locator, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await locator.isVisible())) {
    if (Date.now() > deadline) throw new Error(`Not shown within ${timeoutMs / 1000} s: ${locator}`);
    await page.clock.runFor(CLOCK_STEP_MS);
  }
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
  // Each from its own made-up address: the server allows 50 invitations an hour per address, and a worker's
  // server sees every spec's invitations (the e2e server trusts X-Forwarded-For from loopback).
  const response = await admin.post('/api/users/invitations', {
    data: { email, firstName, lastName, role, clientId },
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const link = callbackPathFrom(await latestMail(admin, 'invitation', email));
  return { email, firstName, lastName, role, link, token: tokenFrom(link) };
}

/** The pending invitation to this address, as the admin's list shows it. */
export async function findInvitation(admin: APIRequestContext, email: string): Promise<{ id: string; email: string }> {
  const row = await findRow<{ id: string; email: string }>(
    admin,
    '/api/users/invitations',
    (item) => item.email === email,
  );
  if (!row) throw new Error(`No invitation to ${email}`);
  return row;
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

interface WorkerFixtures {
  /**
   * This worker's own server and embedded database (e2e/server.ts), or with E2E_CLUSTER=N its own balancer, N
   * servers and PostgreSQL database (e2e/cluster.ts); baseURL points at it.
   */
  server: E2eServer;
}

interface Fixtures {
  /** An API client signed in as the demo admin, separate from the browser: invites users, reads the outbox. */
  adminApi: APIRequestContext;
  /** Signs the browser in as a demo role or as given credentials, by API (no sign-in form). */
  loginAs: (who: Role | Credentials) => Promise<void>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const index = workerInfo.workerIndex;
      const server = externalServer() ?? (clusterSize > 0 ? await startClusterServer(index) : await startServer(index));
      await use(server);
      await server.stop();
    },
    // A copy of the seeded template database (global-setup.ts) and a server start: seconds, minutes when very busy.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  loginAs: async ({ page, baseURL }, use) => {
    await use((who) => signInBrowser(page, baseURL!, who));
  },
  adminApi: async ({ baseURL }, use) => {
    const api = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.ADMIN, password: DEMO_PASSWORD });
    await use(api);
    await api.dispose();
  },
});

/**
 * Opens a page for the screenshot matrix and the axe sweep and waits until it has rendered, not only until the
 * network is quiet: on a busy machine the first portal page of a fresh browser can still be the shell's skeleton
 * or a loader when its requests have ended. A page that never settles fails here, by its path.
 */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page
    .waitForFunction(
      () => document.querySelector('h1') && !document.querySelector('[aria-busy="true"], .mantine-Loader-root'),
      undefined,
      { timeout: 30_000 },
    )
    .catch((error: Error) => {
      throw new Error(`${path} did not render a heading without a loader: ${error.message}`);
    });
}
