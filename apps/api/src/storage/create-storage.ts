import type { Config } from '../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** The driver the configuration names (STORAGE_DRIVER): local disk by default, S3-compatible when set to s3. */
export function createStorage(config: Config['storage']): ObjectStorage {
  if (config.driver === 's3') {
    if (!config.s3) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return s3Storage(config.s3);
  }
  return localStorage(config.uploadDir);
}
