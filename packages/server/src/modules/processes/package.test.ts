import { randomBytes } from 'node:crypto';
import { Code, type PackageUploadResult, type Page, type VersionRow } from '@rpa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { Caller } from '../../testing/client';
import {
  EN,
  type ProcessWorld,
  processWorld,
  storedCounts,
  uploadExample,
  uploadPackage,
} from '../../testing/processes';
import { EXAMPLE_PACKAGE_DIR, examplePackage, readPackageDir, zipEntries } from './example';

let w: ProcessWorld;
beforeAll(async () => {
  // A 1 MB limit keeps the size tests small.
  w = await processWorld({ packageMaxMb: 1 });
});
afterAll(() => w.app.close());

const MB = 1024 * 1024;
const manifest = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'Broken', version: '1.0.0', entry: 'main.mjs', runtime: 'node', ...over });

/** A package of a manifest with `over`, its entry main.mjs and the `more` files. */
const packageWith = (over: Record<string, unknown>, more: Record<string, string | Buffer> = {}) =>
  zipEntries({ 'manifest.json': manifest(over), 'main.mjs': 'x', ...more });

/** The zip with `placeholder` renamed to `name` in place (zip tools refuse to write such names). */
async function zipWithName(placeholder: string, name: string): Promise<Buffer> {
  expect(Buffer.byteLength(placeholder)).toBe(Buffer.byteLength(name));
  const zip = await packageWith({}, { [placeholder]: 'x' });
  let out = zip;
  for (let at = out.indexOf(placeholder); at >= 0; at = out.indexOf(placeholder, at + 1)) {
    out = Buffer.concat([out.subarray(0, at), Buffer.from(name), out.subarray(at + name.length)]);
  }
  return out;
}

/** A zip of the entries in order, duplicates kept; a mode marks e.g. a symbolic link. */
function zipOf(entries: Array<[name: string, content: string, mode?: number]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content, mode] of entries) {
    zip.addBuffer(Buffer.from(content), name, mode === undefined ? {} : { mode });
  }
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A zip of exactly `size` bytes: one stored (uncompressed) entry of random bytes. */
async function zipOfSize(size: number): Promise<Buffer> {
  const build = (n: number) =>
    new Promise<Buffer>((resolve) => {
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from(manifest({ name: `Sized ${size}` })), 'manifest.json');
      zip.addBuffer(Buffer.from('x'), 'main.mjs');
      zip.addBuffer(randomBytes(n), 'data.bin', { compress: false });
      zip.end();
      const chunks: Buffer[] = [];
      zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
      zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const overhead = (await build(0)).length;
  const zip = await build(size - overhead);
  expect(zip.length).toBe(size);
  return zip;
}

async function expectRefused(caller: Caller, zip: Buffer, says: string | RegExp, query = '') {
  const before = await storedCounts(w.app, w.filesDir);
  const res = await uploadPackage(caller, zip, query);
  expect(res.body.code, res.body.msg).not.toBe(0);
  if (typeof says === 'string') expect(res.body.msg).toContain(says);
  else expect(res.body.msg).toMatch(says);
  expect(await storedCounts(w.app, w.filesDir)).toEqual(before);
  return res;
}

describe('package validation: a clear refusal and nothing stored', () => {
  const cases: Array<[string, () => Promise<Buffer>, string]> = [
    ['a text file', async () => Buffer.from('not a zip at all'), 'not a valid zip file'],
    ['an empty file', async () => Buffer.alloc(0), 'not a valid zip file'],
    ['a truncated zip', async () => (await examplePackage()).subarray(0, 600), 'not a valid zip file'],
    ['no manifest', async () => zipEntries({ 'main.mjs': 'x' }), 'no manifest.json at its root'],
    [
      'a manifest only in a folder',
      async () => zipEntries({ 'pkg/manifest.json': manifest(), 'pkg/main.mjs': 'x' }),
      'no manifest.json at its root',
    ],
    [
      'a manifest that is not JSON',
      async () => zipEntries({ 'manifest.json': '{ name: ', 'main.mjs': 'x' }),
      'manifest.json is not valid JSON',
    ],
    [
      'a manifest without a name',
      () => packageWith({ name: undefined }),
      'manifest.json has invalid fields: name',
    ],
    [
      'a name of 31 characters',
      () => packageWith({ name: 'n'.repeat(31) }),
      'name: The process name must be 1 to 30 characters',
    ],
    ['an unknown runtime', () => packageWith({ runtime: 'python' }), 'runtime'],
    [
      'an unknown need',
      () => packageWith({ needs: ['aiServer', 'gpu'] }),
      'needs.1: Unknown need gpu; a process may declare only: aiServer',
    ],
    [
      'a bad version number',
      () => packageWith({ version: 'v 1' }),
      'version: A version number starts with a letter or digit',
    ],
    [
      'parameters named twice',
      () => packageWith({ parameters: [{ name: 'month' }, { name: 'Month' }] }),
      'parameters.1.name: The parameter name Month is used twice',
    ],
    [
      'a flow edge to an unknown node',
      () => packageWith({ flow: { nodes: [{ id: 'a', label: 'A' }], edges: [{ from: 'a', to: 'ghost' }] } }),
      'flow.edges.0.to: A flow edge points at the unknown node ghost',
    ],
    [
      'a missing entry',
      () => packageWith({ entry: 'src/main.mjs' }),
      'The entry file src/main.mjs is not in the process package',
    ],
    [
      'an entry outside the package',
      () => packageWith({ entry: '../main.mjs' }),
      'entry: The file name "../main.mjs"',
    ],
    [
      'a missing icon',
      () => packageWith({ icon: 'icon.png' }),
      'The icon file icon.png is not in the process package',
    ],
    [
      'an icon that is a GIF',
      async () =>
        packageWith(
          { icon: 'icon.png' },
          {
            'icon.png': await sharp({
              create: { width: 200, height: 200, channels: 3, background: '#08f' },
            })
              .gif()
              .toBuffer(),
          },
        ),
      'The icon icon.png in the process package cannot be used: The icon must be a JPEG or PNG image',
    ],
    [
      'a second manifest.json (the last one would win)',
      () =>
        zipOf([
          ['manifest.json', manifest()],
          ['main.mjs', 'x'],
          ['manifest.json', manifest({ name: 'Other', entry: 'other.mjs' })],
        ]),
      'The file "manifest.json" appears more than once',
    ],
    [
      'two names differing only in case',
      () =>
        zipOf([
          ['manifest.json', manifest()],
          ['main.mjs', 'x'],
          ['MAIN.mjs', 'y'],
        ]),
      'The file "MAIN.mjs" appears more than once',
    ],
    [
      'a symbolic link',
      () =>
        zipOf([
          ['manifest.json', manifest()],
          ['main.mjs', 'x'],
          ['secrets', '/etc/passwd', 0o120777],
        ]),
      '"secrets" in the process package is a symbolic link',
    ],
    ['a path going up', () => zipWithName('xx/evil.js', '../evil.js'), 'The file name "../evil.js"'],
    ['an absolute path', () => zipWithName('xetc/evil', '/etc/evil'), 'The file name "/etc/evil"'],
  ];
  for (const c of ['\\', ':', '*', '?', '"', '<', '>', '|']) {
    cases.push([`a file name with ${c}`, () => zipWithName('a_b.txt', `a${c}b.txt`), 'is not allowed']);
  }
  for (const [what, make, says] of cases) {
    it(`refuses ${what}`, async () => expectRefused(w.dev, await make(), says));
  }

  it('answers in the caller language', async () => {
    const res = await w.dev.upload('/process/dev/upload', 'x.zip', Buffer.from('nope'));
    expect(res.body).toMatchObject({ code: Code.BAD_REQUEST, msg: '流程包不是有效的 zip 文件' });
    const need = await w.dev.upload('/process/dev/upload', 'x.zip', await packageWith({ needs: ['gpu'] }));
    expect(need.body.msg).toContain('needs.0: 未知的需求 gpu；流程只能声明以下需求：aiServer');
  });

  it('refuses a request without a file', async () => {
    const res = await w.dev.call('POST', '/process/dev/upload', { file: 'x' }, EN);
    expect(res.body.msg).toBe('Choose a process package file (.zip)');
  });
});

describe('size limits (PACKAGE_MAX_MB=1 here)', () => {
  it('accepts a package of exactly the limit and refuses one byte more', async () => {
    const res = await uploadPackage(w.dev, await zipOfSize(MB));
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.result.version.size).toBe(MB);
    await expectRefused(w.dev, await zipOfSize(MB + 1), 'The process package cannot exceed 1 MB');
  });

  it('refuses a package that unpacks to more than ten times the limit', async () => {
    const bomb = await packageWith({ name: 'Bomb' }, { 'zeros.bin': Buffer.alloc(10 * MB + 1) });
    expect(bomb.length).toBeLessThan(MB);
    await expectRefused(w.dev, bomb, 'cannot unpack to more than 10 MB');
  });
});

describe('the default limit (100 MB)', () => {
  it('takes packages larger than the 10 MB other uploads are held to', async () => {
    const big = await processWorld();
    try {
      const zip = await zipOfSize(12 * MB);
      const res = await uploadPackage(big.dev, zip);
      expect(res.body.code, res.body.msg).toBe(0);
      const dl = await big.dev.download(
        'GET',
        `/process/dev/download?versionId=${res.body.result.version.id}`,
      );
      expect(dl.raw.equals(zip)).toBe(true);
    } finally {
      await big.app.close();
    }
  });
});

describe('uploads, versions and downloads', () => {
  it('stores the example, with its icon, and downloads exactly the bytes uploaded', async () => {
    const icon = await sharp({ create: { width: 128, height: 128, channels: 4, background: '#1677ff' } })
      .png()
      .toBuffer();
    const zip = await examplePackage({ name: 'Download me', icon: 'icon.png' }, { 'icon.png': icon });
    const res = await uploadPackage(w.dev, zip);
    expect(res.body.code, res.body.msg).toBe(0);
    const { process, version, created } = res.body.result;
    expect(created).toBe(true);
    expect(process).toMatchObject({ name: 'Download me', iconMime: 'image/png', status: 0 });
    expect(version).toMatchObject({ number: '1.0.0', size: zip.length, runtime: 'node', entry: 'main.mjs' });
    expect(await w.app.files.has(version.packageSha256)).toBe(true);

    const dl = await w.dev.download('GET', `/process/dev/download?versionId=${version.id}`);
    expect(dl.status).toBe(200);
    expect(dl.type).toBe('application/zip');
    expect(dl.raw.equals(zip)).toBe(true);

    const img = await w.dev.download('GET', `/process/icon?id=${process.id}`);
    expect(img.type).toBe('image/png');
    expect(img.raw.equals(icon)).toBe(true);

    // The owner downloads what they audit; others do not see it.
    await w.dev.call('POST', '/process/dev/publish', { versionId: version.id, ownerId: w.userId.owner });
    const owned = await w.owner.download('GET', `/process/owner/download?versionId=${version.id}`);
    expect(owned.raw.equals(zip)).toBe(true);
    const other = await w.owner2.call(
      'GET',
      `/process/owner/download?versionId=${version.id}`,
      undefined,
      EN,
    );
    expect(other.body.msg).toBe('No such version');
    expect((await w.user.call('GET', `/process/dev/download?versionId=${version.id}`)).status).toBe(403);
  });

  it('adds versions to the caller process of the manifest name, whatever its case', async () => {
    const first = await uploadExample(w.dev, 'Versioned');
    const second = await uploadPackage(w.dev, await examplePackage({ name: 'VERSIONED', version: '1.1.0' }));
    expect(second.body.result).toMatchObject({ created: false, process: { id: first.process.id } });
    expect(second.body.result.process).toMatchObject({ versionCount: 2, latestVersion: '1.1.0' });
    const list = await w.dev.call<Page<VersionRow>>('POST', '/process/dev/versions', {
      processId: first.process.id,
    });
    expect(list.body.result.records.map((v) => v.number)).toEqual(['1.1.0', '1.0.0']);
  });

  it('refuses a version number the process has, and a name another developer holds', async () => {
    await uploadExample(w.dev, 'Numbered');
    await expectRefused(
      w.dev,
      await examplePackage({ name: 'Numbered', version: '1.0.0' }),
      'The process Numbered already has version 1.0.0',
    );
    await expectRefused(
      w.dev2,
      await examplePackage({ name: 'numbered', version: '9.0.0' }),
      'The process name already exists, please fill in again',
    );
  });

  it('uploads into a chosen process (processId), only one the caller develops', async () => {
    const target = await uploadExample(w.dev, 'Chosen');
    const res = await uploadPackage(
      w.dev,
      await examplePackage({ name: 'Renamed in the package', version: '2.0.0' }),
      `?processId=${target.process.id}`,
    );
    expect(res.body.result).toMatchObject({
      created: false,
      process: { name: 'Chosen', latestVersion: '2.0.0' },
    });
    await expectRefused(
      w.dev2,
      await examplePackage({ version: '3.0.0' }),
      'Only the developer of this process can change it',
      `?processId=${target.process.id}`,
    );
  });

  it('is a developer call only', async () => {
    const res = await w.owner.upload<PackageUploadResult>(
      '/process/dev/upload',
      'p.zip',
      await examplePackage(),
    );
    expect(res.status).toBe(403);
  });

  it('reads the example from its folder, with every file of it in the package', async () => {
    const files = await readPackageDir(EXAMPLE_PACKAGE_DIR);
    expect(Object.keys(files).sort()).toEqual(['main.mjs', 'manifest.json', 'sample-invoices.csv']);
  });
});
