import type { Database } from '../db/client.ts';

// Query-plan helpers for tests that prove a service's query is served by an index: capture the SQL a service
// really sends, then EXPLAIN it with sequential scans disabled (which proves the index is usable by that query
// shape whatever the table size). list-indexes.test.ts has the same two steps inline.

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

export type CapturedQuery = { text: string; values: unknown[] };

/** Runs `work` and returns every SQL statement it sent, with its parameters, in order. */
export async function captureQueries(database: Database, work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const client = (database.pool ?? database.pglite) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = client.query;
  const sent: CapturedQuery[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { text: first.text, values: second ?? first.values ?? [] },
    );
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return sent;
}

/**
 * The plan of one statement as a flat list of nodes, planned with sequential scans disabled. `bitmapOnly` also
 * disables plain index scans, whose unconditioned form walks a whole index (a sequential scan by another name):
 * what remains are bitmap scans, each of which needs an index condition.
 */
export async function explainWithoutSeqScan(
  database: Database,
  { text, values }: CapturedQuery,
  { bitmapOnly = false }: { bitmapOnly?: boolean } = {},
) {
  const statement = `explain (format json) ${text}`;
  const off = bitmapOnly ? 'set enable_seqscan = off; set enable_indexscan = off' : 'set enable_seqscan = off';
  const reset = 'reset enable_seqscan; reset enable_indexscan';
  let raw: unknown;
  if (database.pool) {
    const connection = await database.pool.connect();
    try {
      await connection.query(off);
      raw = (await connection.query(statement, values)).rows[0]['QUERY PLAN'];
      await connection.query(reset);
    } finally {
      connection.release();
    }
  } else {
    const pglite = database.pglite!;
    await pglite.exec(off);
    raw = ((await pglite.query(statement, values)).rows[0] as Record<string, unknown>)['QUERY PLAN'];
    await pglite.exec(reset);
  }
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(plan[0].Plan);
  return nodes;
}

export const planSummary = (nodes: PlanNode[]) =>
  nodes.map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''} ${node['Index Name'] ?? ''}`).join('; ');
export const usesIndex = (nodes: PlanNode[], index: string) => nodes.some((node) => node['Index Name'] === index);
export const seqScans = (nodes: PlanNode[], table: string) =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
/** Reads of every row of a table: a sequential scan, or an index scan with no condition (a walk of the whole index). */
export const fullScans = (nodes: PlanNode[], table: string) =>
  nodes.filter(
    (node) =>
      node['Relation Name'] === table &&
      (node['Node Type'] === 'Seq Scan' ||
        (['Index Scan', 'Index Only Scan'].includes(node['Node Type']) && !node['Index Cond'])),
  );
