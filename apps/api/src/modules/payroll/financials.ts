import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
// biome-ignore lint/style/noRestrictedImports: time tracking's one rule of project profit (issue #20), which Company Financials lists and nothing else computes.
import { projectProfits } from '../time/profit.ts';

/** Company Financials lists the projects with the most invoiced, up to this many. */
const PROFIT_PROJECTS = 20;

/** 'YYYY-MM' of the `count` months ending with `now`'s, oldest first. */
export function monthsEnding(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    months.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
  }
  return months;
}

/**
 * The Company Financials tab (issue #20): per month, revenue (invoices paid that month, at their total), payroll cost
 * (gross pay plus payout fees of the lines paid in runs with that payment date), project expenses incurred, and
 * what is left. All from the database; a month without any is zero, never an invented figure.
 */
export async function companyFinancials(db: Db, now: Date, count: number) {
  const months = monthsEnding(now, count);
  const since = `${months[0]}-01`;
  const result = await db.execute<{ month: string; kind: string; cents: number }>(sql`
    select to_char(paid_at at time zone 'UTC', 'YYYY-MM') as month, 'revenue' as kind, sum(total_cents)::bigint as cents
      from invoices where status = 'paid' and paid_at >= ${since}::timestamptz group by 1
    union all
    select to_char(run.payment_date, 'YYYY-MM'), 'payroll', sum(r.gross_cents + r.fee_cents)::bigint
      from payroll_records r join payroll_runs run on run.id = r.run_id
      where r.status = 'paid' and run.payment_date >= ${since}::date group by 1
    union all
    select to_char(incurred_on, 'YYYY-MM'), 'expenses', sum(amount_cents)::bigint
      from project_expenses where incurred_on >= ${since}::date group by 1`);
  const cell = (month: string, kind: string) =>
    Number(result.rows.find((row) => row.month === month && row.kind === kind)?.cents ?? 0);
  const rows = months.map((month) => {
    const revenueCents = cell(month, 'revenue');
    const payrollCents = cell(month, 'payroll');
    const expensesCents = cell(month, 'expenses');
    return { month, revenueCents, payrollCents, expensesCents, netCents: revenueCents - payrollCents - expensesCents };
  });
  const sum = (key: 'revenueCents' | 'payrollCents' | 'expensesCents' | 'netCents') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    months: rows,
    totals: {
      revenueCents: sum('revenueCents'),
      payrollCents: sum('payrollCents'),
      expensesCents: sum('expensesCents'),
      netCents: sum('netCents'),
    },
    projects: await profitByProject(db),
  };
}

/**
 * Each project's profit (modules/time/profit.ts: invoiced − cost of time − expenses) for the projects with any time,
 * issued invoice or expense, the most invoiced first.
 */
async function profitByProject(db: Db) {
  const active = await db.execute<{ id: string; name: string }>(sql`
    select p.id, p.name from projects p
    where exists (select 1 from time_entries e where e.project_id = p.id and e.minutes is not null)
      or exists (select 1 from project_expenses x where x.project_id = p.id)
      or exists (select 1 from invoices i where i.project_id = p.id and i.status in ('sent', 'paid', 'overdue'))
    order by (select coalesce(sum(i.total_cents), 0) from invoices i
      where i.project_id = p.id and i.status in ('sent', 'paid', 'overdue')) desc, p.name, p.id
    limit ${PROFIT_PROJECTS}`);
  const figures = await projectProfits(
    db,
    active.rows.map((row) => row.id),
  );
  return active.rows.flatMap((row) => {
    const profit = figures.get(row.id);
    return profit ? [{ ...profit, name: row.name }] : [];
  });
}
