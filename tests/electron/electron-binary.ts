// Finds an Electron executable: ELECTRON_PATH, else the one the electron package installed (if any).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function findElectron(root: string): { path?: string; reason?: string } {
  const fromEnv = process.env.ELECTRON_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { path: fromEnv }
      : { reason: `ELECTRON_PATH=${fromEnv} does not exist` };
  }
  const pathFile = join(root, 'node_modules/electron/path.txt');
  if (!existsSync(pathFile)) {
    return {
      reason:
        'no Electron binary on this machine (npm ci skips its download; set ELECTRON_PATH or run `npm run desktop` once online)',
    };
  }
  const path = join(root, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path)
    ? { path }
    : { reason: `the electron package points at a missing binary (${path})` };
}
