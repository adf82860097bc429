import type { Role } from '@agency/shared/enums';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { accounts, clientMembers, clients, users } from '../db/schema/index.ts';

export const TEST_PASSWORD = 'Test-pass-2026!';
let passwordHash: Promise<string> | undefined;

let sequence = 0;

/** A user with a password account, optionally a CLIENT member of an organisation. */
export async function createUser(
  db: Db,
  {
    role = 'CLIENT',
    clientId,
    email,
    banned = false,
  }: { role?: Role; clientId?: string; email?: string; banned?: boolean } = {},
) {
  sequence += 1;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const address = email ?? `${role.toLowerCase()}-${sequence}-${Date.now()}@test.example`;
  const [user] = await db
    .insert(users)
    .values({
      name: `Test ${role} ${sequence}`,
      firstName: 'Test',
      lastName: `${role} ${sequence}`,
      email: address,
      emailVerified: true,
      role,
      banned,
      isActive: !banned,
    })
    .returning();
  await db
    .insert(accounts)
    .values({ userId: user!.id, accountId: user!.id, providerId: 'credential', password: await passwordHash });
  if (clientId) await db.insert(clientMembers).values({ userId: user!.id, clientId });
  return user!;
}

/** Each user's chosen time zone (users.timezone: My Profile and Settings › General, read by every screen). */
export async function setTimeZones(db: Db, zones: [userId: string, zone: string][]) {
  for (const [userId, timezone] of zones) await db.update(users).set({ timezone }).where(eq(users.id, userId));
}

export async function createClient(db: Db, name = `Client ${++sequence}`) {
  const [client] = await db
    .insert(clients)
    .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '-')}-${sequence}@test.example` })
    .returning();
  return client!;
}

/** Better Auth refuses cookie-carrying POSTs without an Origin, as browsers always send one. */
export function originHeaders(app: FastifyInstance): Record<string, string> {
  return { origin: app.config.publicUrl };
}

/** Signs in through the real endpoint and returns the Cookie header to send afterwards. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originHeaders(app),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** app.inject as a signed-in browser would call it. */
export function as(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...originHeaders(app), cookie, ...(options.headers ?? {}) } });
}
