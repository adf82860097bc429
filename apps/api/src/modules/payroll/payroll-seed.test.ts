import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payrollRecords, payrollRuns } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { createTestDatabase } from '../../test/database.ts';
// biome-ignore lint/style/noRestrictedImports: the one rule of approved time, which the seed's runs must agree with.
import { approvedMinutes } from '../time/approved-minutes.ts';
import { payrollLines } from './lines.ts';

// The demo's past payroll runs agree with its approved time (issue #20): each hourly line holds exactly the regular and
// overtime minutes time tracking's one rule reads from the approved timesheets of its period, and re-computing a run
// from the profiles and that time gives the amounts the seed stored.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { now: new Date('2026-11-20T12:00:00Z') });
});
afterAll(() => database.close());

it('pays hourly staff the approved time of each period, and every line as payroll would compute it', async () => {
  const runs = await database.db.select().from(payrollRuns);
  expect(runs).toHaveLength(2);
  for (const run of runs) {
    const records = await database.db.select().from(payrollRecords).where(eq(payrollRecords.runId, run.id));
    const time = await approvedMinutes(database.db, { from: run.periodStart, to: run.periodEnd });
    const hourly = records.filter((record) => record.payType === 'hourly');
    expect(hourly.length).toBe(2);
    for (const record of hourly) {
      const approved = time.get(record.userId);
      expect(approved?.minutes, record.employeeName).toBeGreaterThan(0);
      expect([record.minutesWorked, record.overtimeMinutes]).toEqual([approved!.minutes, approved!.overtimeMinutes]);
    }
    const computed = await payrollLines(database.db, run);
    for (const record of records) {
      const line = computed.find((c) => c.userId === record.userId);
      expect(line, record.employeeName).toMatchObject({
        grossCents: record.grossCents,
        netCents: record.netCents,
        feeCents: record.feeCents,
      });
    }
  }
  // Someone works overtime, so the 1.5 rate shows in the demo.
  const overtime = await database.db.select().from(payrollRecords).where(eq(payrollRecords.payType, 'hourly'));
  expect(overtime.some((record) => record.overtimeMinutes > 0)).toBe(true);
});
