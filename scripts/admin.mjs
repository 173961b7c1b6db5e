// `npm run admin -- …`: builds the server bundle if it is stale, then runs its admin command.
import { join } from 'node:path';
import { isStale, root, run } from './lib.mjs';

if (
  isStale('out/server/admin.js', [
    'src/server',
    'src/shared',
    'scripts/build-server.mjs',
    'package.json',
  ])
) {
  if ((await run(process.execPath, [join(root, 'scripts/build-server.mjs')])) !== 0)
    process.exit(1);
}
process.exit(
  await run(process.execPath, [join(root, 'out/server/admin.js'), ...process.argv.slice(2)], {
    cwd: process.cwd(),
  }),
);
