// Bundles the API server into ESM (with the packages it loads at every start; the others stay in
// node_modules), copies what it reads at run time (the SQL migrations and the default data files), and writes
// the API reference made from the contract to docs/api (openapi.json and its Markdown reading).
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const outDir = join(root, 'out/server');

/**
 * Packages the server loads at every start, bundled into its own files: one large module compiles and links
 * faster than the hundreds of small files they come as, which is most of a start's time before PGlite opens.
 * They are plain JavaScript that finds no file of its own at run time. Every other package stays in
 * node_modules (native code, WebAssembly, worker files, or loaded only when first used).
 */
const BUNDLED = [
  '@ai-sdk/provider',
  '@fastify/cors',
  '@fastify/rate-limit',
  '@fastify/static',
  'arctic',
  'close-with-grace',
  'drizzle-orm',
  'eventsource-parser',
  'fastify',
  'fastify-plugin',
  'helmet',
  'i18next',
  'ipaddr.js',
  'jose',
  'lru-cache',
  'p-limit',
  'safe-regex2',
  'stemmer',
  'zod',
];
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/**
 * What the bundled packages require only for features the server does not use: JSON-schema validation and
 * compiled serializers (every route is checked by its zod contract) and `inject` (tests run the source).
 * Left in node_modules, they are not parsed at every start.
 */
const UNUSED_AT_RUN_TIME = [
  'ajv',
  'ajv-formats',
  'fast-uri',
  '@fastify/merge-json-schemas',
  'json-schema-ref-resolver',
  'light-my-request',
];
const external = [
  ...Object.keys(dependencies).filter((name) => !BUNDLED.includes(name)),
  ...UNUSED_AT_RUN_TIME,
].flatMap((name) => [name, `${name}/*`]);
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
  external,
  // Bundled CommonJS packages call `require`, which an ES module does not have.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
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
