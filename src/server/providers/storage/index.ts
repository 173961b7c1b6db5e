// The one switch point for file storage: an S3-compatible bucket when S3_* is set, else the folder
// `DATA_DIR/files`.
import { join } from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

export { assertStorageKey, readAll, StorageKeyError } from './storage';
export type { FileStorage, StoredFile } from './storage';

export function createStorage(config: Config): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files'));
}
