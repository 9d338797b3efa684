import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, RobotRow, UpgradePackageRow, UpgradeResultRow, UpgradeTaskRow } from '@rpa/contracts';
import { bundleRobot } from '@rpa/robot/build';
import { packUpgrade } from '@rpa/robot/pack-upgrade';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MACHINE_KEY } from '../../seed/machine-keys';
import type { Caller } from '../../testing/client';
import { licensedNode, waitFor } from '../../testing/robots';

// The reference robot upgraded for real by the server: the base build (0.1.0)
// runs as its own supervisor in a child process, the console uploads a
// package and starts an upgrade task, and the robot restarts on the new build.

let ctx: Awaited<ReturnType<typeof licensedNode<'admin'>>>;
let admin: Caller;
let work: string;
let base: string;
const robots: Array<{ child: ChildProcess; exited: Promise<unknown>; output: () => string }> = [];

beforeAll(async () => {
  ctx = await licensedNode({}, ['admin']);
  admin = ctx.as.admin;
  work = mkdtempSync(path.join(tmpdir(), 'rpa-reference-upgrade-'));
  base = await bundleRobot({ outfile: path.join(work, 'base', 'robot.js'), version: '0.1.0' });
}, 60_000);

afterAll(async () => {
  for (const r of robots) r.child.kill('SIGTERM');
  await Promise.all(robots.map((r) => r.exited));
  await ctx.node.app.close();
  await ctx.factory.close();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

/** Starts the base build as robot `robotsNo`, registering with the demo's machine key. */
function startRobot(robotsNo: string) {
  const { RPA_SUPERVISED: _, ...env } = process.env;
  const child = spawn(
    process.execPath,
    [
      base,
      '--server',
      ctx.node.api,
      '--robots-no',
      robotsNo,
      '--password',
      'Robot@2026',
      '--machine-key',
      DEMO_MACHINE_KEY,
      '--work-dir',
      path.join(work, robotsNo),
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const r = { child, exited: new Promise((resolve) => child.on('exit', resolve)), output: () => output };
  robots.push(r);
  return r;
}

async function robotRow(robotsNo: string): Promise<RobotRow | undefined> {
  const list = await admin.call<Page<RobotRow>>('POST', '/rpa/cdaAgent/list', { robotsNo, size: 10 });
  return list.body.result.records.find((r) => r.robotsNo === robotsNo);
}

/** Waits until the robot is listed idle at `version`; answers its row. */
async function idleAt(robotsNo: string, version: string, output: () => string): Promise<RobotRow> {
  return waitFor(
    async () => {
      const row = await robotRow(robotsNo);
      return row?.runState === 'idle' && row.agentVersion === version ? row : undefined;
    },
    45_000,
    `${robotsNo} idle at ${version}; its output:\n${output()}`,
  );
}

let packs = 0;
/** Packs and uploads a package; answers its row. */
async function upload(version: string, robotJs?: string): Promise<UpgradePackageRow> {
  packs += 1;
  const p = await packUpgrade({
    version,
    description: `Reference robot ${version}`,
    out: path.join(work, `robot-${version}-${packs}.zip`),
    ...(robotJs === undefined ? {} : { robotJs }),
  });
  const res = await admin.upload<UpgradePackageRow>(
    `/upgrade/package/add?name=${encodeURIComponent(`Robot ${version} ${packs}`)}`,
    'robot.zip',
    readFileSync(p.file),
    { headers: { lang: 'en_US' } },
  );
  expect(res.body.code, res.body.msg).toBe(0);
  expect(res.body.result).toMatchObject({ version, sha256: p.sha256 });
  return res.body.result;
}

async function upgradeTask(name: string, packageId: number, robotId: number): Promise<UpgradeTaskRow> {
  const res = await admin.call<UpgradeTaskRow>(
    'POST',
    '/upgrade/task/add',
    { name, packageId, target: 'designated', robotIds: [robotId], prompt: 'Robots are up to date' },
    { headers: { lang: 'en_US' } },
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result;
}

const results = async (id: number) =>
  (await admin.call<Page<UpgradeResultRow>>('POST', '/upgrade/task/results', { id, page: 1, size: 10 })).body
    .result.records;

describe('the reference robot upgraded by an upgrade task', () => {
  it('restarts on the new build, which reports itself upgraded', async () => {
    const robot = startRobot('REF-UPG-1');
    const row = await idleAt('REF-UPG-1', '0.1.0', robot.output);
    const pkg = await upload('0.2.0');
    const task = await upgradeTask('Reference 0.2.0', pkg.id, row.id);
    const done = await waitFor(
      async () => {
        const t = (await admin.call<UpgradeTaskRow>('POST', '/upgrade/task/detail', { id: task.id })).body
          .result;
        return t.upgraded === 1 && t.status === 'completed' ? t : undefined;
      },
      60_000,
      `the upgrade applied; the robot's output:\n${robot.output()}`,
    );
    expect(done).toMatchObject({ targeted: 1, upgraded: 1, failed: 0, status: 'completed' });
    expect(await results(task.id)).toEqual([
      expect.objectContaining({
        robotId: row.id,
        state: 'applied',
        fromVersion: '0.1.0',
        agentVersion: '0.2.0',
      }),
    ]);
    const after = await idleAt('REF-UPG-1', '0.2.0', robot.output);
    expect(after.id).toBe(row.id);
    // The new build shows the task's completion prompt.
    await waitFor(() => robot.output().includes('Robots are up to date'), 10_000, 'the prompt shown');
  }, 120_000);

  it('a build that exits at start is rolled back: the result says why, and the robot is back at its version', async () => {
    const robot = startRobot('REF-UPG-2');
    const row = await idleAt('REF-UPG-2', '0.1.0', robot.output);
    // Its checksums are right, so the server takes it; it exits as soon as it starts.
    const pkg = await upload('0.3.0', 'process.exit(1);\n');
    const task = await upgradeTask('Reference broken 0.3.0', pkg.id, row.id);
    const [failed] = await waitFor(
      async () => {
        const r = await results(task.id);
        return r[0]?.state === 'failed' ? r : undefined;
      },
      60_000,
      `the upgrade failed; the robot's output:\n${robot.output()}`,
    );
    expect(failed).toMatchObject({
      robotId: row.id,
      state: 'failed',
      reason: 'version 0.3.0 exited with code 1 before connecting',
    });
    await idleAt('REF-UPG-2', '0.1.0', robot.output);
    const t = (await admin.call<UpgradeTaskRow>('POST', '/upgrade/task/detail', { id: task.id })).body.result;
    expect(t).toMatchObject({ targeted: 1, upgraded: 0, failed: 1 });
  }, 120_000);

  it('a package damaged after its upload is refused by the robot, which stays at its version with the failure shown', async () => {
    const robot = startRobot('REF-UPG-3');
    const row = await idleAt('REF-UPG-3', '0.1.0', robot.output);
    const pkg = await upload('0.4.0');
    // One byte of the stored zip flipped: what the robot downloads no longer has the offered checksum.
    const stored = path.join(ctx.factory.filesDir, pkg.sha256.slice(0, 2), pkg.sha256.slice(2));
    const bytes = readFileSync(stored);
    const at = Math.floor(bytes.length / 2);
    bytes.writeUInt8((bytes[at] ?? 0) ^ 0xff, at);
    writeFileSync(stored, bytes);
    const task = await upgradeTask('Reference damaged 0.4.0', pkg.id, row.id);
    const [failed] = await waitFor(
      async () => {
        const r = await results(task.id);
        return r[0]?.state === 'failed' ? r : undefined;
      },
      60_000,
      `the upgrade failed; the robot's output:\n${robot.output()}`,
    );
    expect(failed).toMatchObject({
      state: 'failed',
      reason: 'checksum mismatch: the downloaded package is not the one offered',
      agentVersion: '0.1.0',
    });
    await idleAt('REF-UPG-3', '0.1.0', robot.output);
  }, 120_000);
});
