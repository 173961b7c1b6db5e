// Bundles the API server into ESM (dependencies stay in node_modules), copies what it reads at run
// time (the SQL migrations and the default data files), and writes the API reference made from the contract
// to docs/api (openapi.json and its Markdown reading).
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const outDir = join(root, 'out/server');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

await build({
  entryPoints: {
    index: join(root, 'src/server/index.ts'),
    admin: join(root, 'src/server/admin-cli.ts'),
    'api-reference': join(root, 'src/shared/api/reference/index.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // What the server imports only when first needed (`await import(...)`, e.g. the document readers) goes to
  // chunks of its own with the packages it imports, so they are not loaded at start.
  splitting: true,
  sourcemap: true,
  alias: { '@shared': join(root, 'src/shared') },
  logLevel: 'warning',
});

cpSync(join(root, 'src/server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
cpSync(join(root, 'src/server/defaults'), join(outDir, 'defaults'), {
  recursive: true,
  filter: (path) => !path.endsWith('.ts'),
});
const reference = await import(pathToFileURL(join(outDir, 'api-reference.js')).href);
const document = reference.openApiDocument();
mkdirSync(join(root, 'docs/api'), { recursive: true });
writeFileSync(join(root, 'docs/api/openapi.json'), `${JSON.stringify(document)}\n`);
writeFileSync(join(root, 'docs/api/README.md'), reference.markdownReference(document));
console.log('server built: out/server/index.js; API reference written to docs/api');
