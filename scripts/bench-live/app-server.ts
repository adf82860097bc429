// One app process for bench:live: buildApp on a listening port against PostgreSQL (DATABASE_URL), as server.ts wires
// it. Answers `{ memory: true }` over IPC with its memory and socket count, so the bench reads the server's own RSS.
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
if (process.env.BENCH_MIGRATE === '1') await database.migrate();
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('message', (message: { memory?: boolean }) => {
  if (!message.memory) return;
  global.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ memory: { rss, heapUsed, sockets: app.live.size } });
});
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
