// Helpers shared by the project's scripts: running commands and deciding whether a build is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Newest modification time of any file under the given folders (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
          continue;
        visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

/** A build is stale when its marker file is missing or older than any of its sources. */
export function isStale(marker, sources) {
  const markerPath = join(root, marker);
  if (!existsSync(markerPath)) return true;
  return newestMtime(sources) > statSync(markerPath).mtimeMs;
}
