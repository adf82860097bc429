// Fault: PostgreSQL restarted during 1,000 writes: every remaining server healthy again by itself within 5 s of the
// database's return, and every acknowledged write in it. The database is the run's private cluster (faults.mjs).
import { log } from '../lib.mjs';
import { serverPort, servers, session, sleep, stored, writeLoad } from './shared.mjs';

export const name = 'pg';
export const title = 'PostgreSQL restarted during writes';

/** Each live server's first healthy answer after `since`, in ms (polled every 100 ms, up to 30 s). */
async function backWithin(ports, since) {
  return Promise.all(
    ports.map(async (port) => {
      while (Date.now() - since < 30_000) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (res?.ok) return Date.now() - since;
        await sleep(100);
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
}

export async function run(ctx) {
  const { balancer, databaseUrl, postgres, writes, port } = ctx;
  const { agent, projectId } = await session(balancer);
  const ports = servers()
    .filter((server) => !ctx.dead.has(server.name))
    .map((server) => serverPort(port, server.name));
  const { acknowledged, refused, seconds, faulted } = await writeLoad({
    balancer,
    agent,
    projectId,
    writes,
    fault: async (n) => {
      log(`PostgreSQL stopped at write ${n}, for 3 s`);
      postgres.stop();
      await sleep(3000);
      postgres.start();
      return backWithin(ports, Date.now());
    },
  });
  const lost = acknowledged.length - (await stored(databaseUrl, acknowledged));
  console.log(`
| PostgreSQL restarted during ${writes} writes (${ports.length} servers left) | figure |
|---|---|
| writes acknowledged (201) | ${acknowledged.length} |
| writes refused while it was away (503, nothing written) | ${refused} |
| acknowledged writes missing from the database | ${lost} |
| each server healthy again after PostgreSQL was back | ${faulted.map((ms) => `${ms} ms`).join(', ')} |
| time for the writes | ${seconds.toFixed(1)} s |
`);
  return lost === 0 && faulted.every((ms) => ms <= 5000);
}
