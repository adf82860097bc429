import { costRateCents } from '@agency/shared/payroll';
import { minutesCostCents, type ProjectProfit } from '@agency/shared/time';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';

/** Invoices that count as invoiced: issued and not cancelled (a draft is not yet invoiced). */
const INVOICED = sql`('sent', 'paid', 'overdue')`;

/**
 * The one place a project's time and profit are computed (issue #20; Company Financials reads it too):
 * - hours logged: every finished entry, whatever its week's status; billable hours those marked billable;
 * - cost of time: each person's minutes × their cost rate (`costRateCents`: the profile's cost rate, else the hourly
 *   rate, else salary / 2,080 h), rounded once per person and project; a person without a payroll profile costs 0;
 * - invoiced: the totals of the project's issued invoices (sent, paid, overdue; never drafts or cancelled ones);
 * - expenses: project_expenses; profit = invoiced − cost of time − expenses.
 * Four grouped queries over the project_id indexes, whatever the number of projects asked for.
 */
export async function projectProfits(db: Db, projectIds: readonly string[]): Promise<Map<string, ProjectProfit>> {
  const result = new Map<string, ProjectProfit>();
  if (projectIds.length === 0) return result;
  const ids = sql.join(
    projectIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rates = await db
    .select({ id: projects.id, rate: projects.hourlyRateCents })
    .from(projects)
    .where(inArray(projects.id, [...projectIds]));
  for (const project of rates) {
    result.set(project.id, {
      projectId: project.id,
      hourlyRateCents: project.rate,
      minutes: 0,
      billableMinutes: 0,
      unbilledMinutes: 0,
      costCents: 0,
      invoicedCents: 0,
      expensesCents: 0,
      profitCents: 0,
    });
  }
  const time = await db.execute<{
    project_id: string;
    minutes: number;
    billable: number;
    unbilled: number;
    pay_type: 'hourly' | 'salary' | null;
    cost_rate_cents: number | null;
    hourly_rate_cents: number | null;
    annual_salary_cents: number | null;
  }>(sql`
    select e.project_id, sum(e.minutes)::int as minutes,
      coalesce(sum(e.minutes) filter (where e.billable), 0)::int as billable,
      coalesce(sum(e.minutes) filter (where e.billable and e.invoice_id is null and s.status = 'approved'), 0)::int as unbilled,
      p.pay_type, p.cost_rate_cents, p.hourly_rate_cents, p.annual_salary_cents
    from time_entries e
    join timesheets s on s.id = e.timesheet_id
    left join payroll_profiles p on p.user_id = e.user_id
    where e.project_id in (${ids}) and e.minutes is not null
    group by e.project_id, e.user_id, p.pay_type, p.cost_rate_cents, p.hourly_rate_cents, p.annual_salary_cents`);
  for (const row of time.rows) {
    const figures = result.get(row.project_id);
    if (!figures) continue;
    const minutes = Number(row.minutes);
    figures.minutes += minutes;
    figures.billableMinutes += Number(row.billable);
    figures.unbilledMinutes += Number(row.unbilled);
    if (row.pay_type) {
      const rate = costRateCents({
        payType: row.pay_type,
        costRateCents: row.cost_rate_cents === null ? null : Number(row.cost_rate_cents),
        hourlyRateCents: Number(row.hourly_rate_cents ?? 0),
        annualSalaryCents: Number(row.annual_salary_cents ?? 0),
      });
      figures.costCents += minutesCostCents(minutes, rate);
    }
  }
  const invoiced = await db.execute<{ project_id: string; cents: number }>(sql`
    select project_id, coalesce(sum(total_cents), 0)::bigint as cents from invoices
    where project_id in (${ids}) and status in ${INVOICED} group by project_id`);
  for (const row of invoiced.rows) {
    const figures = result.get(row.project_id);
    if (figures) figures.invoicedCents = Number(row.cents);
  }
  const expenses = await db.execute<{ project_id: string; cents: number }>(sql`
    select project_id, coalesce(sum(amount_cents), 0)::bigint as cents from project_expenses
    where project_id in (${ids}) group by project_id`);
  for (const row of expenses.rows) {
    const figures = result.get(row.project_id);
    if (figures) figures.expensesCents = Number(row.cents);
  }
  for (const figures of result.values()) {
    figures.profitCents = figures.invoicedCents - figures.costCents - figures.expensesCents;
  }
  return result;
}

/** One project's figures (the project must exist; callers check scope first). */
export async function projectProfit(db: Db, projectId: string): Promise<ProjectProfit | null> {
  return (await projectProfits(db, [projectId])).get(projectId) ?? null;
}
