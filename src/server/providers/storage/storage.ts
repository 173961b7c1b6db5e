// Where Atrium keeps files (uploads now, generated images later): one interface, a folder under DATA_DIR by
// default and an S3-compatible bucket when configured. Keys are relative paths like
// `uploads/<userId>/<id>.png`, checked here so that no implementation can be led outside its root.
import type { Readable } from 'node:stream';

export interface StoredFile {
  mime: string;
  /** Bytes. */
  size: number;
  /** The content, streamed: large results are served without holding them in memory. */
  stream: Readable;
}

export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there; readers see the old file or the new one, whole. */
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** Undefined when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

/** Segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit (so no `.` or `..`). */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by our code, never taken from a request; a bad one is a bug, refused before any I/O. */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key)) throw new StorageKeyError(`bad storage key: ${key}`);
}

/** The whole content of a stored file. */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
