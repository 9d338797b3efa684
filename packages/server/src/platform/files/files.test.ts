import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStore } from './index';

const root = mkdtempSync(path.join(tmpdir(), 'rpa-store-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = createDiskStore(root);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the content-addressed disk store', () => {
  it('stores bytes under their sha256 and gives them back exactly', async () => {
    const bytes = randomBytes(200_000);
    const stored = await store.put(bytes);
    expect(stored).toEqual({ sha256: sha(bytes), size: bytes.length });
    const file = path.join(root, stored.sha256.slice(0, 2), stored.sha256.slice(2));
    expect(await readFile(file)).toEqual(bytes);
    expect(await buffer(await store.get(stored.sha256))).toEqual(bytes);
    expect(await store.has(stored.sha256)).toBe(true);
  });

  it('takes streams, and keeps one copy of the same bytes', async () => {
    const bytes = Buffer.from('same bytes');
    const a = await store.put(Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]));
    const b = await store.put(bytes);
    expect(a).toEqual(b);
    expect(readdirSync(path.join(root, a.sha256.slice(0, 2)))).toEqual([a.sha256.slice(2)]);
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    const before = readdirSync(root).sort();
    await expect(store.put(failing)).rejects.toThrow('connection lost');
    expect(readdirSync(root).sort()).toEqual(before);
    expect(readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('deletes, and answers for missing files', async () => {
    const { sha256 } = await store.put(Buffer.from('to be deleted'));
    await store.delete(sha256);
    expect(await store.has(sha256)).toBe(false);
    await expect(store.get(sha256)).rejects.toThrow();
    await store.delete(sha256);
  });

  it('refuses anything that is not a sha256 (no paths through the store)', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not a sha256');
    expect(await store.has('ABC')).toBe(false);
  });
});
