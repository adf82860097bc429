import { createServer } from 'node:net';
import { BRAND } from '@agency/shared/brand';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';

// The configuration and the port are checked before the rest of the server is loaded (dynamic imports below): a
// mistake the operator must fix is named in a moment, not after the database has been opened and migrated.

/** One clear line for a problem the operator must fix; no stack trace. */
function fail(message: string): never {
  process.stderr.write(`\n  ✖ ${message}\n\n`);
  process.exit(1);
}

function describeDatabase(config: Config): string {
  if ('dataDir' in config.database) return `embedded PostgreSQL in ${config.database.dataDir}`;
  const url = new URL(config.database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** Why the server could not listen on its port, in one line the operator can act on. */
function listenFailure(config: Config, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`;
  if (code === 'EACCES') return `Port ${config.port} needs privileges this user lacks: set PORT to a port above 1024.`;
  return `Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`;
}

/** Whether the port is free now (listening briefly and letting go); the real listen below still handles a race. */
function checkPort(config: Config): Promise<string | null> {
  if (config.port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(listenFailure(config, error)));
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

async function connect(config: Config): Promise<Database> {
  const { openDatabase } = await import('./db/client.ts');
  try {
    const database = await openDatabase(config.database);
    await database.migrate();
    return database;
  } catch (error) {
    fail(`Cannot open the database (${describeDatabase(config)}): ${(error as Error).message || String(error)}`);
  }
}

async function main() {
  const startedAt = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const portProblem = await checkPort(config);
  if (portProblem) fail(portProblem);

  const database = await connect(config);
  if (config.seedDemo === 'always' || (config.seedDemo === 'auto' && config.devPages)) {
    const [{ seedDemo }, { writeDemoObjects }, { createStorage }] = await Promise.all([
      import('./db/seed/demo.ts'),
      import('./db/seed/demo-files.ts'),
      import('./storage/create-storage.ts'),
    ]);
    const { seeded } = await seedDemo(database.db, {
      meetingBaseUrl: config.meetingBaseUrl,
      sealSecret: config.authSecret,
    });
    if (seeded) process.stdout.write('  Demo data written to an empty database.\n');
    await writeDemoObjects(createStorage(config.storage));
  }

  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config, database, startedAt });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    fail(listenFailure(config, error));
  }

  printBanner(config, Date.now() - startedAt);
  if (config.adminEmail) {
    const { describeFirstAdmin, inviteFirstAdmin } = await import('./ops/first-admin.ts');
    const result = await inviteFirstAdmin(
      { db: database.db, mailer: app.mailer, publicUrl: config.publicUrl },
      config.adminEmail,
    );
    for (const line of describeFirstAdmin(result, config.adminEmail)) process.stdout.write(`${line}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printBanner(config: Config, ms: number) {
  const lines = [
    '',
    `  ${BRAND.name} is running at ${config.publicUrl}  (ready in ${ms} ms, ${describeDatabase(config)})`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.devPages) {
    lines.push('  Demo sign-ins (password Demo1234!): admin@example.com, agent@example.com, client@example.com');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

await main();
