import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COMPONENT_LIMITS,
  type ComponentDetail,
  type ComponentRow,
  type Page,
  type TaskDetail,
  type TaskLogLine,
} from '@rpa/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { EN, publishToUser, storedCounts, uploadPackage } from '../../testing/processes';
import {
  hello,
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobot,
  testAgent,
  waitFor,
} from '../../testing/robots';
import { operationLogs as oplog } from '../oplog/schema';
import { examplePackage, zipEntries } from '../processes/example';
import { tasks } from '../tasks/schema';
import { components, componentVersions } from './schema';

const ZH = { headers: { lang: 'zh_CN' } };
const GREETER = `export const greet = (who) => 'hello ' + who + ' from the component';\n`;

/** A component package: the manifest's fields replaced by `manifest`, files added by `extra`. */
function componentZip(manifest: Record<string, unknown> = {}, extra: Record<string, string | Buffer> = {}) {
  return zipEntries({
    'manifest.json': JSON.stringify({
      kind: 'component',
      name: 'greeter',
      version: '1.0.0',
      description: 'Says hello',
      entry: 'index.mjs',
      inputs: [{ name: 'who', type: 'string', description: 'Whom to greet' }],
      outputs: [{ name: 'greeting', type: 'string' }],
      ...manifest,
    }),
    'index.mjs': GREETER,
    ...extra,
  });
}

/** A process using the greeter component through RPA_COMPONENT_GREETER. */
const USE = `
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const { greet } = await import(pathToFileURL(path.join(process.env.RPA_COMPONENT_GREETER, 'index.mjs')).href);
console.log(greet('robot') + ' in ' + path.basename(process.env.RPA_COMPONENTS_DIR));
`;
const usingProcess = (name: string, version = '1.0.0', declared = [{ name: 'greeter', version: '1.0.0' }]) =>
  examplePackage(
    { name, version, entry: 'use.mjs', parameters: [], components: declared },
    { 'use.mjs': USE },
  );

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user' | 'manager', Caller>;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user', 'manager']));
}, 60_000);
afterAll(async () => {
  await node?.app.close();
  await factory?.close();
});

const db = () => node.app.database.db;
const upload = (zip: Buffer, opts = EN, caller = as.manager) =>
  caller.upload<ComponentDetail>('/component/upload', 'component.zip', zip, opts);
const list = (filter: Record<string, unknown> = {}) =>
  as.manager.call<Page<ComponentRow>>('POST', '/component/list', filter, EN);
const detail = async (id: number) =>
  (await as.manager.call<ComponentDetail>('POST', '/component/detail', { id }, EN)).body;

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const d of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (d.isDirectory()) n += await countFiles(path.join(dir, d.name));
    else n += 1;
  }
  return n;
}
async function stored() {
  const [c] = await db().select({ n: count() }).from(components);
  const [v] = await db().select({ n: count() }).from(componentVersions);
  return { components: c?.n, versions: v?.n, files: await countFiles(factory.filesDir) };
}
/** The package at `path` of the disk store (its first two hex digits as a folder). */
const storePath = (sha: string) => path.join(factory.filesDir, sha.slice(0, 2), sha.slice(2));

describe('component packages', () => {
  it('refuses each broken package in both languages, storing nothing', async () => {
    const before = await stored();
    const cases: Array<[Buffer | Promise<Buffer>, string, string]> = [
      [
        Buffer.from('not a zip'),
        'The component package is not a valid zip file',
        '组件包不是有效的 zip 文件',
      ],
      [
        zipEntries({ 'index.mjs': GREETER }),
        'The component package has no manifest.json at its root',
        '组件包根目录下缺少 manifest.json',
      ],
      [
        zipEntries({ 'manifest.json': '{ nope', 'index.mjs': GREETER }),
        "The component package's manifest.json is not valid JSON",
        '组件包的 manifest.json 不是有效的 JSON',
      ],
      // A process package is not a component package.
      [examplePackage(), 'this is not a component package', '不是组件包'],
      [componentZip({ kind: 'process' }), 'manifest.json says kind "process"', 'kind 是“process”'],
      [
        componentZip({ entry: 'lib/missing.mjs' }),
        'The entry file lib/missing.mjs is not in the component package',
        '组件包中找不到入口文件 lib/missing.mjs',
      ],
      [
        componentZip({}, { 'lib/a*b.mjs': 'x' }),
        'The file name "lib/a*b.mjs" in the component package is not allowed',
        '组件包中的文件名“lib/a*b.mjs”无效',
      ],
      [
        componentZip({ name: 'g' }),
        'name: A component project name has 2-64 characters',
        'name: 组件项目名称为 2-64 个字符',
      ],
      [componentZip({ name: 'g'.repeat(65) }), 'name: A component project name', 'name: 组件项目名称'],
      [componentZip({ name: 'my greeter' }), 'name: A component project name', 'name: 组件项目名称'],
      [componentZip({ name: '..' }), 'name: A component project name', 'name: 组件项目名称'],
      [
        componentZip({ version: 'v1' }),
        'version: A component version is numbers joined by dots',
        'version: 组件版本号',
      ],
      [componentZip({ version: '1.2.3.4.5' }), 'version: A component version', 'version: 组件版本号'],
      [
        componentZip({ description: 'd'.repeat(501) }),
        'description: A component description has at most 500 characters',
        'description: 组件描述最多 500 个字符',
      ],
      [
        componentZip({
          inputs: [
            { name: 'a', type: 'string' },
            { name: 'A', type: 'number' },
          ],
        }),
        'inputs.1.name: The name A is used twice',
        'inputs.1.name: 名称 A 出现了不止一次',
      ],
      [
        componentZip({ outputs: [{ name: 'x' }] }),
        'outputs.0.type: An input or output type has 1-30 characters',
        'outputs.0.type: 输入/输出类型为 1-30 个字符',
      ],
    ];
    for (const [zip, en, zh] of cases) {
      const bytes = await zip;
      const e = await upload(bytes, EN);
      expect(e.status, en).toBe(400);
      expect(e.body.msg).toContain(en);
      const z = await upload(bytes, ZH);
      expect(z.body.msg).toContain(zh);
    }
    expect(await stored()).toEqual(before);
  });

  it('takes a package of exactly the size limit to the zip check, refuses one byte more', async () => {
    const before = await stored();
    const max = COMPONENT_LIMITS.PACKAGE_MAX_MB * 1024 * 1024;
    const atLimit = await upload(Buffer.alloc(max));
    expect(atLimit.body.msg).toBe('The component package is not a valid zip file');
    const over = await upload(Buffer.alloc(max + 1), ZH);
    expect(over.body).toMatchObject({ code: 400, msg: '组件包不能超过 50 MB' });
    expect(await stored()).toEqual(before);
  });

  it('accepts the boundaries: 2 and 64 characters, four-part versions, 500 characters of description', async () => {
    for (const manifest of [
      { name: 'g2', version: '1' },
      { name: `${'g'.repeat(63)}.`, version: '1.2.3.4', description: 'd'.repeat(500) },
    ]) {
      const res = await upload(await componentZip(manifest));
      expect(res.body.code, res.body.msg).toBe(0);
      expect(res.body.result).toMatchObject({ name: manifest.name, latestVersion: manifest.version });
    }
  });

  it('stores a version with its checksum, refuses the same version again, and adds the next', async () => {
    const first = await upload(await componentZip());
    expect(first.body.code, first.body.msg).toBe(0);
    const c = first.body.result;
    expect(c).toMatchObject({
      name: 'greeter',
      latestVersion: '1.0.0',
      versionCount: 1,
      description: 'Says hello',
    });
    const [v] = c.versions;
    expect(v).toMatchObject({
      version: '1.0.0',
      inputs: [{ name: 'who', type: 'string', description: 'Whom to greet' }],
      outputs: [{ name: 'greeting', type: 'string', description: '' }],
      uploadedBy: 'manager',
      usedBy: [],
    });
    expect(v?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(v?.size).toBe((await componentZip()).length);

    const before = await stored();
    const again = await upload(await componentZip({ name: 'GREETER', description: 'other' }));
    expect(again.body).toMatchObject({
      code: 409,
      msg: 'Component GREETER already has version 1.0.0; change the version and upload again',
    });
    expect((await upload(await componentZip({ description: 'x' }), ZH)).body.msg).toBe(
      '组件 greeter 已有版本 1.0.0，请修改版本号后再上传',
    );
    expect(await stored()).toEqual(before);

    const second = await upload(await componentZip({ version: '1.1.0', description: 'Says hello louder' }));
    expect(second.body.result).toMatchObject({
      id: c.id,
      latestVersion: '1.1.0',
      versionCount: 2,
      description: 'Says hello louder',
    });

    const download = await as.manager.download('GET', `/component/download?id=${v?.id}`);
    expect(download.status).toBe(200);
    expect(createHash('sha256').update(download.raw).digest('hex')).toBe(v?.sha256);
    const logged = await db().select().from(oplog).where(eq(oplog.module, 'components'));
    const keys = logged.map((l) => `${l.action} ${l.descriptionKey} ${JSON.stringify(l.descriptionParams)}`);
    expect(keys).toContain('upload uploadComponent {"name":"greeter","version":"1.1.0"}');
    expect(keys).toContain('download downloadComponent {"name":"greeter","version":"1.0.0"}');
  });

  it('lists by part of the project name, any case, a page at a time', async () => {
    expect((await upload(await componentZip({ name: 'pdf-kit' }))).body.code).toBe(0);
    const found = await list({ name: 'REET' });
    expect(found.body.result.records.map((r) => r.name)).toEqual(['greeter']);
    expect(found.body.result.records[0]).toMatchObject({
      latestVersion: '1.1.0',
      versionCount: 2,
      usedByCount: 0,
    });
    const none = await list({ name: 'nothing-like-it' });
    expect(none.body.result).toMatchObject({ total: 0, records: [] });
    const all = await list({ size: 2 });
    expect(all.body.result.total).toBe(4);
    expect(all.body.result.records.map((r) => r.name)).toEqual(['pdf-kit', 'greeter']);
    const page2 = await list({ size: 2, page: 2 });
    expect(page2.body.result.records).toHaveLength(2);
    // Only the manager's menu 1804 reaches it.
    expect((await as.user.call('POST', '/component/list', {}, EN)).body.code).not.toBe(0);
  });
});

describe('processes using components', () => {
  let greeterId = 0;
  let processId = 0;

  it('refuses a process upload naming a component or version that does not exist', async () => {
    const before = await storedCounts(node.app, factory.filesDir);
    const missing = await uploadPackage(
      as.dev,
      await usingProcess('Uses ghost', '1.0.0', [{ name: 'ghost', version: '1.0.0' }]),
    );
    expect(missing.body).toMatchObject({
      code: 400,
      msg: 'The process declares component ghost 1.0.0, which does not exist; a manager must upload it first',
    });
    const wrongVersion = await uploadPackage(
      as.dev,
      await usingProcess('Uses ghost', '1.0.0', [{ name: 'greeter', version: '9.9' }]),
    );
    expect(wrongVersion.body.msg).toContain('component greeter 9.9, which does not exist');
    const twice = await uploadPackage(
      as.dev,
      await usingProcess('Uses ghost', '1.0.0', [
        { name: 'greeter', version: '1.0.0' },
        { name: 'Greeter', version: '1.1.0' },
      ]),
    );
    expect(twice.body.msg).toContain('components.1.name: Component Greeter is declared more than once');
    const asProcess = await uploadPackage(as.dev, await componentZip());
    expect(asProcess.body.code).toBe(400);
    // No process, version or file of a refused upload stays.
    expect(await storedCounts(node.app, factory.filesDir)).toEqual(before);
  });

  it('runs a published process with its component on a reference robot, then from the cache', async () => {
    processId = await publishToUser(as, await usingProcess('Greeting run'));
    const [c] = (await list({ name: 'greeter' })).body.result.records;
    greeterId = c?.id ?? 0;
    const d = await detail(greeterId);
    expect(d.result.usedByCount).toBe(1);
    expect(d.result.versions.find((v) => v.version === '1.0.0')?.usedBy).toEqual([
      expect.objectContaining({ processName: 'Greeting run', versionNumber: '1.0.0', published: true }),
    ]);
    expect(d.result.versions.find((v) => v.version === '1.1.0')?.usedBy).toEqual([]);

    // The robot's work folder is the test's, so its component cache can be emptied.
    const workDir = await mkdtemp(path.join(tmpdir(), 'rpa-component-robot-'));
    const r = testAgent(node.api, { robotsNo: 'COMPONENT-ROBOT-1', workDir });
    r.agent.start();
    try {
      await waitFor(() => r.agent.state === 'online', 10_000, 'the robot online');
      const moved = await as.admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
        ids: [r.agent.robotId],
        orgCode: '1001',
      });
      expect(moved.body.code, moved.body.msg).toBe(0);
      const stateOf = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];
      const runOnce = async (state: string) => {
        const res = await as.user.call<TaskDetail>('POST', '/task/run', { processId, parameters: {} }, EN);
        expect(res.body.code, res.body.msg).toBe(0);
        const id = res.body.result.id;
        await node.app.dispatcher.pass();
        await waitFor(
          async () => ['success', 'failed'].includes((await stateOf(id))?.state ?? ''),
          30_000,
          `task ${id} to end`,
        );
        const t = await stateOf(id);
        expect(t?.state, t?.error).toBe(state);
        return t;
      };
      const downloads = () => r.lines.filter((l) => l.includes('component greeter 1.0.0: downloaded')).length;
      const first = await runOnce('success');
      await waitFor(async () => (await stateOf(first?.id ?? 0))?.logCount, 5000, 'log lines');
      const logs = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', {
        taskId: first?.id,
        size: 100,
      });
      expect(logs.body.result.records.map((l) => l.text)).toContain(
        'hello robot from the component in components',
      );
      expect(downloads()).toBe(1);

      // The second run takes it from the cache.
      await runOnce('success');
      expect(downloads()).toBe(1);
      expect(r.lines.filter((l) => l.includes('component greeter 1.0.0: from the cache'))).toHaveLength(1);

      // With its cache emptied and the store's file damaged, the run fails saying so; then with it gone.
      const sha = d.result.versions.find((v) => v.version === '1.0.0')?.sha256 ?? '';
      await rm(path.join(workDir, 'components'), { recursive: true, force: true });
      const bytes = await readFile(storePath(sha));
      bytes[bytes.length - 30] = (bytes[bytes.length - 30] ?? 0) ^ 0xff;
      await writeFile(storePath(sha), bytes);
      const damaged = await runOnce('failed');
      expect(damaged?.error).toMatch(
        /^component greeter 1\.0\.0 is damaged: its checksum [0-9a-f]{64} does not match/,
      );
      await rm(storePath(sha));
      const missing = await runOnce('failed');
      expect(missing?.error).toBe(
        'component greeter 1.0.0 is missing: The component package file is missing from storage; contact the administrator',
      );
    } finally {
      await r.stop();
    }
  }, 120_000);

  it('a robot gets a component only for a task it holds', async () => {
    // The version the published process uses (its tasks have ended).
    const v = (await detail(greeterId)).result.versions.find((x) => x.version === '1.0.0');
    const url = `/api/robot/component/${v?.sha256}`;
    expect((await node.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // A registered robot holding no task using it is refused too.
    const raw = await rawRobot(node.api);
    try {
      raw.send(hello('COMPONENT-RAW-1'));
      const { token } = await raw.next('welcome');
      const res = await node.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, lang: 'en_US' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: 'No task this robot holds uses this component' });
    } finally {
      raw.close();
    }
  });

  it('refuses to delete a component a published process version uses, until it is no longer published', async () => {
    const d = (await detail(greeterId)).result;
    const used = d.versions.find((v) => v.version === '1.0.0');
    const before = await stored();
    const refused = await as.manager.call('POST', '/component/version/delete', { id: used?.id }, EN);
    expect(refused.body).toMatchObject({
      code: 409,
      msg: 'Component greeter 1.0.0 is used by process "Greeting run" version 1.0.0, which is published; it cannot be deleted',
    });
    const refusedZh = await as.manager.call('POST', '/component/delete', { id: greeterId }, ZH);
    expect(refusedZh.body.msg).toBe(
      '组件 greeter 1.0.0 正被已发布的流程“Greeting run”版本 1.0.0 使用，不能删除',
    );
    expect((await stored()).versions).toBe(before.versions);

    // A version nobody uses goes.
    const unused = d.versions.find((v) => v.version === '1.1.0');
    const gone = await as.manager.call('POST', '/component/version/delete', { id: unused?.id }, EN);
    expect(gone.body).toMatchObject({ code: 0, result: { componentDeleted: false } });

    // Once the process version is deleted, the component can go.
    const versions = await as.dev.call<{ records: Array<{ id: number }> }>(
      'POST',
      '/process/dev/versions',
      { processId, size: 10 },
      EN,
    );
    const versionId = versions.body.result.records[0]?.id;
    const del = await as.dev.call('POST', '/process/dev/delete', { versionId }, EN);
    expect(del.body.code, del.body.msg).toBe(0);
    const removed = await as.manager.call('POST', '/component/delete', { id: greeterId }, EN);
    expect(removed.body.code, removed.body.msg).toBe(0);
    expect((await detail(greeterId)).msg).toBe('The component does not exist or was deleted');
    const logged = await db().select().from(oplog).where(eq(oplog.module, 'components'));
    expect(logged.filter((l) => l.action === 'delete').map((l) => l.result)).toEqual(
      expect.arrayContaining(['fail', 'success']),
    );
  });

  it('refuses publishing a version whose component was deleted meanwhile', async () => {
    expect((await upload(await componentZip({ name: 'stamp', version: '2.0' }))).body.code).toBe(0);
    const up = await uploadPackage(
      as.dev,
      await usingProcess('Stamped', '1.0.0', [{ name: 'stamp', version: '2.0' }]),
    );
    expect(up.body.code, up.body.msg).toBe(0);
    const [s] = (await list({ name: 'stamp' })).body.result.records;
    // Not published yet: deleting it is allowed.
    expect((await as.manager.call('POST', '/component/delete', { id: s?.id }, EN)).body.code).toBe(0);
    const owners = await as.dev.call<Array<{ id: number; account: string }>>('POST', '/process/dev/owners');
    const ownerId = owners.body.result.find((o) => o.account === 'owner')?.id;
    const published = await as.dev.call(
      'POST',
      '/process/dev/publish',
      { versionId: (up.body.result as { version: { id: number } }).version.id, ownerId },
      EN,
    );
    expect(published.body).toMatchObject({
      code: 400,
      msg: 'The process declares component stamp 2.0, which does not exist; a manager must upload it first',
    });
  });
});
