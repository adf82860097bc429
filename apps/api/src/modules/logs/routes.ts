import { listLogsQuery, listLogsResponse, logFilters, logSummaryResponse } from '@agency/shared/logs';
import type { LogKind } from '@agency/shared/logs-values';
import type { Permission } from '@agency/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enqueueJob } from '../../jobs/queue.ts';
import { requireScope } from '../../lib/caller.ts';
import { fileResponse } from '../../lib/responses.ts';
import { exportLogs } from './export.ts';
import { listLogs, logSummary } from './queries.ts';
import { AUDIT_ROLLUP_JOB, AUDIT_ROLLUP_OFFSET_MS, rollUpAuditDays } from './rollup.ts';

const tags = ['logs'];

const READINGS: readonly { kind: LogKind; permission: Permission }[] = [
  // System Logs: every record of the product (admins).
  { kind: 'system', permission: 'audit-log:read' },
  // Activity Logs: the caller's own actions, and staff's projects (queries.ts logScope).
  { kind: 'activity', permission: 'activity-log:read' },
];

/** The audit trail (D20), read as System Logs or Activity Logs: a page, its counters, and the CSV export. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  // The counters' daily rollup (rollup.ts): at 00:01 UTC, and once per server start for the days a gap left.
  app.jobs.define({
    name: AUDIT_ROLLUP_JOB,
    everyMs: 24 * 3_600_000,
    offsetMs: AUDIT_ROLLUP_OFFSET_MS,
    handler: async ({ db, now }) => {
      await rollUpAuditDays(db, now);
    },
  });
  app.addHook('onReady', async () => {
    await enqueueJob(app.db, { name: AUDIT_ROLLUP_JOB });
  });

  for (const { kind, permission } of READINGS) {
    app.get(
      `/logs/${kind}`,
      {
        config: { permission },
        schema: {
          tags,
          summary: `${kind === 'system' ? 'System' : 'Activity'} logs, newest first, one page at a time`,
          querystring: listLogsQuery,
          response: { 200: listLogsResponse },
        },
      },
      async (request) => {
        const { cursor, limit, ...filters } = request.query;
        const reading = { kind, caller: requireScope(request), filters, now: new Date() };
        return listLogs(app.db, reading, { cursor, limit });
      },
    );

    app.get(
      `/logs/${kind}/summary`,
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Counters of the current filters: total, per level, per category',
          querystring: logFilters,
          response: { 200: logSummaryResponse },
        },
      },
      async (request) =>
        logSummary(app.db, { kind, caller: requireScope(request), filters: request.query, now: new Date() }),
    );

    app.get(
      `/logs/${kind}/export.csv`,
      {
        config: { permission },
        schema: {
          response: { 200: fileResponse('The rows', 'text/csv') },
          tags,
          summary: 'Export Logs: the filtered rows as CSV, streamed',
          querystring: logFilters,
        },
      },
      async (request, reply) => {
        const now = new Date();
        const reading = { kind, caller: requireScope(request), filters: request.query, now };
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-logs-${now.toISOString().slice(0, 10)}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(exportLogs(app.db, reading));
      },
    );
  }
};
