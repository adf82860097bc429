import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { projects, timeEntries, timesheets } from '../../db/schema/index.ts';
import { createClient, createUser } from '../../test/auth.ts';
import { createTestDatabase } from '../../test/database.ts';
import { approvedMinutes } from './approved-minutes.ts';

let database: Database;
let projectId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const client = await createClient(database.db);
  const [project] = await database.db.insert(projects).values({ name: 'Site', clientId: client.id }).returning();
  projectId = project!.id;
});

afterAll(() => database.close());

/** One week of a person's time: [ISO date, hours] per entry, in the order worked. */
async function week(userId: string, weekStart: string, status: 'approved' | 'submitted', days: [string, number][]) {
  const [sheet] = await database.db.insert(timesheets).values({ userId, weekStart, status }).returning();
  for (const [workDate, hours] of days) {
    await database.db
      .insert(timeEntries)
      .values({ userId, timesheetId: sheet!.id, projectId, workDate, minutes: hours * 60 });
  }
}

describe('approved minutes', () => {
  it('pays approved weeks only, splitting each week past 40 hours into overtime in the order worked', async () => {
    const agent = await createUser(database.db, { role: 'AGENT' });
    const other = await createUser(database.db, { role: 'AGENT' });
    // Mon 2026-11-23 to Sun 2026-11-29: 12 h a day Mon–Thu = 48 h, 8 of them overtime on Thursday.
    await week(agent.id, '2026-11-23', 'approved', [
      ['2026-11-23', 12],
      ['2026-11-24', 12],
      ['2026-11-25', 12],
      ['2026-11-26', 12],
    ]);
    // The week after is not approved yet: not paid.
    await week(agent.id, '2026-11-30', 'submitted', [['2026-11-30', 8]]);
    await week(other.id, '2026-11-23', 'approved', [['2026-11-24', 5]]);

    const november = await approvedMinutes(database.db, { from: '2026-11-01', to: '2026-11-30' });
    expect(november.get(agent.id)).toEqual({ minutes: 40 * 60, overtimeMinutes: 8 * 60 });
    expect(november.get(other.id)).toEqual({ minutes: 5 * 60, overtimeMinutes: 0 });

    // A period that ends mid-week keeps the week's split: Thursday's overtime falls outside it.
    const toWednesday = await approvedMinutes(database.db, { from: '2026-11-01', to: '2026-11-25' }, [agent.id]);
    expect(toWednesday.get(agent.id)).toEqual({ minutes: 36 * 60, overtimeMinutes: 0 });
    const fromThursday = await approvedMinutes(database.db, { from: '2026-11-26', to: '2026-12-31' }, [agent.id]);
    expect(fromThursday.get(agent.id)).toEqual({ minutes: 4 * 60, overtimeMinutes: 8 * 60 });
    expect(fromThursday.has(other.id)).toBe(false);
    expect(await approvedMinutes(database.db, { from: '2026-11-01', to: '2026-11-30' }, [])).toEqual(new Map());
  });
});
