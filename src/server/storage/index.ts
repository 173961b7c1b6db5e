// The one switch point for file storage: the folder `DATA_DIR/files` for now; an S3-compatible bucket (S3_*)
// is another FileStorage chosen here.
import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { FileStorage } from './storage';

export { assertStorageKey, readAll, StorageKeyError } from './storage';
export type { FileStorage, StoredFile } from './storage';

export function createStorage(config: Config): FileStorage {
  return createLocalStorage(join(config.dataDir, 'files'));
}
