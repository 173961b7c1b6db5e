// Bundles the API server into one ESM file (dependencies stay in node_modules) and copies what it reads
// at run time: the SQL migrations and the default data files (catalogues and price table).
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
cpSync(join(root, 'src/server/defaults'), join(outDir, 'defaults'), {
  recursive: true,
  filter: (path) => !path.endsWith('.ts'),
});
console.log('server built: out/server/index.js');
