// `npm test`: install and build what is missing, then run every suite:
// unit and integration tests (Vitest, PGlite), the server suite again on
// PostgreSQL when TEST_POSTGRES_URL is set, and the Playwright end-to-end
// tests in Chromium. Ends with one line: `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';

bootstrap();

const out = path.join(ROOT, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
let runnerFailed = false;

function run(label, args, env, report) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const counted = existsSync(report) ? count(JSON.parse(readFileSync(report, 'utf8'))) : null;
  if (!counted) {
    console.error(`${label}: no report was written (exit ${r.status})`);
    totals.failed += 1;
    runnerFailed = true;
    return;
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  if (r.status !== 0 && counted.failed === 0) {
    // An error outside any test (unhandled rejection, crashed worker) fails the run too.
    console.error(`${label}: exited with ${r.status} although no test failed`);
    totals.failed += 1;
    runnerFailed = true;
  }
}

/** Vitest's JSON report or Playwright's. */
function count(report) {
  if ('numPassedTests' in report) {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  const s = report.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected };
}

const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const vitestArgs = (file) => [
  vitest,
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

const unit = path.join(out, 'vitest.json');
run('unit and integration tests (PGlite)', vitestArgs(unit), { TEST_DATABASE_URL: '' }, unit);

if (process.env.TEST_POSTGRES_URL) {
  const pgReport = path.join(out, 'vitest-postgres.json');
  run(
    'server tests on PostgreSQL',
    [...vitestArgs(pgReport), '--project', 'server'],
    { TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL },
    pgReport,
  );
}

const e2e = path.join(out, 'playwright.json');
run(
  'end-to-end tests (Playwright, Chromium)',
  [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
  e2e,
);

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);
