import type { DesktopReport, HousekeeperRow, Page, RobotDetail, TaskLogLine } from '@rpa/contracts';
import { reportedSize, Steward } from '@rpa/robot/steward';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MACHINE_KEY } from '../../seed/machine-keys';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { liveConsole } from '../../testing/live';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  type testAgent,
  waitFor,
} from '../../testing/robots';
import { agentInRnd, taskDetail } from '../../testing/runs';
import { examplePackage } from '../processes/example';

/** Says which screen it runs on, then works for `seconds`. */
const ON_SCREEN = `
const p = JSON.parse(process.env.RPA_PARAMS || '{}');
console.log('screen ' + process.env.DISPLAY + ' ' + process.env.RPA_SCREEN);
setTimeout(() => console.log('done'), Number(p.seconds || 0) * 1000);
`;

/** The machine name the test's robots report (testing/robots.ts). */
const MACHINE = 'test-host';
const noXvfb = process.env.RPA_NO_XVFB;

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
let processId = 0;
let robot: ReturnType<typeof testAgent>;
const stewards: Steward[] = [];
const lines: string[] = [];

function steward(machineKey = DEMO_MACHINE_KEY, name = MACHINE): Steward {
  const s = new Steward({
    server: node.api,
    machineKey,
    name,
    address: '127.0.0.1',
    version: '0.1.0',
    defaultResolution: '1024*768',
    port: 0,
    log: (line) => lines.push(line),
  });
  stewards.push(s);
  return s;
}

const listed = async () =>
  (await as.admin.call<Page<HousekeeperRow>>('POST', '/rpa/hk/list', { name: MACHINE })).body.result.records;
const detail = async () =>
  (await as.admin.call<RobotDetail>('POST', '/rpa/cdaAgent/detail', { id: robot.agent.robotId })).body.result;
const desktop = (s: Steward) => s.desktops.report().find((d) => d.robotsNo === 'HK-ROBOT');
/** The robot's display once `ok` holds of it. */
const displayWhen = (s: Steward, ok: (d: DesktopReport) => boolean, what: string) =>
  waitFor(
    () => {
      const d = desktop(s);
      return d && ok(d) ? d : undefined;
    },
    15_000,
    what,
  );
const logOf = async (taskId: number) =>
  (await as.dev.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId, size: 100 })).body.result.records.map(
    (l) => l.text,
  );

describe.skipIf(!!noXvfb)(`the desktop steward${noXvfb ? ` (skipped: ${noXvfb})` : ''}`, () => {
  let first: Steward;

  beforeAll(async () => {
    ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']));
    processId = await publishToUser(
      as,
      await examplePackage(
        {
          name: 'On screen',
          entry: 'screen.mjs',
          parameters: [{ name: 'seconds', type: 'number', defaultValue: 0, required: false }],
        },
        { 'screen.mjs': ON_SCREEN },
      ),
    );
    first = steward();
    await first.start();
    await waitFor(() => first.state === 'connected', 10_000, 'the steward connected');
    // In R&D, where the demo developer runs the process on it.
    robot = await agentInRnd(node, as.admin, 'HK-ROBOT', undefined, { steward: first.url });
  }, 60_000);

  afterAll(async () => {
    await robot?.stop();
    for (const s of stewards) await s.stop();
    await node?.app.close();
    await factory?.close();
  });

  it('registers with a machine key as its machine, beats, and links the robots of the machine', async () => {
    const [row] = await listed();
    expect(row).toMatchObject({
      name: MACHINE,
      housekeeperAlias: MACHINE,
      connection: 'connected',
      version: '0.1.0',
    });
    expect(row?.robotIds).toEqual([robot.agent.robotId]);
    expect(await detail()).toMatchObject({ desktopState: 'connected', housekeeperAlias: MACHINE });
    // The robot's display is kept at the steward's default (the console set none), and the beats say so.
    const d = await displayWhen(first, (x) => x.state === 'running', 'the display');
    expect(await reportedSize(d.display)).toBe('1024*768');
    const before = row?.refreshedAt ?? '';
    const beaten = await waitFor(
      async () => (await listed()).find((h) => h.refreshedAt > before && h.desktops.length > 0),
      10_000,
      'a beat',
    );
    expect(beaten.desktops).toEqual([
      { robotsNo: 'HK-ROBOT', display: d.display, resolution: '1024*768', state: 'running', busy: false },
    ]);
    // The robot's detail shows its display as the steward reported it.
    expect((await detail()).desktop).toEqual(beaten.desktops[0]);
  });

  it('refuses resolutions outside 800-3840 by 600-2400, in both languages, and keeps the one set', async () => {
    for (const resolution of ['799*600', '3841*2400', '800*599', '1024x768']) {
      const en = await as.admin.call(
        'POST',
        '/rpa/cdaAgent/modify',
        { id: robot.agent.robotId, resolution },
        EN,
      );
      expect(en.body.msg).toContain(
        'The resolution must be width*height (such as 1920*1080), width 800-3840 and height 600-2400',
      );
      const zh = await as.admin.call('POST', '/rpa/cdaAgent/modify', { id: robot.agent.robotId, resolution });
      expect(zh.body.msg).toContain('分辨率');
    }
    expect((await detail()).resolution).toBe('');
  });

  it('changes the display to a new resolution only once the running task has ended', async () => {
    const run = await as.dev.call<{ id: number }>(
      'POST',
      '/task/run',
      { processId, parameters: { seconds: '4' }, robotIds: [robot.agent.robotId] },
      EN,
    );
    expect(run.body.code, run.body.msg).toBe(0);
    const taskId = run.body.result.id;
    const old = await displayWhen(first, (x) => x.busy, 'the run on the display');
    const set = await as.admin.call('POST', '/rpa/cdaAgent/modify', {
      id: robot.agent.robotId,
      resolution: '800*600',
    });
    expect(set.body.code, set.body.msg).toBe(0);
    // The steward hears of it at once, and keeps the display as it is while the run goes on.
    await waitFor(() => first.desktops.wanted('HK-ROBOT') === '800*600', 5000, 'the new resolution');
    await new Promise((r) => setTimeout(r, 500));
    expect((await taskDetail(as.dev, taskId)).state).toBe('running');
    expect(await reportedSize(old.display)).toBe('1024*768');
    await waitFor(
      async () => (await taskDetail(as.dev, taskId)).state === 'success',
      20_000,
      'the run to end',
    );
    expect(await logOf(taskId)).toContain(`screen ${old.display} 1024*768`);
    // Then the display starts again at the new size, as the display itself reports.
    const resized = await displayWhen(first, (x) => x.resolution === '800*600', 'the display at 800*600');
    expect(await reportedSize(resized.display)).toBe('800*600');
    // The next run is on it.
    const next = await as.dev.call<{ id: number }>(
      'POST',
      '/task/run',
      { processId, parameters: { seconds: '0' }, robotIds: [robot.agent.robotId] },
      EN,
    );
    await waitFor(async () => (await taskDetail(as.dev, next.body.result.id)).state === 'success', 20_000);
    expect(await logOf(next.body.result.id)).toContain(`screen ${resized.display} 800*600`);
  });

  it('goes not connected when stopped and connected again when started, live in the console', async () => {
    const live = await liveConsole(node.api, as.admin);
    const pushed = () => live.events.filter((e) => e.type === 'housekeeper').length;
    await first.stop();
    await waitFor(async () => (await listed())[0]?.connection === 'notConnected', 10_000, 'not connected');
    expect((await detail()).desktopState).toBe('notConnected');
    // The open console heard of it without asking.
    await waitFor(() => pushed() > 0, 5000, 'the change pushed');
    const before = pushed();
    const again = steward();
    await again.start();
    await waitFor(async () => (await listed())[0]?.connection === 'connected', 10_000, 'connected again');
    expect((await detail()).desktopState).toBe('connected');
    await waitFor(() => pushed() > before, 5000, 'the reconnection pushed');
    live.close();
    // It learns the robot's resolution from the console on connecting.
    await displayWhen(again, (x) => x.resolution === '800*600', 'the display at 800*600');
  });

  it('is told its new name, and a deletion stops it and leaves its robots not bound', async () => {
    const running = stewards.at(-1) as Steward;
    const [row] = await listed();
    const id = row?.id as number;
    const renamed = await as.admin.call('POST', '/rpa/hk/upname', { id, housekeeperAlias: '财务管家_01' });
    expect(renamed.body.code, renamed.body.msg).toBe(0);
    await waitFor(() => running.alias === '财务管家_01', 5000, 'the new name at the steward');
    const deleted = await as.admin.call('POST', '/rpa/hk/del', { ids: [id] });
    expect(deleted.body.code, deleted.body.msg).toBe(0);
    await waitFor(() => running.state === 'refused', 5000, 'the steward stopped');
    expect(lines.some((l) => l.includes('refused (deleted)'))).toBe(true);
    expect((await detail()).desktopState).toBe('notBound');
    expect(await listed()).toEqual([]);
  });

  it('refuses a key that is not a machine key of the installation, for good, registering nothing', async () => {
    const wrong = steward('rpamk_not-a-key');
    await wrong.start();
    await waitFor(() => wrong.state === 'refused', 5000, 'refused');
    expect(lines.some((l) => l.includes('refused (machineKey)'))).toBe(true);
    expect(await listed()).toEqual([]);
  });

  it('does not take over a housekeeper of the same machine in another department', async () => {
    const hq = (await departmentIds(node.app.database.db))['10'];
    const saved = await as.admin.call<HousekeeperRow>('POST', '/rpa/hk/save', {
      name: 'hq-pc',
      departmentId: hq,
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const other = steward(DEMO_MACHINE_KEY, 'hq-pc');
    await other.start();
    await waitFor(() => other.state === 'refused', 5000, 'refused');
    expect(lines.some((l) => l.includes('refused (otherDepartment)'))).toBe(true);
    const [row] = (await as.admin.call<Page<HousekeeperRow>>('POST', '/rpa/hk/list', { name: 'hq-pc' })).body
      .result.records;
    expect(row).toMatchObject({ departmentId: hq, connection: 'notConnected', version: '' });
  });
});
