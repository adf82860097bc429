import { dollarsToCents } from '@agency/shared/money';
import { shiftDate, weekStartOf } from '@agency/shared/time';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { payrollProfiles, projectAgents, projects, tasks, timeEntries, timesheets } from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { DemoPeople } from './demo-people.ts';
import type { DemoProjects, ProjectKey } from './demo-projects.ts';

/** What an hour of each project is invoiced at (issue #20). */
const HOURLY_RATES: Record<ProjectKey, number> = {
  replatform: 150,
  loyalty: 135,
  patientPortal: 160,
  vitalisSite: 120,
  fleet: 140,
  driverPortal: 140,
};

/** What an hour of the two demo logins costs the agency (their cost rate, above their pay for overheads). */
const COST_RATES = { admin: 85, jordan: 65 } as const;

const NOTES = [
  'Implementation and code review',
  'Client call and follow-up notes',
  'Design QA against the prototype',
  'Bug fixes from the staging review',
  'Sprint planning and estimates',
  'Performance profiling',
];

/**
 * Time for the demo agent (Jordan) and admin over the last four weeks: two weeks approved, last week submitted and
 * waiting for the admin, this week open up to today. Weekdays only, two entries a day on their projects' tasks, a
 * few hours each; some internal (non-billable) time. Approved billable time is left unbilled, ready for an invoice.
 */
export async function seedTime(tx: Tx, clock: DemoClock, { people }: DemoPeople, demoProjects: DemoProjects) {
  for (const [key, dollars] of Object.entries(HOURLY_RATES) as [ProjectKey, number][]) {
    await tx
      .update(projects)
      .set({ hourlyRateCents: dollarsToCents(dollars) })
      .where(eq(projects.id, demoProjects[key].id));
  }
  for (const [key, dollars] of Object.entries(COST_RATES) as [keyof typeof COST_RATES, number][]) {
    await tx
      .update(payrollProfiles)
      .set({ costRateCents: dollarsToCents(dollars) })
      .where(eq(payrollProfiles.userId, people[key].id));
  }
  const agentProjects = await tx
    .select({ projectId: projectAgents.projectId })
    .from(projectAgents)
    .where(eq(projectAgents.agentId, people.jordan.id));
  const adminProjects = [demoProjects.replatform.id, demoProjects.patientPortal.id];
  const today = clock.date(0);
  const thisWeek = weekStartOf(today);
  const plan = [
    { person: people.jordan, projectIds: agentProjects.map((row) => row.projectId) },
    { person: people.admin, projectIds: adminProjects },
  ];
  let turn = 0;
  for (const { person, projectIds } of plan) {
    if (projectIds.length === 0) continue;
    const work = await tx
      .select({ id: tasks.id, projectId: tasks.projectId })
      .from(tasks)
      .where(and(inArray(tasks.projectId, projectIds), ne(tasks.status, 'todo')))
      .orderBy(asc(tasks.title));
    for (const weeksAgo of [3, 2, 1, 0]) {
      const weekStart = shiftDate(thisWeek, -7 * weeksAgo);
      const status = weeksAgo >= 2 ? 'approved' : weeksAgo === 1 ? 'submitted' : 'open';
      const submittedAt = status === 'open' ? null : new Date(`${shiftDate(weekStart, 4)}T21:30:00Z`);
      const decided = status === 'approved';
      const [sheet] = await tx
        .insert(timesheets)
        .values({
          userId: person.id,
          weekStart,
          status,
          submittedAt,
          decidedById: decided ? people.admin.id : null,
          decidedAt: decided ? new Date(`${shiftDate(weekStart, 7)}T15:00:00Z`) : null,
        })
        .returning({ id: timesheets.id });
      const rows = [];
      for (let day = 0; day < 5; day++) {
        const workDate = shiftDate(weekStart, day);
        if (workDate >= today) break;
        for (let slot = 0; slot < 2; slot++) {
          turn += 1;
          const projectId = projectIds[turn % projectIds.length]!;
          const ofProject = work.filter((task) => task.projectId === projectId);
          const task = ofProject.length > 0 ? ofProject[turn % ofProject.length]! : null;
          rows.push({
            userId: person.id,
            timesheetId: sheet!.id,
            projectId,
            taskId: task?.id ?? null,
            workDate,
            minutes: 120 + ((turn * 37) % 5) * 30,
            note: NOTES[turn % NOTES.length]!,
            billable: turn % 7 !== 0,
            createdAt: new Date(`${workDate}T${slot === 0 ? '14' : '19'}:00:00Z`),
          });
        }
      }
      if (rows.length > 0) await tx.insert(timeEntries).values(rows);
    }
  }
  return { timesheets: plan.length * 4 };
}
