import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { cachedComponent, componentEnvName, prepareComponents } from './components';

let work: string;
let server: Server;
let base: string;
/** What the fake server answers by sha256, and the requests it saw. */
const served = new Map<string, Buffer>();
const requests: string[] = [];

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [n, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), n);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rpa-components-'));
  server = createServer((req, res) => {
    requests.push(`${req.headers.authorization} ${req.url}`);
    const body = served.get(String(req.url).split('/').pop() ?? '');
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 404, msg: 'The component package file is missing from storage' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/zip' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.close();
  await rm(work, { recursive: true, force: true });
});

describe('the component cache', () => {
  it('downloads a component once with the bearer token, checks it and then reuses it', async () => {
    const zip = await zipOf({ 'manifest.json': '{"kind":"component"}', 'index.mjs': 'export const x = 1;' });
    const c = { name: 'greeter', version: '1.0.0', sha256: sha(zip), size: zip.length };
    served.set(c.sha256, zip);
    requests.length = 0;
    const source = { server: base, token: 'tok', workDir: path.join(work, 'robot1') };
    const first = await cachedComponent(c, source);
    expect(first.downloaded).toBe(true);
    expect(requests).toEqual([`Bearer tok /api/robot/component/${c.sha256}`]);
    expect(sha(await readFile(first.file))).toBe(c.sha256);
    expect(path.basename(first.file)).toBe(`${c.sha256}.zip`);
    const second = await cachedComponent(c, source);
    expect(second).toEqual({ file: first.file, downloaded: false });
    expect(requests).toHaveLength(1);

    // A cached copy damaged on disk is fetched again.
    await writeFile(first.file, 'garbage');
    expect((await cachedComponent(c, source)).downloaded).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('refuses a download whose checksum does not match, keeping nothing', async () => {
    const zip = await zipOf({ 'index.mjs': 'export const y = 2;' });
    const claimed = sha(Buffer.from('something else'));
    served.set(claimed, zip);
    const source = { server: base, token: 'tok', workDir: path.join(work, 'robot2') };
    await expect(
      cachedComponent({ name: 'stamp', version: '2.0', sha256: claimed, size: zip.length }, source),
    ).rejects.toThrow(`component stamp 2.0 is damaged: its checksum ${sha(zip)} does not match ${claimed}`);
    await expect(readFile(path.join(source.workDir, 'components', `${claimed}.zip`))).rejects.toThrow();
  });

  it('names a component the server does not have', async () => {
    const source = { server: base, token: 'tok', workDir: path.join(work, 'robot3') };
    await expect(
      prepareComponents([{ name: 'ghost', version: '1.0.0', sha256: 'f'.repeat(64), size: 1 }], work, source),
    ).rejects.toThrow('component ghost 1.0.0 is missing: The component package file is missing from storage');
  });

  it('unpacks each component under the run and names it in the environment', async () => {
    const zip = await zipOf({ 'index.mjs': 'export const z = 3;', 'lib/util.mjs': '' });
    const c = { name: 'csv-tools.v2', version: '1.2', sha256: sha(zip), size: zip.length };
    served.set(c.sha256, zip);
    const runDir = path.join(work, 'run1');
    const env = await prepareComponents([c], runDir, {
      server: base,
      token: 't',
      workDir: path.join(work, 'robot4'),
    });
    expect(env).toEqual({
      RPA_COMPONENTS_DIR: path.join(runDir, 'components'),
      RPA_COMPONENT_CSV_TOOLS_V2: path.join(runDir, 'components', 'csv-tools.v2'),
    });
    expect(await readFile(path.join(runDir, 'components', 'csv-tools.v2', 'index.mjs'), 'utf8')).toContain(
      'z = 3',
    );
    expect(componentEnvName('a-b')).toBe('RPA_COMPONENT_A_B');
    await expect(
      prepareComponents([{ ...c, name: '..' }], runDir, { server: base, token: 't', workDir: work }),
    ).rejects.toThrow('the name is not a component name');
  });
});
