import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/queue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { METRICS_REFUSED } from './metrics.ts';

// Issue #22 point 7: /api/metrics in the Prometheus text format, answered only to this machine or with the token.
const TOKEN = 'scrape-7f3c9a1e5b';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const metrics = (extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', ...extra });

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((row) => line.test(row));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
}

describe('/api/metrics', () => {
  it('answers this machine in the Prometheus text format: requests per route pattern, jobs, outbox, sockets', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/projects/00000000-0000-4000-8000-000000000000' });
    const answer = await metrics();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(
      sample(text, /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\}/),
    ).toBeGreaterThanOrEqual(1);
    // By the route's pattern, never the raw URL: an id does not make a series of its own.
    expect(text).toContain('route="/api/projects/:id"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    for (const status of ['pending', 'running', 'failed']) {
      expect(sample(text, new RegExp(`^jobs\\{status="${status}"\\}`)), status).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, /^mail_outbox_backlog /)).toBeGreaterThanOrEqual(0);
    expect(sample(text, /^live_sockets_open /)).toBe(0);
    expect(sample(text, /^process_resident_memory_bytes /)).toBeGreaterThan(0);
  });

  it('counts what it is asked: a job waiting shows in jobs{status="pending"}', async () => {
    const before = sample((await metrics()).body, /^jobs\{status="pending"\}/) ?? 0;
    await enqueueJob(t.app.db, { name: 'metrics.test', runAt: new Date(Date.now() + 3_600_000) });
    expect(sample((await metrics()).body, /^jobs\{status="pending"\}/)).toBe(before + 1);
  });

  it('refuses anyone else, whatever X-Forwarded-For says, unless they send the token', async () => {
    const remote = '203.0.113.9';
    const attempts: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { authorization: 'Bearer wrong-token-000' },
    ];
    for (const headers of attempts) {
      const refused = await metrics({ remoteAddress: remote, headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: METRICS_REFUSED } });
    }
    const scraped = await metrics({ remoteAddress: remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_request_duration_seconds_bucket');
  });
});
