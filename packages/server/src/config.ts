import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** Most PostgreSQL connections this node opens (DATABASE_POOL_SIZE); each node has its own pool. */
  databasePoolSize: number;
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
  /** MASTER_KEY_PREVIOUS: keys opened but no longer sealed with, while a rotation re-seals (docs/operations.md). */
  masterKeyPrevious: string | undefined;
  /** common, or factory (the header shows the identity's menu name). */
  platformType: 'common' | 'factory';
  /**
   * Licence vendor public keys (Ed25519: SPKI PEM, base64 SPKI DER or base64 raw). From
   * LICENCE_PUBLIC_KEYS; when unset, the repository's test key in demo mode, none otherwise.
   */
  licencePublicKeys: string[];
  /** True when licencePublicKeys is the repository's test key (demo only; logged at start). */
  licenceTestKey: boolean;
  /** Largest process package accepted, in MB (PACKAGE_MAX_MB). */
  packageMaxMb: number;
  /** This node's name in the server list (NODE_ID); unset: host name and port. */
  nodeId: string | undefined;
  /** The address shown for this node (NODE_ADDRESS); unset: its first non-internal IPv4 and port. */
  nodeAddress: string | undefined;
  /** How often server nodes beat (SERVER_BEAT_SECONDS); three missed beats mark a node stopped. */
  serverBeatSeconds: number;
  /** How often robots beat (ROBOT_HEARTBEAT_SECONDS); three missed beats mark a robot offline. */
  /** Time zone schedules fire in and calendars are read in (IANA name). */
  timezone: string;
  /** How often the task sweep runs: dispatch, wait and run timeouts, lost robots. */
  taskSweepSeconds: number;
  /** A running task whose robot stays offline this long fails as lost. */
  robotLostSeconds: number;
  /** Delay before a failed webhook delivery's first retry (WEBHOOK_FIRST_RETRY_MS); each next one waits four times longer, up to 8 hours. */
  webhookFirstRetryMs: number;
  /** How long a failed webhook delivery is retried before it stays failed (WEBHOOK_RETRY_HOURS). */
  webhookRetryHours: number;
  /** How often webhook events are fanned out and deliveries sent (WEBHOOK_TICK_MS). */
  webhookTickMs: number;
  robotHeartbeatSeconds: number;
  /** How long a new robot connection may wait before its hello (ROBOT_HELLO_TIMEOUT_MS). */
  robotHelloTimeoutMs: number;
  /** Code of the department manager-bound robots register into (ROBOT_DEPARTMENT); unset: the root. */
  robotDepartment: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: comma-separated addresses or
   * CIDRs); empty: the socket's address is the caller's, whatever the headers say.
   */
  trustProxy: string[];
  /** Bearer token for GET /metrics (METRICS_TOKEN); unset: only loopback callers are answered. */
  metricsToken: string | undefined;
  /** Where stored files live (FILE_STORE_URL and FILE_STORE_*); disk: under dataDir/files. */
  fileStore: FileStoreConfig;
}

export type FileStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix, without slashes at either end; '' for the bucket's root. */
      prefix: string;
      /** Unset: AWS itself. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's default credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

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

/** The public half of the repository's licence test key pair (test-keys/README.md). */
export const TEST_LICENCE_PUBLIC_KEY_FILE = path.join(SERVER_ROOT, 'test-keys/licence-test.pub');

/** Comma-separated keys; PEM may be given whole, with real or escaped newlines. */
function keyList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Addresses or CIDRs, checked at start so a typo does not silently trust nobody (or everybody). */
function proxyList(value: string | undefined): string[] {
  const list = keyList(value);
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || badBits || extra !== undefined) {
      throw new Error(`TRUST_PROXY must list IP addresses or CIDRs, got "${entry}"`);
    }
  }
  return list;
}

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

/** FILE_STORE_URL unset: the disk; s3://<bucket>[/<prefix>]: an S3-compatible object store. */
function fileStore(env: NodeJS.ProcessEnv): FileStoreConfig {
  const url = env.FILE_STORE_URL || undefined;
  const endpoint = env.FILE_STORE_ENDPOINT || undefined;
  const accessKeyId = env.FILE_STORE_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.FILE_STORE_SECRET_ACCESS_KEY || undefined;
  if (url === undefined) {
    // Settings for a store that is not selected are a mistake, not something to ignore.
    if (endpoint || accessKeyId || secretAccessKey || env.FILE_STORE_REGION)
      throw new Error('FILE_STORE_* settings need FILE_STORE_URL=s3://<bucket>[/<prefix>]');
    return { kind: 'disk' };
  }
  const match = S3_URL.exec(url);
  if (!match?.[1]) throw new Error(`FILE_STORE_URL must be s3://<bucket>[/<prefix>], got "${url}"`);
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`FILE_STORE_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new Error('FILE_STORE_ACCESS_KEY_ID and FILE_STORE_SECRET_ACCESS_KEY must be set together');
  return {
    kind: 's3',
    bucket: match[1],
    prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: env.FILE_STORE_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const apiBase = `/${(env.API_BASE ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  if (apiBase === '/' || apiBase === '/console') throw new Error('API_BASE must be its own path, e.g. /api');
  const demo = bool(env.DEMO);
  const vendorKeys = keyList(env.LICENCE_PUBLIC_KEYS);
  const licenceTestKey = vendorKeys.length === 0 && demo;
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Math.max(1, int(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE')),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    apiBase,
    appLang: toLang(env.APP_LANG),
    webRoot: path.resolve(env.WEB_ROOT || path.join(SERVER_ROOT, '../web/dist')),
    demo,
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 30_000, 'SHUTDOWN_TIMEOUT_MS'),
    masterKey: env.MASTER_KEY || undefined,
    masterKeyPrevious: env.MASTER_KEY_PREVIOUS || undefined,
    platformType: env.PLATFORM_TYPE === 'factory' ? 'factory' : 'common',
    licencePublicKeys: licenceTestKey ? [readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8')] : vendorKeys,
    licenceTestKey,
    packageMaxMb: Math.max(1, int(env.PACKAGE_MAX_MB, 100, 'PACKAGE_MAX_MB')),
    nodeId: env.NODE_ID || undefined,
    nodeAddress: env.NODE_ADDRESS || undefined,
    serverBeatSeconds: Math.max(1, int(env.SERVER_BEAT_SECONDS, 10, 'SERVER_BEAT_SECONDS')),
    robotHeartbeatSeconds: Math.max(1, int(env.ROBOT_HEARTBEAT_SECONDS, 15, 'ROBOT_HEARTBEAT_SECONDS')),
    timezone: env.TIMEZONE || 'Asia/Shanghai',
    taskSweepSeconds: Math.max(1, int(env.TASK_SWEEP_SECONDS, 5, 'TASK_SWEEP_SECONDS')),
    robotLostSeconds: Math.max(1, int(env.ROBOT_LOST_SECONDS, 120, 'ROBOT_LOST_SECONDS')),
    webhookFirstRetryMs: Math.max(10, int(env.WEBHOOK_FIRST_RETRY_MS, 10_000, 'WEBHOOK_FIRST_RETRY_MS')),
    webhookRetryHours: Math.max(1, int(env.WEBHOOK_RETRY_HOURS, 25, 'WEBHOOK_RETRY_HOURS')),
    webhookTickMs: Math.max(50, int(env.WEBHOOK_TICK_MS, 1000, 'WEBHOOK_TICK_MS')),
    robotHelloTimeoutMs: Math.max(100, int(env.ROBOT_HELLO_TIMEOUT_MS, 10_000, 'ROBOT_HELLO_TIMEOUT_MS')),
    robotDepartment: env.ROBOT_DEPARTMENT || undefined,
    trustProxy: proxyList(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    fileStore: fileStore(env),
  };
}
