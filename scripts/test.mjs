// `npm test`: every check and suite in turn, then one closing line adding them all up:
// `N passed, N failed, N skipped`. Static checks (lint, format, types, builds) count one each.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { bin, root, run } from './lib.mjs';

const work = mkdtempSync(join(tmpdir(), 'atrium-test-'));
const results = [];
/** Failed tests by name, repeated under the summary: a long run's log is often read only at its end. */
const failures = [];

async function check(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  return code === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

async function vitest() {
  const out = join(work, 'vitest.json');
  console.log(
    '\n▶ vitest (unit, renderer, integration on PGlite and PostgreSQL when TEST_DATABASE_URL is set)',
  );
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (!report) {
    results.push({ name: 'vitest', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`vitest: ${relative(root, file.name)} › ${test.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length)
      failures.push(`vitest: ${relative(root, file.name)}: ${(file.message ?? '').split('\n')[0]}`);
  }
  results.push({
    name: 'vitest',
    passed: report.numPassedTests,
    failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

/**
 * What a Playwright report says beyond its counts: the reasons recorded for skipped tests, so a
 * skipped suite says why, and the titles of the tests that failed.
 */
function playwrightNotes(report) {
  const reasons = new Set();
  const failed = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const note of test.annotations ?? [])
          if (note.type === 'skip' && note.description) reasons.add(note.description);
        if (test.status === 'unexpected') failed.push(`${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report?.suites ?? []).forEach(visit);
  return { reasons: [...reasons], failed };
}

async function playwright(name, config) {
  const out = join(work, `${name}.json`);
  console.log(`\n▶ ${name}`);
  const code = await run(bin('playwright'), ['test', '--config', config, '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const report = readJson(out);
  const stats = report?.stats;
  const notes = playwrightNotes(report);
  for (const reason of notes.reasons) console.log(`  skipped: ${reason}`);
  failures.push(...notes.failed.map((title) => `${name}: ${title}`));
  if (!stats) {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  results.push({
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
  });
}

await check('eslint', bin('eslint'), ['.', '--max-warnings', '0']);
await check('architecture (import rules, file sizes)', process.execPath, [
  join(root, 'scripts/check-architecture.mjs'),
]);
await check('prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
for (const target of ['server', 'electron', 'web', 'web-tests', 'tools']) {
  await check(`tsc ${target}`, bin('tsc'), ['-p', `tsconfig.${target}.json`]);
}
await vitest();
const webBuilt = await check('build web', bin('vite'), ['build', '--logLevel', 'warn']);
const serverBuilt = await check('build server', process.execPath, [
  join(root, 'scripts/build-server.mjs'),
]);
await check('build desktop (electron-vite)', bin('electron-vite'), ['build', '--logLevel', 'warn']);
if (webBuilt && serverBuilt) await playwright('e2e (Chromium)', 'playwright.config.ts');
else results.push({ name: 'e2e (Chromium)', passed: 0, failed: 1, skipped: 0 });
await playwright('desktop e2e (Electron)', 'tests/electron/playwright.config.ts');

if (existsSync(work)) rmSync(work, { recursive: true, force: true });

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
if (failures.length) console.log(`Failed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
