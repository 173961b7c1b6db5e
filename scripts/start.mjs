// `npm start`: builds whatever is missing or older than its sources, then serves the API and the web app.
// Migrations run inside the server at start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bin, isStale, root, run } from './lib.mjs';

const shared = ['src/shared', 'package.json'];

if (isStale('out/web/index.html', ['src/renderer', 'vite.config.ts', ...shared])) {
  console.log('Building the web app…');
  if ((await run(bin('vite'), ['build', '--logLevel', 'warn'])) !== 0) process.exit(1);
}
if (isStale('out/server/index.js', ['src/server', 'scripts/build-server.mjs', ...shared])) {
  console.log('Building the server…');
  if ((await run(process.execPath, [join(root, 'scripts/build-server.mjs')])) !== 0)
    process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'out/server/index.js')],
  {
    stdio: 'inherit',
    cwd: process.cwd(),
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
