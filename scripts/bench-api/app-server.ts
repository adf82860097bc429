// The real server for bench:api: buildApp on a listening port, PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR),
// exactly as server.ts wires it minus the banner and the demo seed. Started by scripts/bench-api.mjs.
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
