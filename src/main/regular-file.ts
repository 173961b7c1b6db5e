// Opens a file main was handed by the system's file chooser, and only if it is a plain file. Even a chosen
// path may be, or become, something else: a FIFO (whose open() waits for a writer forever), a device (bytes
// without end) or a directory. The path is looked at without following it first, a link must lead to a plain
// file, the open cannot block, and the opened handle is checked again, so a swap between look and open is
// caught.
import { constants, type Stats } from 'node:fs';
import { lstat, open, stat, type FileHandle } from 'node:fs/promises';

/** Read-only, and non-blocking so a FIFO put in the file's place answers at once. Windows has no such flag. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

export class NotARegularFile extends Error {
  constructor() {
    super('not a regular file');
  }
}

export interface RegularFile {
  readonly size: number;
  /** Up to `length` bytes from the start (fewer if the file is shorter). */
  readHead(length: number): Promise<Buffer<ArrayBuffer>>;
  close(): Promise<void>;
}

/** What the path is now: a plain file itself, or a link to one. Anything else is refused. */
async function plainFileAt(path: string): Promise<Stats> {
  const own = await lstat(path);
  const target = own.isSymbolicLink() ? await stat(path) : own;
  if (!target.isFile()) throw new NotARegularFile();
  return target;
}

export async function regularFileSize(path: string): Promise<number> {
  return (await plainFileAt(path)).size;
}

async function readHead(file: FileHandle, length: number): Promise<Buffer<ArrayBuffer>> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await file.read(buffer, filled, length - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

export async function openRegularFile(path: string): Promise<RegularFile> {
  const seen = await plainFileAt(path);
  const file = await open(path, OPEN_FLAGS);
  try {
    const opened = await file.stat();
    if (!opened.isFile() || opened.ino !== seen.ino || opened.dev !== seen.dev)
      throw new NotARegularFile();
    return {
      size: opened.size,
      readHead: (length) => readHead(file, Math.min(length, opened.size)),
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}
