import type { Language } from '@agency/shared/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientMembers, userSettings, users } from '../db/schema/index.ts';

/** An account that may be told of anything: active and not banned (deactivation sets both). */
export const activeAccount = and(eq(users.isActive, true), sql`coalesce(${users.banned}, false) = false`);

export interface Recipient {
  id: string;
  email: string;
  name: string;
  /** The language the person chose in Settings; null while they never chose (their mails are then in English). */
  language: Language | null;
}

/**
 * The people of a client organisation who hear of its invoices, proposals, payments and plan changes: its CLIENT
 * members with an active account. One query for every module, so a deactivated person is never mailed or notified.
 */
export function activeClientUsers(db: Db, clientId: string): Promise<Recipient[]> {
  return db
    .select({ id: users.id, email: users.email, name: users.name, language: userSettings.language })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(clientMembers.clientId, clientId), eq(users.role, 'CLIENT'), activeAccount));
}

/** One user's stored language (null: never chosen, or no such user). */
export async function languageOf(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.language ?? null;
}

/** The stored language of each listed user who chose one. */
export async function languagesOf(db: Db, userIds: string[]): Promise<Map<string, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: userSettings.userId, language: userSettings.language })
    .from(userSettings)
    .where(inArray(userSettings.userId, userIds));
  return new Map(rows.flatMap((row) => (row.language ? [[row.id, row.language] as const] : [])));
}

/**
 * Addresses grouped by the language their mail is written in, so each reader of a mail sent to several people gets
 * it in their own language: one mail per language, in a stable order. Without recipients, the fallback address.
 */
export function byLanguage(
  people: readonly Pick<Recipient, 'email' | 'language'>[],
  fallback: { email: string; language: Language | null },
): { language: Language; to: string[] }[] {
  if (people.length === 0) return [{ language: fallback.language ?? 'en', to: [fallback.email] }];
  const groups = new Map<Language, string[]>();
  for (const { email, language = null } of people) {
    const key = language ?? 'en';
    groups.set(key, [...(groups.get(key) ?? []), email]);
  }
  return [...groups].map(([language, to]) => ({ language, to }));
}

/** Every active admin's id: who hears of what happens on the client side (a decision, a payment). */
export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), activeAccount));
  return rows.map((row) => row.id);
}
