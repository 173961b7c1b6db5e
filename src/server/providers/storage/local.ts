// FileStorage in a folder on this machine. Writes go to a temporary file in the same folder and are renamed
// into place, so a crash or a concurrent reader never sees half a file. A folder has no place for a content
// type, so it is carried by the key's extension (put refuses a key whose extension says otherwise).
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { assertStorageKey, StorageKeyError, type FileStorage } from './storage';

const MIME_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
};

function mimeOf(key: string): string | undefined {
  return MIME_BY_EXTENSION[extname(key).toLowerCase()];
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);

  /** The file of a key, proven to lie inside the root (the key pattern already forbids `..`). */
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    const path = resolve(base, key);
    const inside = relative(base, path);
    if (!inside || inside.startsWith('..') || inside.startsWith(sep)) {
      throw new StorageKeyError(`storage key leaves the folder: ${key}`);
    }
    return path;
  };

  return {
    async put(key, bytes, mime) {
      const path = pathOf(key);
      if (mimeOf(key) !== mime) {
        throw new StorageKeyError(`the extension of ${key} does not say ${mime}`);
      }
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        const stat = await handle.stat();
        // A key that names a folder (results live under `generated/<user>/<task>/`) is no file.
        if (!stat.isFile()) {
          await handle.close();
          return undefined;
        }
        const { size } = stat;
        return {
          mime: mimeOf(key) ?? 'application/octet-stream',
          size,
          stream: handle.createReadStream(),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
