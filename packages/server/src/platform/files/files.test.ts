import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFileStore } from '../../app';
import { loadConfig } from '../../config';
import { createDiskStore, type FileStore } from './index';
import { createS3Store, type S3StoreOptions } from './s3';

const here = path.dirname(fileURLToPath(import.meta.url));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `rpa-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// s3rver ships no types: the part of it these tests use.
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's default account. */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'rpa-files';

/** An S3-compatible server on a free loopback port, storing under a temporary folder. */
async function startS3(): Promise<{ endpoint: string; client: S3Client; close: () => Promise<void> }> {
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory: tempDir('s3rver'), silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: S3_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  return {
    endpoint,
    client,
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}

async function bucketKeys(client: S3Client, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

async function diskFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

interface Backend {
  store: FileStore;
  /** Every file or object the store keeps, temporary ones included, relative to its root or prefix. */
  list: () => Promise<string[]>;
  close: () => Promise<void>;
}

const PREFIX = 'rpa/files';

const backends: Array<[string, () => Promise<Backend>]> = [
  [
    'disk',
    async () => {
      const root = tempDir('store-test');
      return { store: createDiskStore(root), list: () => diskFiles(root), close: async () => {} };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3();
      const store = createS3Store({
        bucket: BUCKET,
        prefix: PREFIX,
        endpoint: s3.endpoint,
        credentials: S3_CREDENTIALS,
      });
      return {
        store,
        // A key outside the prefix shows up whole, and so fails any comparison.
        list: async () => (await bucketKeys(s3.client)).map((k) => k.replace(`${PREFIX}/`, '')),
        close: async () => {
          store.client.destroy();
          await s3.close();
        },
      };
    },
  ],
];

/** A source that sends `bytes` of data, then fails. */
function failingAfter(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) {
        this.destroy(new Error('connection lost'));
        return;
      }
      const chunk = randomBytes(Math.min(256 * 1024, bytes - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe.each(backends)('the content-addressed %s store', (_name, open) => {
  let b: Backend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(() => b.close());

  it('stores bytes under their sha256 and gives them back exactly', async () => {
    const bytes = randomBytes(200_000);
    const stored = await b.store.put(bytes);
    expect(stored).toEqual({ sha256: sha(bytes), size: bytes.length });
    expect(await buffer(await b.store.get(stored.sha256))).toEqual(bytes);
    expect(await b.store.has(stored.sha256)).toBe(true);
  });

  it('takes streams, and keeps one copy of the same bytes', async () => {
    const bytes = Buffer.from('same bytes');
    const a = await b.store.put(Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]));
    const again = await b.store.put(bytes);
    expect(a).toEqual(again);
    const named = (await b.list()).filter((f) => f.endsWith(a.sha256.slice(2)));
    expect(named).toEqual([`${a.sha256.slice(0, 2)}/${a.sha256.slice(2)}`]);
    expect((await b.list()).filter((f) => f.startsWith('tmp/'))).toEqual([]);
  });

  it('stores an empty file', async () => {
    const stored = await b.store.put(Buffer.alloc(0));
    expect(stored).toEqual({ sha256: sha(Buffer.alloc(0)), size: 0 });
    expect((await buffer(await b.store.get(stored.sha256))).length).toBe(0);
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    const before = await b.list();
    await expect(b.store.put(failingAfter(7))).rejects.toThrow('connection lost');
    expect(await b.list()).toEqual(before);
  });

  it('leaves nothing behind when the source fails after several upload parts', async () => {
    const before = await b.list();
    await expect(b.store.put(failingAfter(12 * 1024 * 1024))).rejects.toThrow('connection lost');
    expect(await b.list()).toEqual(before);
  });

  it('deletes, and answers for missing files', async () => {
    const { sha256 } = await b.store.put(Buffer.from('to be deleted'));
    await b.store.delete(sha256);
    expect(await b.store.has(sha256)).toBe(false);
    await expect(b.store.get(sha256)).rejects.toThrow();
    await b.store.delete(sha256);
  });

  it('refuses anything that is not a sha256 (no paths through the store)', async () => {
    await expect(b.store.get('../../etc/passwd')).rejects.toThrow('not a sha256');
    await expect(b.store.delete('../x')).rejects.toThrow('not a sha256');
    expect(await b.store.has('ABC')).toBe(false);
  });
});

describe('the disk store', () => {
  it('keeps a file at root/ab/cdef…, and tells the free space', async () => {
    const root = tempDir('store-test');
    const store = createDiskStore(root);
    const bytes = randomBytes(1000);
    const { sha256 } = await store.put(bytes);
    expect(await readFile(path.join(root, sha256.slice(0, 2), sha256.slice(2)))).toEqual(bytes);
    expect(await store.freeBytes()).toBeGreaterThan(0);
  });
});

describe('the S3 store', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let options: S3StoreOptions;
  beforeAll(async () => {
    s3 = await startS3();
    options = { bucket: BUCKET, endpoint: s3.endpoint, credentials: S3_CREDENTIALS };
  });
  afterAll(() => s3.close());

  it('keeps an object at <prefix>/ab/cdef…, and cannot tell free space', async () => {
    const store = createS3Store({ ...options, prefix: '/under/here/' });
    const { sha256 } = await store.put(Buffer.from('where is it'));
    expect(await bucketKeys(s3.client, 'under/')).toEqual([
      `under/here/${sha256.slice(0, 2)}/${sha256.slice(2)}`,
    ]);
    expect(await store.freeBytes()).toBeNull();
    store.client.destroy();
  });

  it('copies nothing when the content key is already there', async () => {
    const store = createS3Store({ ...options, prefix: 'kept' });
    const bytes = Buffer.from('already there');
    const key = `kept/${sha(bytes).slice(0, 2)}/${sha(bytes).slice(2)}`;
    // Marked so a copy over it would show: the store must leave it as it is.
    await s3.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes, Metadata: { mark: 'first' } }),
    );
    await store.put(bytes);
    expect(await bucketKeys(s3.client, 'kept/')).toEqual([key]);
    expect((await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).Metadata).toEqual({
      mark: 'first',
    });
    store.client.destroy();
  });

  it('fails get for a missing object before any stream is handed out', async () => {
    const store = createS3Store(options);
    const missing = sha(Buffer.from('never stored'));
    await expect(store.get(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    store.client.destroy();
  });

  it('is what FILE_STORE_URL names', async () => {
    const config = loadConfig({
      DATA_DIR: tempDir('config'),
      FILE_STORE_URL: `s3://${BUCKET}/configured`,
      FILE_STORE_ENDPOINT: s3.endpoint,
      FILE_STORE_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      FILE_STORE_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    });
    const store = await openFileStore(config);
    const { sha256 } = await store.put(Buffer.from('configured'));
    expect(await bucketKeys(s3.client, 'configured/')).toEqual([
      `configured/${sha256.slice(0, 2)}/${sha256.slice(2)}`,
    ]);
  });
});

describe('FILE_STORE_URL', () => {
  it('unset: the disk under DATA_DIR/files', async () => {
    const dataDir = tempDir('config');
    expect(loadConfig({ DATA_DIR: dataDir }).fileStore).toEqual({ kind: 'disk' });
    const store = (await openFileStore(loadConfig({ DATA_DIR: dataDir }))) as FileStore & { root: string };
    expect(store.root).toBe(path.join(dataDir, 'files'));
  });

  it('s3://bucket/prefix, with the endpoint, region and keys beside it', () => {
    expect(loadConfig({ FILE_STORE_URL: 's3://my-bucket' }).fileStore).toEqual({
      kind: 's3',
      bucket: 'my-bucket',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
    expect(
      loadConfig({
        FILE_STORE_URL: 's3://my.bucket/rpa/files/',
        FILE_STORE_ENDPOINT: 'http://127.0.0.1:9000',
        FILE_STORE_REGION: 'eu-west-1',
        FILE_STORE_ACCESS_KEY_ID: 'id',
        FILE_STORE_SECRET_ACCESS_KEY: 'secret',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'my.bucket',
      prefix: 'rpa/files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('anything else stops the start with the setting named', () => {
    for (const url of [
      '/srv/files',
      'file:///srv/files',
      'https://bucket.s3.amazonaws.com',
      's3://',
      's3://B',
    ]) {
      expect(() => loadConfig({ FILE_STORE_URL: url })).toThrow(/^FILE_STORE_URL must be s3:/);
    }
    expect(() => loadConfig({ FILE_STORE_URL: 's3://bkt', FILE_STORE_ENDPOINT: '127.0.0.1:9000' })).toThrow(
      /FILE_STORE_ENDPOINT/,
    );
    expect(() => loadConfig({ FILE_STORE_URL: 's3://bkt', FILE_STORE_ACCESS_KEY_ID: 'id' })).toThrow(
      /FILE_STORE_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ FILE_STORE_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/FILE_STORE_URL/);
  });
});

/**
 * Puts and reads back a generated file bigger than the child's whole heap,
 * hashing it on the fly. Its peak resident size staying under the file's
 * size shows neither direction held the file (Buffers live outside the heap).
 * The child collects garbage every 32 MB: a chunk still referenced by the
 * store survives that, one let go does not, however busy the machine.
 */
const CHILD = `
import { createHash, createCipheriv } from 'node:crypto';
import { Readable } from 'node:stream';
const { size, store: which, options } = JSON.parse(process.env.STORE_CHILD);
const files = await import(process.env.STORE_MODULE);
const store = which === 'disk' ? files.createDiskStore(options.root) : files.createS3Store(options);
const expected = createHash('sha256');
const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 1), Buffer.alloc(16, 2));
const zeros = Buffer.alloc(1024 * 1024);
let made = 0;
// Sampled here: the kernel's peak (getrusage maxRSS) is carried over from the test worker that
// forked this child, so a big worker would make a streaming child look big.
let peak = process.memoryUsage.rss();
const source = new Readable({
  read() {
    if (made >= size) return this.push(null);
    const chunk = cipher.update(zeros.subarray(0, Math.min(zeros.length, size - made)));
    made += chunk.length;
    // Chunks nothing holds any more are collected now, not whenever a busy machine lets the collector run.
    if (made % (32 * 1024 * 1024) === 0) globalThis.gc();
    expected.update(chunk);
    peak = Math.max(peak, process.memoryUsage.rss());
    this.push(chunk);
  },
});
const stored = await store.put(source);
const back = createHash('sha256');
let backSize = 0;
for await (const chunk of await store.get(stored.sha256)) {
  back.update(chunk);
  backSize += chunk.length;
  peak = Math.max(peak, process.memoryUsage.rss());
  if (backSize % (32 * 1024 * 1024) < chunk.length) globalThis.gc();
}
store.client?.destroy();
console.log(JSON.stringify({
  stored,
  expected: expected.digest('hex'),
  back: { sha256: back.digest('hex'), size: backSize },
  maxRssBytes: peak,
}));
`;

const BIG = 400 * 1024 * 1024;
const HEAP_MB = 64;

function runChild(
  store: 'disk' | 's3',
  modulePath: string,
  options: object,
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', CHILD],
    {
      env: {
        ...process.env,
        STORE_MODULE: pathToFileURL(path.join(here, modulePath)).href,
        STORE_CHILD: JSON.stringify({ size: BIG, store, options }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out, err })));
}

describe.each([
  ['disk', 'index.ts'],
  ['s3', 's3.ts'],
] as const)('a %s store streams a file bigger than the heap', (store, modulePath) => {
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  afterAll(() => s3?.close());

  it(`puts and gets ${BIG / 1024 / 1024} MB with a ${HEAP_MB} MB heap`, { timeout: 120_000 }, async () => {
    let options: object;
    if (store === 'disk') {
      options = { root: tempDir('store-big') };
    } else {
      s3 = await startS3();
      options = { bucket: BUCKET, prefix: 'big', endpoint: s3.endpoint, credentials: S3_CREDENTIALS };
    }
    const { code, out, err } = await runChild(store, modulePath, options);
    expect(code, err).toBe(0);
    const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
    expect(result.stored).toEqual({ sha256: result.expected, size: BIG });
    expect(result.back).toEqual({ sha256: result.expected, size: BIG });
    expect(
      result.maxRssBytes,
      `peak resident memory ${Math.round(result.maxRssBytes / 1048576)} MB`,
    ).toBeLessThan(BIG);
  });
});
