import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db';

/** What the store knows of a file: its content address and size in bytes. */
export interface StoredFile {
  sha256: string;
  size: number;
}

/**
 * Content-addressed file storage (packages, icons, later recordings): a file
 * is named by the SHA-256 of its bytes, so storing the same bytes twice
 * keeps one copy. Two backends: the disk (createDiskStore) and an S3-compatible
 * object store (createS3Store in ./s3, loaded only when configured).
 */
export interface FileStore {
  put(content: Buffer | Readable): Promise<StoredFile>;
  /** The file's bytes; fails when the store does not hold it. */
  get(sha256: string): Promise<Readable>;
  has(sha256: string): Promise<boolean>;
  /** Removes the file; a file that is not there is no error. */
  delete(sha256: string): Promise<void>;
  /** Free space where the files are kept; null when the store cannot tell. */
  freeBytes(): Promise<number | null>;
}

/** Which of these files a domain's rows still name (a package, an icon, a run's file). */
export type FileHolder = (db: Db, sha256s: readonly string[]) => Promise<readonly string[]>;

/**
 * The store as the app hands it out. Content addressing keeps one copy of
 * the same bytes whichever domain stored them, so deleting a file one
 * domain let go of must not take it from another: a delete here removes
 * the file only when no domain's rows name it. Call it once the rows are gone.
 */
export function keptWhileHeld(store: FileStore, db: Db, holders: readonly FileHolder[]): FileStore {
  return {
    put: (content) => store.put(content),
    get: (sha256) => store.get(sha256),
    has: (sha256) => store.has(sha256),
    freeBytes: () => store.freeBytes(),
    async delete(sha256) {
      for (const holds of holders) if ((await holds(db, [sha256])).length > 0) return;
      await store.delete(sha256);
    },
  };
}

const SHA256 = /^[0-9a-f]{64}$/;

/** The name itself, or an error: only a sha256 may reach a path or an object key. */
export function checked(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
  return sha256;
}

/**
 * Files under `root/ab/cdef…` (the first two hex digits as a folder). A put
 * writes to `root/tmp/`, syncs, then renames into place, so a crash never
 * leaves a partial file under a content address.
 */
export function createDiskStore(root: string): FileStore & { root: string } {
  const tmpDir = path.join(root, 'tmp');
  const fileOf = (sha256: string) => path.join(root, checked(sha256).slice(0, 2), sha256.slice(2));

  return {
    root,
    async put(content) {
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}`);
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, counter, createWriteStream(tmp, { flags: 'wx' }));
        // On disk before it gets its name: a crash after the rename finds the whole file.
        const handle = await open(tmp, 'r');
        await handle.sync().finally(() => handle.close());
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      const sha256 = hash.digest('hex');
      const target = fileOf(sha256);
      await mkdir(path.dirname(target), { recursive: true });
      // Same bytes, same name: replacing an existing copy is harmless and atomic.
      await rename(tmp, target);
      return { sha256, size };
    },
    async get(sha256) {
      const file = fileOf(sha256);
      await stat(file);
      return createReadStream(file);
    },
    async has(sha256) {
      try {
        return (await stat(fileOf(sha256))).isFile();
      } catch {
        return false;
      }
    },
    async delete(sha256) {
      await rm(fileOf(sha256), { force: true });
    },
    async freeBytes() {
      try {
        const fs = await statfs(root);
        return fs.bavail * fs.bsize;
      } catch {
        return null;
      }
    },
  };
}
