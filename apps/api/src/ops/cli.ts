import { join, resolve } from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../storage/create-storage.ts';
import { type BackupManifest, backupName, createBackup, restoreBackup } from './backup.ts';

// `npm run backup` and `npm run restore -- <folder>` (issue #22 point 7). The backup is taken by the running server
// when there is one (it holds the embedded database), else here; a restore needs the server stopped.

function fail(message: string): never {
  process.stderr.write(`\n  ✖ ${message}\n\n`);
  process.exit(1);
}

/** The running server's address on this machine, or undefined when nothing answers there. */
function serverUrl(config: Config, path: string): string {
  const host = ['0.0.0.0', '::', 'localhost', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api${path}`;
}

async function serverAnswers(config: Config): Promise<boolean> {
  try {
    await fetch(serverUrl(config, '/health'), { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

function summary(folder: string, manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return [
    `Backup written to ${folder}`,
    `  database: ${manifest.engine}, ${Object.keys(manifest.tables).length} tables, ${rows} rows`,
    `  files: ${manifest.files.length} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
    `Restore it with: npm run restore -- ${folder}`,
  ].join('\n');
}

async function backup(config: Config) {
  if (await serverAnswers(config)) {
    const response = await fetch(serverUrl(config, '/ops/backup'), { method: 'POST' });
    const body = (await response.json()) as { folder?: string; manifest?: BackupManifest; error?: { message: string } };
    if (response.status !== 201 || !body.folder || !body.manifest)
      fail(`The server refused the backup (${response.status}): ${body.error?.message ?? 'no reason given'}`);
    console.log(summary(body.folder, body.manifest));
    return;
  }
  const database = await openDatabase(config.database);
  const storage = createStorage(config.storage);
  try {
    const folder = join(config.backupDir, backupName());
    console.log(summary(folder, await createBackup(database, storage, folder)));
  } finally {
    await database.close();
    await storage.close?.();
  }
}

async function restore(config: Config, folder: string | undefined) {
  if (!folder) fail('Name the backup folder: npm run restore -- <folder>');
  if (await serverAnswers(config)) fail('Stop the server first: a restore replaces its database and files.');
  const source = resolve(folder);
  const target =
    'url' in config.database
      ? ({ engine: 'postgres', url: config.database.url } as const)
      : ({ engine: 'pglite', dataDir: config.database.dataDir } as const);
  const storage = createStorage(config.storage);
  try {
    const result = await restoreBackup(source, target, storage, () => openDatabase(config.database));
    const mismatched = Object.keys(result.manifest.tables).filter(
      (table) => result.tables[table] !== result.manifest.tables[table],
    );
    if (mismatched.length > 0) fail(`Restored, but these tables differ from the backup: ${mismatched.join(', ')}`);
    console.log(`Restored ${source}: ${Object.keys(result.tables).length} tables as backed up, ${result.files} files.`);
    if (result.missingFiles.length > 0)
      console.log(
        `  ${result.missingFiles.length} stored files named by rows were not in the backup (deleted while it ran).`,
      );
    console.log('Start the server (npm start): it migrates an older backup to the current schema.');
  } catch (error) {
    fail((error as Error).message);
  } finally {
    await storage.close?.();
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const [command, folder] = process.argv.slice(2);
  if (command === 'backup') await backup(config);
  else if (command === 'restore') await restore(config, folder);
  else fail('Usage: npm run backup | npm run restore -- <folder>');
}

await main();
