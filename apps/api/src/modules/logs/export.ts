import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { type LogReading, logRows } from './queries.ts';

/** Rows read per query: each batch is one keyset range, so memory stays flat whatever the export's size. */
export const EXPORT_BATCH = 1_000;

const HEADER = [
  'Time',
  'Level',
  'Category',
  'Action',
  'User',
  'Email',
  'Target',
  'Details',
  'IP address',
  'User agent',
];

type Row = Awaited<ReturnType<typeof logRows>>[number];

function target(row: Row): string | null {
  if (row.targetLabel) return row.targetLabel;
  if (!row.targetType) return null;
  return row.targetId ? `${row.targetType} ${row.targetId}` : row.targetType;
}

function record(row: Row): string {
  return csvLine([
    row.createdAt.toISOString(),
    row.level,
    row.category,
    row.action,
    row.actorName,
    row.actorEmail,
    target(row),
    Object.keys(row.details).length > 0 ? JSON.stringify(row.details) : null,
    row.ip,
    row.userAgent,
  ]);
}

/** The filtered rows, newest first (the list's order), a batch at a time, each batch as one chunk of CSV. */
async function* lines(db: Db, reading: LogReading): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await logRows(db, reading, cursor, EXPORT_BATCH);
    if (rows.length > 0) yield rows.map(record).join('');
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    cursor = { at: last.cursorKey, id: last.id };
  }
}

/** Export Logs: a stream the reply pulls from, so a slow download slows the reads instead of buffering them. */
export function exportLogs(db: Db, reading: LogReading): Readable {
  return Readable.from(lines(db, reading), { objectMode: false });
}
