// `npm run desktop`: electron-vite dev. `npm ci` skips Electron's binary download (it cannot be fetched on
// offline or firewalled machines), so fetch it here on first use and say clearly when that is impossible.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';

const electronDir = join(root, 'node_modules/electron');
const hasBinary = () =>
  Boolean(process.env.ELECTRON_PATH) || existsSync(join(electronDir, 'path.txt'));

if (!hasBinary()) {
  console.log(
    'Electron binary missing: downloading it once (node node_modules/electron/install.js)…',
  );
  const code = await run(process.execPath, [join(electronDir, 'install.js')], {
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' },
  });
  if (code !== 0 || !hasBinary()) {
    console.error(
      'Could not get the Electron binary. This machine cannot reach its download server.\n' +
        'Set ELECTRON_PATH to an installed Electron 41 executable, or run `npm run desktop` on a machine\n' +
        'with internet access. The web app (`npm start`) does not need Electron.',
    );
    process.exit(1);
  }
}
process.exit(await run(bin('electron-vite'), ['dev', ...process.argv.slice(2)]));
