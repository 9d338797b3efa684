import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Lang, toLang } from '@rpa/contracts';

/** Server configuration, read from the environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite stored under dataDir. */
  databaseUrl: string | undefined;
  /** Unset: events stay in this process. */
  redisUrl: string | undefined;
  logLevel: string;
  /** Base path of the API, as the console reads it from serverconfig.json. */
  apiBase: string;
  /** Default console language offered in serverconfig.json. */
  appLang: Lang;
  /** Directory of the built console. */
  webRoot: string;
  /** Seed demo data into an empty database at start. */
  demo: boolean;
  /** How long shutdown waits for in-flight requests before giving up. */
  shutdownTimeoutMs: number;
  /** Base64 AES-256 key sealing secrets at rest; unset: DATA_DIR/master.key, created on first start. */
  masterKey: string | undefined;
  /** common, or factory (the header shows the identity's menu name). */
  platformType: 'common' | 'factory';
}

/** The server package's own directory, whether running from src/ or a dist/ bundle. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const apiBase = `/${(env.API_BASE ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  if (apiBase === '/' || apiBase === '/console') throw new Error('API_BASE must be its own path, e.g. /api');
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    apiBase,
    appLang: toLang(env.APP_LANG),
    webRoot: path.resolve(env.WEB_ROOT || path.join(SERVER_ROOT, '../web/dist')),
    demo: bool(env.DEMO),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 30_000, 'SHUTDOWN_TIMEOUT_MS'),
    masterKey: env.MASTER_KEY || undefined,
    platformType: env.PLATFORM_TYPE === 'factory' ? 'factory' : 'common',
  };
}
