// `npm run seed`: migrates the configured database and writes the demo data once.
import { count } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../storage/create-storage.ts';
import { type Db, openDatabase } from '../client.ts';
import { clients, invoices, projects, proposals, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.ts';
import { writeDemoObjects } from './demo-files.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.isProduction) {
    console.error('Refusing to seed demo data: APP_ENV is production.');
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    console.log(`Migrating ${describe(config.database)}…`);
    await database.migrate();
    const { seeded } = await seedDemo(database.db, {
      meetingBaseUrl: config.meetingBaseUrl,
      sealSecret: config.authSecret,
    });
    // The demo files' bytes go to the configured storage (their rows are in the database).
    await writeDemoObjects(createStorage(config.storage));
    console.log(seeded ? 'Demo data written:' : 'Demo data already present; nothing written.');
    console.log(await summary(database.db));
    if (seeded) {
      const logins = Object.values(DEMO_ACCOUNTS).join(', ');
      console.log(`Sign in as ${logins} with the password ${DEMO_PASSWORD}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

function describe(target: { url: string } | { dataDir: string }): string {
  if ('dataDir' in target) return `embedded PostgreSQL (PGlite) in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.host}${url.pathname}`; // never print the password
}

async function summary(db: Db): Promise<string> {
  const tables = { users, clients, projects, proposals, invoices };
  const counts = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return `${row?.n ?? 0} ${name}`;
    }),
  );
  return `  ${counts.join(', ')}`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
