import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../storage/create-storage.ts';
import type { ObjectStorage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

/** The configured object store (local disk or S3-compatible, D3), shared by every module that keeps files. */
export const storagePlugin = fp(async (app: FastifyInstance, options: { storage?: ObjectStorage }) => {
  const storage = options.storage ?? createStorage(app.config.storage);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => {
    await storage.close?.();
  });
});
