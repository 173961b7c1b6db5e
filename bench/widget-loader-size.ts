// The bots' widget loader as owners' pages download it (out/web/widget.js, built from
// src/renderer/widget/loader.ts): raw, gzip -9 and brotli bytes against the goal of 10 KB gzip. Baseline in
// the same run: the web app's entry script, which is what the loader would cost had it been built with the
// app instead of on its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const GOAL_GZIP = 10 * 1024;
const web = join(root, 'out/web');
const loader = join(web, 'widget.js');
const source = join(root, 'src/renderer/widget/loader.ts');

// A missing or older build is made first, as `npm run build:web` makes it.
if (!existsSync(loader) || statSync(loader).mtimeMs < statSync(source).mtimeMs) {
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function sizes(path: string) {
  const bytes = readFileSync(path);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const widget = sizes(loader);
console.log(
  `widget loader (/widget.js): ${widget.raw} B raw (${kb(widget.raw)}), ${widget.gzip} B gzip -9 ` +
    `(${kb(widget.gzip)}), ${widget.brotli} B brotli (${kb(widget.brotli)})`,
);
console.log(
  `goal: at most ${kb(GOAL_GZIP)} gzip: ${widget.gzip <= GOAL_GZIP ? 'met' : 'MISSED'} ` +
    `(${((widget.gzip / GOAL_GZIP) * 100).toFixed(0)}% of it)`,
);

const entry = readdirSync(join(web, 'assets')).find((name) => /^index-.*\.js$/.test(name));
if (entry) {
  const app = sizes(join(web, 'assets', entry));
  console.log(
    `baseline, the web app's entry script (assets/${entry}): ${kb(app.raw)} raw, ${kb(app.gzip)} gzip -9 ` +
      `(the loader is ${(app.gzip / widget.gzip).toFixed(0)} times smaller)`,
  );
}
