import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig, TEST_LICENCE_PUBLIC_KEY_FILE } from '../config';
import { createMemoryBus } from '../platform/events';
import { createDiskStore } from '../platform/files';
import { createTestDatabase, testMasterKey } from './db';

/**
 * The real app on a fresh database, for driving through HTTP with `app.inject`.
 * `demo: true` starts it on a copy of the demo data (rows only: no stored
 * packages, no run history), as `seedDemo(db)` would leave it.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extra: Pick<AppDeps, 'apiPlugins' | 'captchaText' | 'logger'> = {},
): Promise<FastifyInstance> {
  // Tests trust the repository's licence test key, as the demo does.
  const licenceKeys = { licencePublicKeys: [readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8')] };
  const config = { ...loadConfig({}), ...licenceKeys, ...overrides };
  const database = await createTestDatabase({ demo: config.demo });
  // Stored files go to a directory of their own, removed with the app.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'rpa-files-'));
  const app = await buildApp({
    config,
    database,
    events: createMemoryBus(),
    masterKey: testMasterKey(),
    files: createDiskStore(filesDir),
    ...extra,
  });
  app.addHook('onClose', async () => rmSync(filesDir, { recursive: true, force: true }));
  return app;
}

/**
 * The test app with routes of a test's own: `addRoutes` receives the API
 * scope, so a route at `/t/crash` answers at `/api/t/crash`. Each route
 * declares its permission as the app's own do.
 */
export function createTestAppWithRoutes(
  addRoutes: (api: FastifyInstance) => void,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  return createTestApp(overrides, { apiPlugins: [async (api) => addRoutes(api)] });
}

/** The envelope of any unexpected failure, in English: the generic 500 that tells nothing of the failure. */
export const SYSTEM_EXCEPTION = {
  code: 500,
  msg: 'System exception, contact the administrator',
  result: null,
};
