// A data file shipped with the server (a default catalogue): beside its module when running from source, or
// beside the bundle (out/server) where the build copies it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `moduleUrl` is the caller's import.meta.url; `sourceDir` its folder relative to src/server. */
export function bundledFile(moduleUrl: string, name: string, sourceDir: string): string {
  const here = dirname(fileURLToPath(moduleUrl));
  const candidates = [join(here, name), join(here, sourceDir, name)];
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!;
}
