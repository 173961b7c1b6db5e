// A pid file in the data folder while the server runs on PGlite, which cannot be shared between processes:
// the admin command checks it instead of opening the database under a running server.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

export function serverIsRunning(dataDir: string): boolean {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
    process.kill(pid, 0);
    return pid !== process.pid;
  } catch {
    return false;
  }
}

/** Writes the pid file; answers the function that removes it. */
export function holdServerLock(dataDir: string): () => void {
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
