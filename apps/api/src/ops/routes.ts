import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.ts';
import { fromThisMachine } from '../lib/loopback.ts';
import { backupName, createBackup } from './backup.ts';

export const BACKUP_REFUSED = 'Backups are taken only from this machine.';

/**
 * `POST /api/ops/backup`, for `npm run backup` on the server's own machine: the running server takes the backup,
 * because it holds the embedded database (PGlite has one process). It writes into BACKUP_DIR and answers the
 * folder's name and manifest; no data crosses HTTP. Not in the API document: it is the operator's, not a client's.
 */
export async function opsRoutes(app: FastifyInstance) {
  app.post('/ops/backup', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(403).send(errorBody('FORBIDDEN', BACKUP_REFUSED));
    const name = backupName();
    const folder = join(app.config.backupDir, name);
    const manifest = await createBackup(app.database, app.storage, folder);
    request.log.info({ folder, tables: Object.keys(manifest.tables).length, files: manifest.files.length }, 'backup');
    return reply.code(201).send({ folder, manifest });
  });
}
