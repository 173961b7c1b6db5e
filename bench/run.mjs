// `npm run bench`: builds what is missing, then prints every figure. Figures are measured here, never
// asserted in tests: these machines are noisy.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const step = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!existsSync(join(root, 'out/web/index.html')))
  step([join(root, 'node_modules/vite/bin/vite.js'), 'build']);
step([join(root, 'scripts/build-server.mjs')]);
for (const bench of ['cold-start.mjs', 'signin.mjs', 'bundle-size.mjs']) {
  console.log(`\n## ${bench}`);
  step([join(root, 'bench', bench)]);
}
const tsx = (tsconfig, file) => {
  console.log(`\n## ${file}`);
  step([
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    '--tsconfig',
    tsconfig,
    join(root, 'bench', file),
  ]);
};
tsx('tsconfig.electron.json', 'image-check.ts');
tsx('tsconfig.tools.json', 'ledger.ts');
tsx('tsconfig.tools.json', 'chat-relay.ts');
tsx('tsconfig.tools.json', 'chat-render.ts');
tsx('tsconfig.tools.json', 'upscale.ts');
tsx('tsconfig.tools.json', 'face-check.ts');
tsx('tsconfig.tools.json', 'task-engine.ts');
tsx('tsconfig.tools.json', 'widget-loader-size.ts');
tsx('tsconfig.tools.json', 'feed.ts');
tsx('tsconfig.tools.json', 'admin-stats.ts');
tsx('tsconfig.tools.json', 'douyin-webhook.ts');
