// Picks the storage backend from the configuration.
import type { AppConfig } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

/** Local disk by default; STORAGE=s3 selects S3-compatible object storage (S3_ENDPOINT, S3_BUCKET, S3_REGION). */
export async function createStorage(config: AppConfig): Promise<Storage> {
  if (config.storage.kind === 'local') return createLocalStorage(config.storage.dir);
  return createS3Storage({
    bucket: config.storage.bucket,
    region: config.storage.region,
    endpoint: config.storage.endpoint,
  });
}
