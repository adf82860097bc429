import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';

/** Whether the database answers, with its own message when it does not (shown on /auth-test). */
export async function checkDatabase(db: Db): Promise<{ ok: boolean; message?: string }> {
  try {
    await db.execute(sql`select count(*) from users limit 1`);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** A throwaway user with a random password, returned so /auth-test can show it. */
export async function createTestUser(db: Db, role: 'CLIENT' | 'ADMIN') {
  const suffix = randomBytes(3).toString('hex');
  const email = `test-${role.toLowerCase()}-${suffix}@example.com`;
  const password = `Test-${randomBytes(4).toString('hex')}!A1`;
  const label = role === 'ADMIN' ? 'Admin' : 'Client';
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, name: `Test ${label}`, firstName: 'Test', lastName: label, role, emailVerified: true })
      .returning();
    await tx.insert(accounts).values({
      userId: user!.id,
      accountId: user!.id,
      providerId: 'credential',
      password: await hashPassword(password),
    });
  });
  return { email, password, role };
}
