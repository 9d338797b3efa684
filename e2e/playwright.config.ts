import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Two workers, each with a server of its own on a fresh data directory
 * (ports E2E_PORT and E2E_PORT + 1): spec files go to whichever worker is
 * free and never share a database, so no file depends on another's leftovers.
 * The config is read again in each worker, where TEST_PARALLEL_INDEX names
 * its slot and so its server.
 */
const SERVERS = Number(process.env.E2E_SERVERS ?? 2);
// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rpa-e2e-'));
const firstPort = Number(process.env.E2E_PORT ?? 18080);
const port = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: SERVERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Assertions wait longer than the default 5 s: the suite must pass on a busy 2-core machine.
  expect: { timeout: 15_000 },
  // A test that passes only on a retry is reported as flaky (`npm test` names it), never as a plain pass.
  reporter: [['list'], ['json']],
  // Traces and failure context per port: runs on other ports do not clear this run's.
  outputDir: path.join(import.meta.dirname, 'test-results', String(firstPort)),
  use: {
    baseURL: `http://127.0.0.1:${port}/console/`,
    // As a user who asks for less motion: the console drops its animations (ConsoleConfig),
    // so a click never waits for a dialog or a menu to finish moving.
    reducedMotion: 'reduce',
    // Recorded for a retry only: tracing every test (DOM snapshots, screencast) costs the CPU the suite needs.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: SERVERS }, (_, i) => ({
    command: `node ${path.join(root, 'packages/server/dist/main.js')}`,
    cwd: root,
    url: `http://127.0.0.1:${firstPort + i}/api/health`,
    reuseExistingServer: false,
    // The servers log warnings and errors only (LOG_LEVEL below): shown, they explain a failure in CI.
    stdout: 'pipe',
    timeout: 120_000,
    env: {
      PORT: String(firstPort + i),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.E2E_DATA_DIR as string, String(i)),
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A console built elsewhere (vite build --outDir), so parallel runs do not share one build.
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
    },
  })),
});
