import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  Code,
  type Page,
  type UpgradePackageCheck,
  type UpgradePackageRow,
  type UpgradeResultRow,
  type UpgradeTaskRow,
} from '@rpa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { Caller } from '../../testing/client';
import { EN, publishToUser } from '../../testing/processes';
import {
  hello,
  licensedNode,
  MANUAL_SWEEPS,
  rawRobot,
  rawRobotInRnd,
  testAgent,
  waitFor,
} from '../../testing/robots';
import { examplePackage } from '../processes/example';

let ctx: Awaited<ReturnType<typeof licensedNode<'admin' | 'manager' | 'dev' | 'owner' | 'user'>>>;
let admin: Caller;
beforeAll(async () => {
  ctx = await licensedNode(MANUAL_SWEEPS, ['admin', 'manager', 'dev', 'owner', 'user']);
  admin = ctx.as.admin;
}, 60_000);
afterAll(async () => {
  await ctx.node.app.close();
  await ctx.factory.close();
});

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** A zip of `files` (name → content), built in memory. */
function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** An upgrade package of a robot build at `version`; `tamper` changes it after it is described. */
function upgradeZip(
  version: string,
  tamper: { manifest?: Record<string, unknown>; files?: Record<string, string> } = {},
): Promise<Buffer> {
  const robot = `console.log('robot ${version}');\n`;
  const manifest = {
    kind: 'robot',
    version,
    description: `Robot ${version}: faster uploads`,
    entry: 'robot.js',
    files: [{ path: 'robot.js', size: Buffer.byteLength(robot), sha256: sha(robot) }],
    ...tamper.manifest,
  };
  return zipOf({ 'upgrade.json': JSON.stringify(manifest), 'robot.js': robot, ...tamper.files });
}

const addPackage = async (name: string, zip: Buffer, remarks = '', lang = 'en_US') =>
  admin.upload<UpgradePackageRow>(
    `/upgrade/package/add?name=${encodeURIComponent(name)}&remarks=${encodeURIComponent(remarks)}`,
    'robot.zip',
    zip,
    { headers: { lang } },
  );
const packages = async () =>
  (await admin.call<Page<UpgradePackageRow>>('POST', '/upgrade/package/list', { size: 100 })).body.result;
const addTask = (body: Record<string, unknown>, lang = 'en_US', caller = admin) =>
  caller.call<UpgradeTaskRow>('POST', '/upgrade/task/add', body, { headers: { lang } });
const taskDetail = async (id: number) =>
  (await admin.call<UpgradeTaskRow>('POST', '/upgrade/task/detail', { id })).body.result;
const results = async (id: number) =>
  (await admin.call<Page<UpgradeResultRow>>('POST', '/upgrade/task/results', { id, size: 100 })).body.result
    .records;

let counter = 0;
/** A package added under a fresh name, at `version`. */
async function freshPackage(version = '2.0.0'): Promise<UpgradePackageRow> {
  counter += 1;
  const res = await addPackage(`Robot ${version} #${counter}`, await upgradeZip(version));
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result;
}

describe('upgrade packages', () => {
  it('checks a build without storing it, and stores it with what it carries', async () => {
    const zip = await upgradeZip('1.2.0');
    const checked = await admin.upload<UpgradePackageCheck>('/upgrade/package/check', 'robot.zip', zip);
    expect(checked.body.result).toEqual({
      version: '1.2.0',
      description: 'Robot 1.2.0: faster uploads',
      fileSize: zip.length,
      sha256: sha(zip),
    });
    expect((await packages()).records).toHaveLength(0);

    const added = await addPackage('Robot 1.2', zip, 'for the finance robots');
    expect(added.body.code, added.body.msg).toBe(0);
    expect(added.body.result).toMatchObject({
      name: 'Robot 1.2',
      version: '1.2.0',
      description: 'Robot 1.2.0: faster uploads',
      remarks: 'for the finance robots',
      fileSize: zip.length,
      createdBy: 'admin',
      tasks: [],
    });
    expect((await packages()).records.map((p) => p.name)).toEqual(['Robot 1.2']);
    const again = await addPackage('robot 1.2', zip);
    expect(again.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'An upgrade package of this name already exists',
    });
  });

  it('wants a name of 2 to 30 characters, remarks of at most 200, and a file', async () => {
    const zip = await upgradeZip('1.0.1');
    const before = (await packages()).total;
    for (const [name, remarks, text, lang] of [
      ['x', '', 'The name must be 2 to 30 characters', 'en_US'],
      ['n'.repeat(31), '', '名称长度为 2 到 30 个字符', 'zh_CN'],
      ['  ', '', 'Enter a name', 'en_US'],
      ['Fine name', 'r'.repeat(201), 'Remarks must be at most 200 characters', 'en_US'],
    ] as const) {
      const res = await addPackage(name, zip, remarks, lang);
      expect(res.body.code).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(text);
    }
    const noFile = await admin.call('POST', '/upgrade/package/check', {}, { headers: { lang: 'zh_CN' } });
    expect(noFile.body.msg).toBe('请选择文件');
    expect((await packages()).total).toBe(before);

    expect((await addPackage('n'.repeat(30), zip, 'r'.repeat(200))).body.code).toBe(0);
    expect((await addPackage('ab', zip)).body.code).toBe(0);
  });

  it('refuses what is not a whole robot build, storing nothing', async () => {
    const before = (await packages()).total;
    const robot = "console.log('robot');\n";
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('not a zip at all'), 'it is not a zip file'],
      [await zipOf({ 'robot.js': robot }), 'upgrade.json is missing'],
      [await zipOf({ 'upgrade.json': '{ nope', 'robot.js': robot }), 'not JSON'],
      [await upgradeZip('0.0.0'), 'The package version must be greater than zero (e.g. 1.2.0), not 0.0.0'],
      [await upgradeZip('1.0', { manifest: { kind: 'process' } }), 'kind'],
      [await upgradeZip('1.0', { manifest: { version: 'latest' } }), 'version'],
      [
        await upgradeZip('1.0', { files: { 'robot.js': 'tampered' } }),
        "The package's file robot.js does not match its checksum",
      ],
      [
        await upgradeZip('1.0', { files: { 'extra.js': 'x' } }),
        "The package's file extra.js is not listed in upgrade.json",
      ],
      [await upgradeZip('1.0', { manifest: { entry: 'main.js' } }), 'entry: not among the files'],
      [
        await zipOf({
          'upgrade.json': JSON.stringify({
            kind: 'robot',
            version: '1.0',
            entry: 'robot.js',
            files: [{ path: 'robot.js', size: 1, sha256: sha('x') }],
          }),
        }),
        'The package lacks the file robot.js that upgrade.json lists',
      ],
    ];
    for (const [zip, text] of cases) {
      const res = await addPackage(`Bad ${text.length}`, zip);
      expect(res.body.code, text).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(text);
    }
    const zh = await addPackage('Bad zh', await upgradeZip('0'), '', 'zh_CN');
    expect(zh.body.msg).toBe('升级包的版本必须大于 0（如 1.2.0），而不是 0');
    expect((await packages()).total).toBe(before);
  });

  it('is for holders of the upgrade menu only', async () => {
    for (const who of ['dev', 'user'] as const) {
      const res = await ctx.as[who].call('POST', '/upgrade/package/list', {});
      expect(res.body.code).toBe(Code.FORBIDDEN);
    }
  });
});

describe('upgrade tasks', () => {
  it('applies the rules of the add wizard at their boundaries, in both languages', async () => {
    const p = await freshPackage();
    const base = { name: 'Rules task', packageId: p.id, target: 'all' };
    const refused = async (body: Record<string, unknown>, text: string, lang = 'en_US') => {
      const res = await addTask({ ...base, ...body }, lang);
      expect(res.body.code, text).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(text);
    };
    await refused({ name: 'x' }, 'The name must be 2 to 30 characters');
    await refused({ name: 't'.repeat(31) }, '名称长度为 2 到 30 个字符', 'zh_CN');
    await refused({ description: 'd'.repeat(201) }, 'The description must be at most 200 characters');
    await refused({ prompt: 'p'.repeat(201) }, 'The completion prompt must be at most 200 characters');
    await refused({ packageId: undefined }, 'Select an upgrade package');
    await refused({ packageId: null }, '请选择升级包', 'zh_CN');
    await refused({ target: 'some' }, 'Choose the target: all robots or designated robots');
    await refused({ target: 'designated', robotIds: [] }, 'Select the target robots');
    await refused({ target: 'designated', robotIds: [5, 5] }, '同一机器人不能重复选择', 'zh_CN');
    await refused(
      { target: 'designated', robotIds: [999_999] },
      'A robot does not exist or is not in a department you manage',
    );
    const unknown = await addTask({ ...base, packageId: 999_999 });
    expect(unknown.body.msg).toBe('The upgrade package does not exist');
    const list = await admin.call<Page<UpgradeTaskRow>>('POST', '/upgrade/task/list', { name: 'Rules' });
    expect(list.body.result.total).toBe(0);
  });

  it('offers the package to an idle robot, which reports it applied on its new version', async () => {
    const p = await freshPackage('3.0.0');
    const { raw, welcome } = await rawRobotInRnd(ctx.node, admin, 'UPG-IDLE-1');
    const made = await addTask({
      name: 'Idle robot',
      description: 'first wave',
      packageId: p.id,
      target: 'designated',
      robotIds: [welcome.robotId],
      prompt: 'Restart the browser after the upgrade',
    });
    expect(made.body.code, made.body.msg).toBe(0);
    expect(made.body.result).toMatchObject({ status: 'running', targeted: 1, upgraded: 0, version: '3.0.0' });

    const offer = await raw.next('upgrade.offer');
    expect(offer).toEqual({
      type: 'upgrade.offer',
      upgradeId: made.body.result.id,
      version: '3.0.0',
      packageSha256: p.sha256,
      size: p.fileSize,
      prompt: 'Restart the browser after the upgrade',
    });
    expect((await results(made.body.result.id))[0]).toMatchObject({
      state: 'downloading',
      fromVersion: '0.0.9',
    });
    // The robot takes no task meanwhile, and may download the package it was offered (only that).
    const token = welcome.token;
    const got = await fetch(`${ctx.node.api}/robot/upgrade/${p.sha256}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(got.status).toBe(200);
    expect(sha(Buffer.from(await got.arrayBuffer()))).toBe(p.sha256);
    const other = await freshPackage('3.0.1');
    const refused = await fetch(`${ctx.node.api}/robot/upgrade/${other.sha256}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(Code.FORBIDDEN);

    raw.send({ type: 'upgrade.status', upgradeId: offer.upgradeId, state: 'downloading' });
    raw.close();
    await raw.waitClosed();
    // Restarted on the new version: its hello says so.
    const again = await rawRobot(ctx.node.api);
    again.send(
      hello('UPG-IDLE-1', {
        machine: {
          hostName: 'raw-host',
          osUser: 'rpa',
          os: 'Linux',
          address: '127.0.0.1',
          agentVersion: '3.0.0',
        },
        upgrade: { upgradeId: offer.upgradeId, outcome: 'applied' },
      }),
    );
    await again.next('welcome');
    const done = await waitFor(async () => {
      const t = await taskDetail(made.body.result.id);
      return t.status === 'completed' ? t : null;
    });
    expect(done).toMatchObject({ targeted: 1, upgraded: 1, failed: 0 });
    expect((await results(done.id))[0]).toMatchObject({
      state: 'applied',
      agentVersion: '3.0.0',
      online: true,
    });
    // Its maker hears of it.
    const inbox = await admin.call<Page<unknown>>('POST', '/sys/alert', { size: 20 }, EN);
    expect(JSON.stringify(inbox.body.result.records)).toContain('Upgrade task \\"Idle robot\\" completed');
    // The package is now in use.
    const del = await admin.call('POST', '/upgrade/package/delete', { id: p.id }, EN);
    expect(del.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'Upgrade task "Idle robot" uses this package: it cannot be deleted',
    });
    again.close();
  });

  it('offers nothing while disabled, and offers once enabled', async () => {
    const p = await freshPackage('4.0.0');
    const { raw, welcome } = await rawRobotInRnd(ctx.node, admin, 'UPG-DISABLED-1');
    const made = await addTask({
      name: 'Disabled task',
      packageId: p.id,
      target: 'designated',
      robotIds: [welcome.robotId],
      enabled: false,
    });
    expect(made.body.result.status).toBe('disabled');
    await ctx.node.app.upgradeOffers.pass();
    await new Promise((r) => setTimeout(r, 300));
    expect(raw.messages.some((m) => m.type === 'upgrade.offer')).toBe(false);
    expect((await results(made.body.result.id))[0]?.state).toBe('waiting');

    const enabled = await admin.call<UpgradeTaskRow>('POST', '/upgrade/task/enable', {
      id: made.body.result.id,
      enabled: true,
    });
    expect(enabled.body.result.status).toBe('running');
    const offer = await raw.next('upgrade.offer');
    expect(offer.upgradeId).toBe(made.body.result.id);
    // A failure is the robot's word, and leaves it on its version.
    raw.send({
      type: 'upgrade.status',
      upgradeId: offer.upgradeId,
      state: 'failed',
      reason: 'checksum mismatch: robot.js',
    });
    const t = await waitFor(async () => {
      const d = await taskDetail(offer.upgradeId);
      return d.status === 'completed' ? d : null;
    });
    expect(t).toMatchObject({ targeted: 1, upgraded: 0, failed: 1 });
    expect((await results(t.id))[0]).toMatchObject({
      state: 'failed',
      reason: 'checksum mismatch: robot.js',
      agentVersion: '0.0.9',
    });
    raw.close();
  });

  it('upgrades a robot that was offline when it connects', async () => {
    const p = await freshPackage('5.0.0');
    const { raw, welcome } = await rawRobotInRnd(ctx.node, admin, 'UPG-OFFLINE-1');
    raw.close();
    await raw.waitClosed();
    await waitFor(async () => (await results0(welcome.robotId)) === 'offline');
    const made = await addTask({
      name: 'Offline robot',
      packageId: p.id,
      target: 'designated',
      robotIds: [welcome.robotId],
    });
    await ctx.node.app.upgradeOffers.pass();
    expect((await results(made.body.result.id))[0]).toMatchObject({ state: 'waiting', online: false });

    const back = await rawRobot(ctx.node.api);
    back.send(hello('UPG-OFFLINE-1'));
    await back.next('welcome');
    back.send({ type: 'heartbeat', state: 'idle', running: [] });
    const offer = await back.next('upgrade.offer');
    expect(offer).toMatchObject({ upgradeId: made.body.result.id, version: '5.0.0' });
    // It took a task first: it says so, and is offered the upgrade again once idle.
    back.send({ type: 'upgrade.status', upgradeId: offer.upgradeId, state: 'busy' });
    await waitFor(async () => (await results(made.body.result.id))[0]?.state === 'waiting');
    back.messages.length = 0;
    back.send({ type: 'heartbeat', state: 'idle', running: [] });
    await back.next('upgrade.offer', 10_000);
    back.close();
  });

  it('lets a robot running a task finish it before the upgrade is offered', async () => {
    const processId = await publishToUser(ctx.as, await examplePackage({ name: 'Upgrade busy' }));
    const p = await freshPackage('6.0.0');
    const { raw, welcome } = await rawRobotInRnd(ctx.node, admin, 'UPG-BUSY-1');
    const run = await ctx.as.user.call<{ id: number }>(
      'POST',
      '/task/run',
      { processId, parameters: { month: '2026-10', invoice_file: 'a.csv' } },
      EN,
    );
    expect(run.body.code, run.body.msg).toBe(0);
    const task = await raw.next('task.offer');
    raw.send({ type: 'task.accept', taskId: task.taskId });
    raw.send({ type: 'heartbeat', state: 'running', running: [task.taskId] });

    const made = await addTask({
      name: 'Busy robot',
      packageId: p.id,
      target: 'designated',
      robotIds: [welcome.robotId],
    });
    await ctx.node.app.upgradeOffers.pass();
    await new Promise((r) => setTimeout(r, 300));
    expect(raw.messages.some((m) => m.type === 'upgrade.offer')).toBe(false);

    raw.send({ type: 'task.result', taskId: task.taskId, outcome: 'success', exitCode: 0, files: [] });
    raw.send({ type: 'heartbeat', state: 'idle', running: [] });
    const offer = await raw.next('upgrade.offer', 10_000);
    expect(offer.upgradeId).toBe(made.body.result.id);
    // While it upgrades, a new run waits rather than going to it.
    raw.messages.length = 0;
    const next = await ctx.as.user.call<{ id: number }>(
      'POST',
      '/task/run',
      { processId, parameters: { month: '2026-10', invoice_file: 'a.csv' } },
      EN,
    );
    expect(next.body.code, next.body.msg).toBe(0);
    await ctx.node.app.dispatcher.pass();
    expect(raw.messages.some((m) => m.type === 'task.offer')).toBe(false);
    raw.send({ type: 'upgrade.status', upgradeId: offer.upgradeId, state: 'failed', reason: 'disk full' });
    raw.send({ type: 'heartbeat', state: 'idle', running: [] });
    // Idle again: the next dispatch pass gives it the run.
    await waitFor(async () => {
      await ctx.node.app.dispatcher.pass();
      return raw.messages.some((m) => m.type === 'task.offer');
    });
    raw.close();
  });

  it('targets all robots of the departments its maker manages, and counts them', async () => {
    const p = await freshPackage('7.0.0');
    const made = await addTask({ name: 'Whole fleet', packageId: p.id, target: 'all' });
    expect(made.body.code, made.body.msg).toBe(0);
    const rows = await results(made.body.result.id);
    expect(rows.length).toBe(made.body.result.targeted);
    expect(rows.map((r) => r.robotsNo)).toEqual(expect.arrayContaining(['UPG-IDLE-1', 'UPG-BUSY-1']));
    const disabled = await admin.call<UpgradeTaskRow>('POST', '/upgrade/task/enable', {
      id: made.body.result.id,
      enabled: false,
    });
    expect(disabled.body.result.status).toBe('disabled');
    const removed = await admin.call('POST', '/upgrade/task/delete', { id: made.body.result.id });
    expect(removed.body.code).toBe(0);
    expect((await admin.call('POST', '/upgrade/package/delete', { id: p.id })).body.code).toBe(0);
  });
});

describe('staged rollout', () => {
  /** Raw robots in R&D, idle, with the numbers given. */
  async function fleet(prefix: string, n: number) {
    const out = [];
    for (let i = 1; i <= n; i++) out.push(await rawRobotInRnd(ctx.node, admin, `${prefix}-${i}`));
    return out;
  }
  const offeredTo = (robots: Array<{ raw: { messages: Array<{ type: string }> } }>) =>
    robots.filter((r) => r.raw.messages.some((m) => m.type === 'upgrade.offer')).length;

  /** The robot restarted on `version` and says the upgrade applied. */
  async function applied(robotsNo: string, upgradeId: number, version: string) {
    const raw = await rawRobot(ctx.node.api);
    raw.send(
      hello(robotsNo, {
        machine: {
          hostName: 'raw-host',
          osUser: 'rpa',
          os: 'Linux',
          address: '127.0.0.1',
          agentVersion: version,
        },
        upgrade: { upgradeId, outcome: 'applied' },
      }),
    );
    await raw.next('welcome');
    return raw;
  }

  it('upgrades the first share, then the rest once it has upgraded', async () => {
    const p = await freshPackage('8.0.0');
    const robots = await fleet('UPG-WAVE', 4);
    const made = await addTask({
      name: 'First a quarter',
      packageId: p.id,
      target: 'designated',
      robotIds: robots.map((r) => r.welcome.robotId),
      firstWavePercent: 25,
    });
    expect(made.body.result).toMatchObject({ firstWavePercent: 25, pauseAbovePercent: null, targeted: 4 });
    const id = made.body.result.id;
    await waitFor(() => offeredTo(robots) === 1);
    await ctx.node.app.upgradeOffers.pass();
    expect(offeredTo(robots)).toBe(1);

    const first = robots.find((r) => r.raw.messages.some((m) => m.type === 'upgrade.offer'));
    if (!first) throw new Error('no robot was offered the upgrade');
    first.raw.close();
    await first.raw.waitClosed();
    const back = await applied(await numberOf(first.welcome.robotId), id, '8.0.0');
    await waitFor(() => offeredTo(robots) === 4, 10_000, 'the rest to be offered');
    expect(await taskDetail(id)).toMatchObject({ status: 'running', upgraded: 1 });
    back.close();
    for (const r of robots) r.raw.close();
  });

  it('pauses when failures pass the threshold, tells the managers, and resumes when enabled again', async () => {
    const p = await freshPackage('9.0.0');
    const robots = await fleet('UPG-PAUSE', 4);
    const made = await addTask({
      name: 'Careful rollout',
      packageId: p.id,
      target: 'designated',
      robotIds: robots.map((r) => r.welcome.robotId),
      firstWavePercent: 50,
      pauseAbovePercent: 0,
    });
    const id = made.body.result.id;
    await waitFor(() => offeredTo(robots) === 2);
    const [bad, good] = robots.filter((r) => r.raw.messages.some((m) => m.type === 'upgrade.offer'));
    if (!bad || !good) throw new Error('two robots should have been offered the upgrade');
    bad.raw.send({
      type: 'upgrade.status',
      upgradeId: id,
      state: 'failed',
      reason: 'checksum mismatch: robot.js',
    });
    await waitFor(async () => (await taskDetail(id)).status === 'paused');
    const inbox = await ctx.as.manager.call<Page<unknown>>('POST', '/sys/alert', { size: 20 }, EN);
    expect(JSON.stringify(inbox.body.result.records)).toContain('Upgrade task \\"Careful rollout\\" paused');

    // The robot already under way may finish; nobody new is offered while paused.
    good.raw.close();
    await good.raw.waitClosed();
    const back = await applied(await numberOf(good.welcome.robotId), id, '9.0.0');
    await waitFor(async () => (await taskDetail(id)).upgraded === 1);
    await ctx.node.app.upgradeOffers.pass();
    expect(offeredTo(robots)).toBe(2);

    const resumed = await admin.call<UpgradeTaskRow>('POST', '/upgrade/task/enable', { id, enabled: true });
    expect(resumed.body.result.status).toBe('running');
    await waitFor(() => offeredTo(robots) === 4, 10_000, 'the rest to be offered');
    back.close();
    for (const r of robots) r.raw.close();
  });

  it('refuses a first share outside 1-100 and a threshold outside 0-99', async () => {
    const p = await freshPackage('9.1.0');
    for (const [body, text] of [
      [{ firstWavePercent: 0 }, 'The first share must be a whole number from 1 to 100 (%)'],
      [{ firstWavePercent: 101 }, 'The first share must be a whole number from 1 to 100 (%)'],
      [{ firstWavePercent: 12.5 }, 'The first share must be a whole number from 1 to 100 (%)'],
      [{ pauseAbovePercent: -1 }, 'The failure threshold must be a whole number from 0 to 99 (%)'],
      [{ pauseAbovePercent: 100 }, 'The failure threshold must be a whole number from 0 to 99 (%)'],
    ] as const) {
      const res = await addTask({ name: 'Share rules', packageId: p.id, target: 'all', ...body });
      expect(res.body.code).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(text);
    }
  });
});

describe('the fleet page', () => {
  it("lists the caller's robots with each one's latest upgrade, filtered by its state", async () => {
    type Fleet = Page<{
      robotsNo: string;
      runState: string;
      latest: { taskName: string; state: string } | null;
    }>;
    const fleet = async (body: Record<string, unknown>) =>
      (await admin.call<Fleet>('POST', '/upgrade/fleet', { size: 100, ...body })).body.result.records;
    const idle = (await fleet({ keyword: 'UPG-IDLE-1' }))[0];
    expect(idle).toMatchObject({
      robotsNo: 'UPG-IDLE-1',
      latest: { taskName: 'Idle robot', state: 'applied' },
    });
    const failed = await fleet({ state: 'failed' });
    expect(failed.map((r) => r.robotsNo)).toEqual(expect.arrayContaining(['UPG-DISABLED-1']));
    expect(failed.every((r) => r.latest?.state === 'failed')).toBe(true);
    const user = await ctx.as.user.call('POST', '/upgrade/fleet', {});
    expect(user.body.code).toBe(Code.FORBIDDEN);
  });
});

describe('the 9.0 upgrade list', () => {
  it('is applied by the reference robot when it connects, all or nothing by MD5', async () => {
    const files = new Map<string, string>([
      ['/core.bin', 'core 9.0.8'],
      ['/tool.cfg', 'fast=1'],
    ]);
    const server = createServer((req, res) => {
      const body = files.get(req.url ?? '');
      res.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const md5 = (s: string) => createHash('md5').update(s).digest('hex');
    const entry = (name: string, content: string, md5sum = md5(content)) => ({
      name,
      md5: md5sum,
      size: content.length,
      sourceUrl: `${base}/${name}`,
      targetPath: `robot/${name}`,
      action: 'replace',
    });
    const workDir = mkdtempSync(path.join(tmpdir(), 'rpa-upgrade90-'));
    try {
      // A wrong MD5 for the second file: the robot changes nothing, the first file included.
      const bad = {
        version: '9.0.8',
        files: [entry('core.bin', 'core 9.0.8'), entry('tool.cfg', 'fast=1', md5('x'))],
      };
      expect((await admin.call('POST', '/sys/robotUpgrade/save', bad)).body.code).toBe(0);
      const first = testAgent(ctx.node.api, { robotsNo: 'UPG-90-AGENT', workDir });
      first.agent.start();
      await waitFor(() => first.lines.some((l) => l.includes('9.0 upgrade failed')), 10_000, 'the refusal');
      expect(first.lines.join('\n')).toContain('MD5 mismatch: tool.cfg');
      expect(existsSync(path.join(workDir, 'robot/core.bin'))).toBe(false);
      await first.agent.stop();

      const good = {
        version: '9.0.8',
        files: [entry('core.bin', 'core 9.0.8'), entry('tool.cfg', 'fast=1')],
      };
      expect((await admin.call('POST', '/sys/robotUpgrade/save', good)).body.code).toBe(0);
      const second = testAgent(ctx.node.api, { robotsNo: 'UPG-90-AGENT', workDir });
      second.agent.start();
      await waitFor(
        () => second.lines.some((l) => l.includes('9.0 upgrade 9.0.8: applied (2 files)')),
        10_000,
      );
      expect(readFileSync(path.join(workDir, 'robot/core.bin'), 'utf8')).toBe('core 9.0.8');
      expect(readFileSync(path.join(workDir, 'robot/tool.cfg'), 'utf8')).toBe('fast=1');
      await second.stop();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(workDir, { recursive: true, force: true });
    }
  });

  it('is read by a robot with the token of its welcome, and by nobody without one', async () => {
    const list = {
      version: '9.0.7',
      files: [
        {
          name: 'core.bin',
          md5: 'a'.repeat(32),
          size: 3,
          sourceUrl: 'https://files.example.com/core.bin',
          targetPath: 'bin/core.bin',
          action: 'replace',
        },
      ],
    };
    expect((await admin.call('POST', '/sys/robotUpgrade/save', list)).body.code).toBe(0);
    const { raw, welcome } = await rawRobotInRnd(ctx.node, admin, 'UPG-90-1');
    const read = await fetch(`${ctx.node.api}/robot/upgrade90`, {
      headers: { authorization: `Bearer ${welcome.token}` },
    });
    expect(((await read.json()) as { result: unknown }).result).toEqual(list);
    const stranger = await fetch(`${ctx.node.api}/robot/upgrade90`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(((await stranger.json()) as { code: number }).code).toBe(Code.SESSION_INVALID);
    raw.close();
  });
});

async function numberOf(robotId: number): Promise<string> {
  const list = await admin.call<Page<{ id: number; robotsNo: string }>>('POST', '/rpa/cdaAgent/list', {
    size: 100,
  });
  const found = list.body.result.records.find((r) => r.id === robotId);
  if (!found) throw new Error(`robot ${robotId} is not listed`);
  return found.robotsNo;
}

async function results0(robotId: number): Promise<string | undefined> {
  const list = await admin.call<Page<{ id: number; runState: string }>>('POST', '/rpa/cdaAgent/list', {
    size: 100,
  });
  return list.body.result.records.find((r) => r.id === robotId)?.runState;
}
