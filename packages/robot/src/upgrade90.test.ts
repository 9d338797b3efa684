import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RobotUpgrade, RobotUpgradeFile } from '@rpa/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appliedVersion, applyUpgrade90 } from './upgrade90';

/** What the file server hands out, by path. */
const served = new Map<string, string>();
let server: Server;
let base = '';
let root = '';
let dir = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rpa-9-root-'));
  dir = path.join(root, '.upgrades');
  return () => rm(root, { recursive: true, force: true });
});

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
function file(name: string, content: string, action: RobotUpgradeFile['action'], targetPath = `app/${name}`) {
  served.set(`/${name}`, content);
  return { name, md5: md5(content), size: content.length, sourceUrl: `${base}/${name}`, targetPath, action };
}
const quiet = { log: () => {} };

describe('the 9.0 upgrade list', () => {
  it('replaces, overwrites and executes in order, once per version', async () => {
    await writeFile(path.join(root, 'old.txt'), 'old');
    const list: RobotUpgrade = {
      version: '9.0.1',
      files: [
        file('core.bin', 'core v2', 'replace'),
        file('settings.ini', 'mode=fast', 'overwrite', 'old.txt'),
        file('post.sh', '#!/bin/sh\necho done > marker.txt\n', 'execute', 'app/post.sh'),
      ],
    };
    const lines: string[] = [];
    const r = await applyUpgrade90(list, { dir, root, log: (l) => lines.push(l) });
    expect(r).toEqual({ applied: true, version: '9.0.1', files: 3 });
    expect(await readFile(path.join(root, 'app/core.bin'), 'utf8')).toBe('core v2');
    expect(await readFile(path.join(root, 'old.txt'), 'utf8')).toBe('mode=fast');
    // Executed in the target's folder.
    expect(await readFile(path.join(root, 'app/marker.txt'), 'utf8')).toBe('done\n');
    expect(await appliedVersion(dir)).toBe('9.0.1');
    expect(lines.at(-1)).toBe('9.0 upgrade 9.0.1: execute post.sh');

    await rm(path.join(root, 'app/core.bin'));
    expect(await applyUpgrade90(list, { dir, root, ...quiet })).toEqual({
      applied: false,
      reason: 'current',
    });
    await expect(stat(path.join(root, 'app/core.bin'))).rejects.toThrow();
  });

  it('changes nothing when one MD5 does not match, and tries again on the next call', async () => {
    await writeFile(path.join(root, 'kept.txt'), 'kept');
    const good = file('a.bin', 'first', 'replace', 'kept.txt');
    const bad = { ...file('b.bin', 'second', 'replace'), md5: md5('something else') };
    await expect(
      applyUpgrade90({ version: '9.0.2', files: [good, bad] }, { dir, root, ...quiet }),
    ).rejects.toThrow(`MD5 mismatch: b.bin (expected ${md5('something else')}, got ${md5('second')})`);
    expect(await readFile(path.join(root, 'kept.txt'), 'utf8')).toBe('kept');
    await expect(stat(path.join(root, 'app/b.bin'))).rejects.toThrow();
    expect(await appliedVersion(dir)).toBe('');

    const fixed = { ...bad, md5: md5('second') };
    const r = await applyUpgrade90({ version: '9.0.2', files: [good, fixed] }, { dir, root, ...quiet });
    expect(r).toMatchObject({ applied: true });
    expect(await readFile(path.join(root, 'kept.txt'), 'utf8')).toBe('first');
  });

  it('fails on a file it cannot download, and does nothing for an empty list', async () => {
    const missing = { ...file('c.bin', 'x', 'replace'), sourceUrl: `${base}/nowhere` };
    await expect(
      applyUpgrade90({ version: '9.0.3', files: [missing] }, { dir, root, ...quiet }),
    ).rejects.toThrow('HTTP 404');
    expect(await applyUpgrade90({ version: '', files: [] }, { dir, root, ...quiet })).toEqual({
      applied: false,
      reason: 'none',
    });
    expect(await applyUpgrade90({ version: '9.0.4', files: [] }, { dir, root, ...quiet })).toEqual({
      applied: false,
      reason: 'none',
    });
  });

  it('reports a file it executes that fails', async () => {
    const script = file('fail.sh', '#!/bin/sh\necho broken >&2\nexit 3\n', 'execute');
    await expect(
      applyUpgrade90({ version: '9.0.5', files: [script] }, { dir, root, ...quiet }),
    ).rejects.toThrow('fail.sh failed: broken');
    expect(await appliedVersion(dir)).toBe('');
  });
});
