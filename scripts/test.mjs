// `npm test`: install and build what is missing, check the outside tools the
// tests need (scripts/tools.mjs), then run every suite: unit and integration
// tests (Vitest, PGlite), the server suite again on PostgreSQL when
// TEST_POSTGRES_URL is set, and the Playwright end-to-end tests in Chromium.
// Ends with two lines: `tests: N passed, M failed, K skipped`, then
// `flaky: F (names)` naming the tests that passed only on a retry.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';
import { closingLines, readPlaywright, readVitest } from './test-report.mjs';
import { checkTools } from './tools.mjs';

bootstrap();

console.log('\n=== outside tools ===');
// RPA_NO_<TOOL>=reason for each tool still missing: the tests needing it skip with that reason.
const missing = checkTools();
if (Object.keys(missing).length === 0) console.log('every outside tool the tests use is installed');

const out = path.join(ROOT, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const flaky = [];
/** Why tests were skipped, with how many each reason skipped. */
const skipReasons = new Map();
let runnerFailed = false;

function run(label, args, env, report, read) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...missing, ...env },
  });
  const counted = existsSync(report) ? read(JSON.parse(readFileSync(report, 'utf8'))) : null;
  if (!counted) {
    console.error(`${label}: no report was written (exit ${r.status})`);
    totals.failed += 1;
    runnerFailed = true;
    return;
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  flaky.push(...counted.flaky);
  for (const note of counted.notes) skipReasons.set(note, (skipReasons.get(note) ?? 0) + 1);
  if (r.status !== 0 && counted.failed === 0) {
    // An error outside any test (unhandled rejection, crashed worker) fails the run too.
    console.error(`${label}: exited with ${r.status} although no test failed`);
    totals.failed += 1;
    runnerFailed = true;
  }
}

const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const vitestArgs = (file) => [
  vitest,
  'run',
  '--reporter=default',
  `--reporter=${path.join(ROOT, 'scripts/vitest-summary.mjs')}`,
  '--reporter=json',
  `--outputFile.json=${file.replace(/\.summary\.json$/, '.json')}`,
];

const unit = path.join(out, 'vitest.summary.json');
run(
  'unit and integration tests (PGlite)',
  vitestArgs(unit),
  { TEST_DATABASE_URL: '', VITEST_SUMMARY_FILE: unit },
  unit,
  readVitest,
);

if (process.env.TEST_POSTGRES_URL) {
  const pgReport = path.join(out, 'vitest-postgres.summary.json');
  run(
    'server tests on PostgreSQL',
    [...vitestArgs(pgReport), '--project', 'server'],
    { TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL, VITEST_SUMMARY_FILE: pgReport },
    pgReport,
    readVitest,
  );
}

const e2e = path.join(out, 'playwright.json');
const playwright = [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e'];
if (missing.RPA_NO_CHROMIUM) {
  // Without a browser no end-to-end test can start: listed, each counts as skipped.
  run(
    'end-to-end tests (skipped: no Chromium)',
    [...playwright, '--list', '--reporter=json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
    e2e,
    (report) => {
      const n = report.stats.skipped + report.stats.expected;
      return { passed: 0, failed: 0, skipped: n, flaky: [], notes: Array(n).fill(missing.RPA_NO_CHROMIUM) };
    },
  );
} else {
  run(
    'end-to-end tests (Playwright, Chromium)',
    playwright,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
    e2e,
    readPlaywright,
  );
}

console.log(`\n${closingLines(totals, flaky, skipReasons)}`);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);
