import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from '../lib/errors.ts';
import { fromThisMachine } from '../lib/loopback.ts';

/** The refusal of /api/metrics to anyone else (issue #22 point 7). */
export const METRICS_REFUSED = 'Metrics are answered only to this machine or with the metrics token.';

/** Whether the request carries the configured metrics token (compared in constant time). */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/api/metrics` in the Prometheus text format (prom-client): request rate and latency per route (the route's
 * pattern, never the raw URL, so ids do not make a series each), jobs waiting and failed, the mail outbox's backlog,
 * sockets open on this process, and Node's own process metrics. Answered to this machine, or to a scraper that sends
 * METRICS_TOKEN as a Bearer token; everyone else gets 403.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jobs',
    help: 'Background jobs in the PostgreSQL queue, by status (pending: waiting to run)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await app.db.execute<{ status: string; count: number }>(
        sql`select status, count(*)::int as count from jobs where status in ('pending', 'running', 'failed') group by status`,
      );
      for (const status of ['pending', 'running', 'failed']) {
        this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
      }
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails not yet delivered (pending or sending)',
    registers: [registry],
    async collect() {
      const { rows } = await app.db.execute<{ count: number }>(
        sql`select count(*)::int as count from email_outbox where status in ('pending', 'sending')`,
      );
      this.set(rows[0]?.count ?? 0);
    },
  });
  new Gauge({
    name: 'live_sockets_open',
    help: 'Live-update WebSockets open on this process',
    registers: [registry],
    collect() {
      this.set(app.live?.size ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/api/metrics') return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
  });

  app.get(
    '/api/metrics',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Prometheus metrics (this machine, or with the metrics token)' },
    },
    async (request, reply) => {
      if (!fromThisMachine(request) && !hasToken(request, app.config.metricsToken)) {
        return reply.code(403).send(errorBody('FORBIDDEN', METRICS_REFUSED));
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
