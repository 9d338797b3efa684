import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rpa-e2e-'));
const port = Number(process.env.E2E_PORT ?? 18080);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Assertions wait longer than the default 5 s: the suite must pass on a busy 2-core machine.
  expect: { timeout: 15_000 },
  // A test that passes only on a retry is reported as flaky (`npm test` names it), never as a plain pass.
  reporter: [['list'], ['json']],
  // Traces and failure context per port: runs on other ports do not clear this run's.
  outputDir: path.join(import.meta.dirname, 'test-results', String(port)),
  use: {
    baseURL: `http://127.0.0.1:${port}/console/`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `node ${path.join(root, 'packages/server/dist/main.js')}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A console built elsewhere (vite build --outDir), so parallel runs do not share one build.
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
    },
  },
});
