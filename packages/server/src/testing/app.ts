import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createMemoryBus } from '../platform/events';
import { createTestDatabase } from './db';

/** The real app on a fresh database, for driving through HTTP with `app.inject`. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extra: Pick<AppDeps, 'apiPlugins' | 'captchaText'> = {},
): Promise<FastifyInstance> {
  const config = { ...loadConfig({}), ...overrides };
  const database = await createTestDatabase();
  return buildApp({ config, database, events: createMemoryBus(), masterKey: randomBytes(32), ...extra });
}
