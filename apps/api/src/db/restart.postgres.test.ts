import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster } from '../test/postgres-cluster.ts';
import { freePort, SERVER_START_MS, type Started, startServer, waitForHealth } from '../test/server-process.ts';

// PostgreSQL restarts (an upgrade, a failover) must not kill the server: it answers 503 while the
// database is away and serves again once it is back, without being restarted itself.

describe('the server across a PostgreSQL restart', () => {
  let cluster: Cluster;
  let server: Started;
  let port: number;

  beforeAll(async () => {
    cluster = createCluster(await freePort());
    port = await freePort();
    server = startServer({ PORT: String(port), DATABASE_URL: cluster.url, SEED_DEMO: 'never' });
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    cluster?.destroy();
  });

  it(
    'answers 503 in the error shape while the database is away, and 200 again once it is back',
    async () => {
      await waitForHealth(port, server, 200);
      const subscribe = () =>
        fetch(`http://127.0.0.1:${port}/api/newsletter/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
          body: JSON.stringify({ email: `restart-${Date.now()}@example.com` }),
        });

      cluster.stop();
      const down = await waitForHealth(port, server, 503);
      expect(((await down.json()) as { database: { reachable: boolean } }).database.reachable).toBe(false);
      const refused = await subscribe();
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');

      cluster.start();
      await waitForHealth(port, server, 200);
      expect(server.child.exitCode).toBeNull();
      expect((await subscribe()).status).toBeLessThan(300);
    },
    SERVER_START_MS,
  );
});
