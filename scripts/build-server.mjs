// Bundles the API server into one ESM file (dependencies stay in node_modules) and copies what it reads
// at run time: the SQL migrations, the default model catalogue and the default price table.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const outDir = join(root, 'out/server');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

await build({
  entryPoints: {
    index: join(root, 'src/server/index.ts'),
    admin: join(root, 'src/server/admin-cli.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  alias: { '@shared': join(root, 'src/shared') },
  logLevel: 'warning',
});

cpSync(join(root, 'src/server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
cpSync(
  join(root, 'src/server/modules/model/catalog.default.json'),
  join(outDir, 'catalog.default.json'),
);
cpSync(
  join(root, 'src/server/modules/imaging/image-catalog.default.json'),
  join(outDir, 'image-catalog.default.json'),
);
cpSync(
  join(root, 'src/server/modules/credits/prices.default.json'),
  join(outDir, 'prices.default.json'),
);
console.log('server built: out/server/index.js');
