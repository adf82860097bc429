import { SITE_LIST_LIMIT } from '@agency/shared/insight-rules';
import type { FunnelRow } from '@agency/shared/insights';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Counts = Omit<FunnelRow, 'key'>;
const EMPTY: Counts = { visits: 0, inquiries: 0, clients: 0, proposals: 0, paid: 0, proposalCents: 0, paidCents: 0 };

const since = (column: string, from: Date | null) =>
  from ? sql`${sql.raw(column)} >= ${from.toISOString()}::timestamptz and` : sql``;

/**
 * The period's inquiries followed to today: converted to a client, that client's proposals (sent, not drafts) and
 * its paid invoices, by the foreign keys (leads.client_id, proposals.client_id, invoices.client_id). A client won
 * from several inquiries counts once, on its first inquiry (first touch), so revenue is never counted twice.
 */
async function inquiries(db: Db, from: Date | null, to: Date) {
  const result = await db.execute<{
    dimension: string;
    key: string | null;
    inquiries: string;
    clients: string;
    proposals: string;
    paid: string;
    proposal_cents: string;
    paid_cents: string;
  }>(sql`
    with l as (
      select id, client_id, source, landing_path,
        client_id is not null
          and row_number() over (partition by client_id order by created_at, id) = 1 as carries
      from leads
      where ${since('created_at', from)} created_at < ${to.toISOString()}::timestamptz
    ),
    p as (
      select client_id, sum(total_cents) as cents from proposals
      where status <> 'draft' and client_id in (select client_id from l where carries) group by client_id
    ),
    i as (
      select client_id, sum(total_cents) as cents from invoices
      where status = 'paid' and client_id in (select client_id from l where carries) group by client_id
    )
    select
      case when grouping(l.source) = 0 then 'source' when grouping(l.landing_path) = 0 then 'page' else 'total' end
        as dimension,
      case when grouping(l.source) = 0 then l.source else l.landing_path end as key,
      count(*) as inquiries,
      count(*) filter (where carries) as clients,
      count(*) filter (where carries and p.cents is not null) as proposals,
      count(*) filter (where carries and i.cents is not null) as paid,
      coalesce(sum(p.cents) filter (where carries), 0) as proposal_cents,
      coalesce(sum(i.cents) filter (where carries), 0) as paid_cents
    from l left join p on p.client_id = l.client_id left join i on i.client_id = l.client_id
    group by grouping sets ((), (l.source), (l.landing_path))`);
  return result.rows.map((row) => ({
    dimension: row.dimension,
    key: row.key,
    counts: {
      inquiries: Number(row.inquiries),
      clients: Number(row.clients),
      proposals: Number(row.proposals),
      paid: Number(row.paid),
      proposalCents: Number(row.proposal_cents),
      paidCents: Number(row.paid_cents),
    },
  }));
}

/** The funnel's rows of one dimension: the sessions landing by it (visits) beside its inquiries' rows. */
export function funnelRows(visits: Map<string, number>, leadRows: FunnelRow[]): FunnelRow[] {
  const rows = new Map<string | null, FunnelRow>(leadRows.map((row) => [row.key, { ...row }]));
  for (const [key, n] of visits) {
    const row = rows.get(key) ?? { key, ...EMPTY };
    row.visits = n;
    rows.set(key, row);
  }
  return [...rows.values()]
    .sort((a, b) => b.visits - a.visits || b.inquiries - a.inquiries || String(a.key).localeCompare(String(b.key)))
    .slice(0, SITE_LIST_LIMIT);
}

/**
 * Inquiry → client → proposal → paid invoice, in all and by source and landing page (issue #21); the visits come
 * from the page views' figures (site.ts) and join by the same keys.
 */
export async function siteFunnel(db: Db, from: Date | null, to: Date) {
  const leadRows = await inquiries(db, from, to);
  const rowsOf = (dimension: string): FunnelRow[] =>
    leadRows.filter((row) => row.dimension === dimension).map((row) => ({ key: row.key, ...EMPTY, ...row.counts }));
  const total = leadRows.find((row) => row.dimension === 'total')?.counts;
  return {
    total: { key: null, ...EMPTY, ...total },
    bySource: rowsOf('source'),
    byLandingPage: rowsOf('page'),
  };
}
