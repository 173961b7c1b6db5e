// `npm run check:architecture`: the import rules of .dependency-cruiser.cjs (no circle, modules reached
// through their index.ts, infrastructure below modules, no page or tool importing another, process
// boundaries), then the size rule: no source file over 400 lines. Exits 1 on any violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bin, root, run } from './lib.mjs';

const MAX_LINES = 400;
/** Generated or data files: their length is not a design choice. */
const EXEMPT = [/\/db\/migrations\//, /\.json$/, /\.d\.ts$/];
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|css)$/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(entry) ? [path] : [];
  });
}

const imports = await run(bin('depcruise'), [
  'src',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);

const tooLong = [];
for (const file of ['src', 'scripts', 'bench', 'tests'].flatMap((dir) =>
  sourceFiles(join(root, dir)),
)) {
  const name = relative(root, file);
  if (EXEMPT.some((pattern) => pattern.test(`/${name}`))) continue;
  const lines = readFileSync(file, 'utf8').split('\n').length;
  if (lines > MAX_LINES) tooLong.push(`${name}: ${lines} lines`);
}
if (tooLong.length) {
  console.log(`Files over ${MAX_LINES} lines (split them by responsibility):`);
  for (const line of tooLong) console.log(`  ${line}`);
} else console.log(`No source file is over ${MAX_LINES} lines.`);

process.exit(imports === 0 && !tooLong.length ? 0 : 1);
