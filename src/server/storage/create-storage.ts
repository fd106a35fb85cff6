// Picks the storage backend from the configuration.
import type { AppConfig } from '../config';
import { createLocalStorage } from './local';
import type { Storage } from './storage';

/** Local disk by default (STORAGE=s3 selects S3-compatible storage where that backend is built in). */
export async function createStorage(config: AppConfig): Promise<Storage> {
  if (config.storage.kind === 'local') return createLocalStorage(config.storage.dir);
  throw new Error('STORAGE=s3 is not supported by this build; unset STORAGE to use local disk.');
}
