import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedActivity } from './demo-activity.ts';
import { seedBilling } from './demo-billing.ts';
import { seedCalendar } from './demo-calendar.ts';
import { DemoClock, type Tx } from './demo-context.ts';
import { seedFiles } from './demo-files.ts';
import { seedMessages } from './demo-messages.ts';
import { seedPayments } from './demo-payments.ts';
import { seedPayroll } from './demo-payroll.ts';
import { seedPeople } from './demo-people.ts';
import { seedProjects } from './demo-projects.ts';
import { seedSite } from './demo-site.ts';
import { seedTime } from './demo-time.ts';

/** Shown on the sign-in help and in the README; every demo account uses it. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  client: 'client@example.com',
} as const;

export interface SeedDemoOptions {
  /** The moment every demo date is relative to; defaults to the current time. */
  now?: Date;
  /** Base of generated video-room links (config.meetingBaseUrl). */
  meetingBaseUrl?: string;
  /** AUTH_SECRET, to sign the demo's decided proposals like the portal does (issue #18); unsigned without it. */
  sealSecret?: string;
}

// Any constant works; it only has to be the same for every app server seeding the same database.
const SEED_LOCK_KEY = 73_012_024;

/**
 * Writes the demo organisation (D13): people, clients, projects, documents, conversations and
 * history, all dated relative to `now`. Runs in one transaction and does nothing when the demo
 * admin already exists, so every server start may call it safely.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<{ seeded: boolean }> {
  const clock = new DemoClock(options.now ?? new Date());
  const meetingBaseUrl = options.meetingBaseUrl ?? 'https://meet.jit.si/';
  if (await demoExists(db)) return { seeded: false };
  // Hashing is deliberately slow, so it happens once, outside the transaction, for every account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two servers starting together must not both seed: the second waits here, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await demoExists(tx)) return { seeded: false };
    await writeDemo(tx, clock, passwordHash, meetingBaseUrl, options.sealSecret);
    return { seeded: true };
  });
}

async function demoExists(db: Db | Tx): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin)).limit(1);
  return found.length > 0;
}

async function writeDemo(
  tx: Tx,
  clock: DemoClock,
  passwordHash: string,
  meetingBaseUrl: string,
  sealSecret: string | undefined,
) {
  const people = await seedPeople(tx, clock, passwordHash);
  const projects = await seedProjects(tx, clock, people);
  const billing = await seedBilling(tx, clock, people, projects, sealSecret);
  await seedMessages(tx, clock, people, projects, billing);
  await seedCalendar(tx, clock, people, projects, meetingBaseUrl);
  await seedPayroll(tx, clock, people, projects);
  await seedTime(tx, clock, people, projects);
  await seedPayments(tx, clock, people);
  await seedActivity(tx, clock, { people: people.people, clients: people.clients, projects, billing });
  await seedFiles(tx, clock, people, projects);
  await seedSite(tx, clock);
}
