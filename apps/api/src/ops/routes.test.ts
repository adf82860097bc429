import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../test/app.ts';
import { tmpDir } from '../test/paths.ts';
import type { BackupManifest } from './backup.ts';
import { BACKUP_REFUSED } from './routes.ts';

// `npm run backup` asks the running server (which holds the embedded database) to take the backup: only from this
// machine, and into BACKUP_DIR only; the answer names the folder, no data.
let t: TestApp;
let backupDir: string;
beforeAll(async () => {
  backupDir = await mkdtemp(join(tmpDir, 'ops-'));
  const storage = { ...testConfig().storage, uploadDir: join(backupDir, 'uploads') };
  t = await createTestApp({ backupDir: join(backupDir, 'backups'), storage });
});
afterAll(async () => {
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe('POST /api/ops/backup', () => {
  it('refuses a caller from another machine and writes nothing', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/ops/backup', remoteAddress: '203.0.113.9' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: { code: 'FORBIDDEN', message: BACKUP_REFUSED } });
    expect(await readdir(backupDir)).not.toContain('backups');
  });

  it('takes a backup for this machine into BACKUP_DIR and names it', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/ops/backup' });
    expect(answer.statusCode).toBe(201);
    const { folder, manifest } = answer.json() as { folder: string; manifest: BackupManifest };
    expect(folder.startsWith(backupDir)).toBe(true);
    expect(manifest.tables['public.users']).toBeGreaterThanOrEqual(0);
    expect((await readdir(folder)).sort()).toEqual(expect.arrayContaining(['manifest.json', manifest.database]));
    // A whole database dump: seconds here, over 30 s on a machine loaded by other work.
  }, 120_000);

  it('is not in the API document (it is the operator’s, not a client’s)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(doc.paths)).not.toContain('/api/ops/backup');
  });
});
