import { Readable } from 'node:stream';
import { asc, getTableColumns, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clients, invoices, leads, projects, proposals, tasks, timeEntries, users } from '../../db/schema/index.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { csvLine } from '../../lib/csv.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

const PAGE = 500;
/** Columns never exported, whatever table they are in: secrets and links that grant access. */
const SECRET = /token|secret|password|hash|stripe/i;

/** The organisation's records, one CSV each. People: who they are and their role, never how they sign in. */
const EXPORTS: { file: string; table: PgTable; columns?: Record<string, PgColumn> }[] = [
  {
    file: 'users.csv',
    table: users,
    columns: {
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      department: users.department,
      jobTitle: users.jobTitle,
      isActive: users.isActive,
      joinedAt: users.joinedAt,
      createdAt: users.createdAt,
    },
  },
  { file: 'clients.csv', table: clients },
  { file: 'leads.csv', table: leads },
  { file: 'projects.csv', table: projects },
  { file: 'tasks.csv', table: tasks },
  { file: 'proposals.csv', table: proposals },
  { file: 'invoices.csv', table: invoices },
  { file: 'time-entries.csv', table: timeEntries },
];

async function* csvOf(db: Db, table: PgTable, chosen?: Record<string, PgColumn>): AsyncGenerator<string> {
  const all = chosen ?? (getTableColumns(table) as Record<string, PgColumn>);
  const columns = Object.fromEntries(Object.entries(all).filter(([name]) => !SECRET.test(name)));
  const id = columns.id!;
  const names = Object.keys(columns);
  yield `${names.join(',')}\r\n`;
  let after: string | undefined;
  for (;;) {
    // Pages by primary key: the export never holds a table in memory, and each page is one index range.
    const rows = (await db
      .select(columns)
      .from(table)
      .where(after ? gt(id, after) : undefined)
      .orderBy(asc(id))
      .limit(PAGE)) as Record<string, unknown>[];
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(names.map((name) => row[name]))).join('');
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id as string;
  }
}

/**
 * Settings › Advanced: the organisation's data as a ZIP of CSV files, streamed as it is read (nothing is built in
 * memory or on disk). The export is audited before the first byte goes out.
 */
export async function exportOrganisationData(ctx: ServiceContext): Promise<Readable> {
  await ctx.db.transaction(async (tx) => {
    await commitChange(tx, ctx, {
      audit: {
        action: 'settings.data_exported',
        category: 'security',
        level: 'warning',
        target: { type: 'settings', id: 'organisation', label: 'Data export' },
        details: { files: EXPORTS.map((entry) => entry.file) },
      },
    });
  });
  // yazl loads at the first export, not at the server's start (issue #22).
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  for (const { file, table, columns } of EXPORTS) {
    zip.addReadStream(Readable.from(csvOf(ctx.db, table, columns)), file, { mtime: ctx.now() });
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}
