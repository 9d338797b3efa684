import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, ProcessDetail, TaskDetail, TaskLogLine, TaskRow } from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobotInRnd,
  testAgent,
  waitFor,
} from '../../testing/robots';
import { departments } from '../departments/schema';
import { examplePackage } from '../processes/example';
import { robots } from '../robots/schema';
import { settled, type TaskRecord } from './lifecycle';
import { tasks } from './schema';
import { sweepTasks } from './sweep';

/** Runs as long as asked (`seconds`), then fails when asked (`fail`), printing a line a second. */
const SLOW = `
const p = JSON.parse(process.env.RPA_PARAMS || '{}');
let n = 0;
const timer = setInterval(() => {
  n += 1;
  console.log('tick ' + n);
  if (n >= Number(p.seconds || 1)) {
    clearInterval(timer);
    if (p.fail === 'true') { console.error('asked to fail'); process.exit(3); }
  }
}, 200);
`;
const slowParameters = [
  { name: 'seconds', type: 'number', defaultValue: 1, required: false },
  { name: 'fail', type: 'boolean', defaultValue: false, required: false },
];

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user' | 'manager', Caller>;
/** The example and the slow process, both published and assigned to `user`. */
const proc = { example: 0, slow: 0 };

/** Notes the tasks whose end is settled from now on; `of(id)` resolves once that task's is. */
function settlements() {
  const done = new Set<number>();
  const waiting = new Map<number, () => void>();
  const note = (t: TaskRecord) => {
    done.add(t.id);
    waiting.get(t.id)?.();
  };
  settled.on('task', note);
  return {
    of: (id: number) =>
      done.has(id) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(id, resolve)),
    stop: () => settled.off('task', note),
  };
}

beforeAll(async () => {
  // The sweep runs when a test calls it, so every step is deterministic.
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user', 'manager']));
  proc.example = await publishToUser(as, await examplePackage({ name: 'Task example' }));
  proc.slow = await publishToUser(
    as,
    await examplePackage(
      { name: 'Task slow', entry: 'slow.mjs', parameters: slowParameters },
      { 'slow.mjs': SLOW },
    ),
  );
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const db = () => node.app.database.db;
const run = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<TaskDetail>('POST', '/task/run', body, EN);
const detail = async (id: number, caller = as.manager) =>
  (await caller.call<TaskDetail>('GET', `/task/detail?taskId=${id}`)).body.result;
const stateOf = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];
const until = (id: number, state: string, ms = 20_000) =>
  waitFor(async () => (await stateOf(id))?.state === state, ms, `task ${id} ${state}`);

/** A reference robot moved into the developer's department, where the processes are. */
async function robotInDepartment(robotsNo: string) {
  const r = testAgent(node.api, { robotsNo });
  r.agent.start();
  await waitFor(() => r.agent.state === 'online', 10_000, `${robotsNo} online`);
  const moved = await as.admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
    ids: [r.agent.robotId],
    orgCode: '1001',
  });
  expect(moved.body.code, moved.body.msg).toBe(0);
  return r;
}

/** Starts a five-minute run of the slow process as the user; answers its task id once a robot has started it. */
async function slowRunStarted() {
  const res = await run(as.user, { processId: proc.slow, parameters: { seconds: '300' } });
  const id = res.body.result.id;
  await waitFor(async () => (await stateOf(id))?.startedAt, 20_000, 'the run to start');
  return id;
}

describe('starting a run', () => {
  it('refuses a missing required parameter, a bad file name, an unseen process and unknown robots', async () => {
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(tasks))[0]?.n;
    const missing = await run(as.user, {
      processId: proc.example,
      parameters: { month: '', invoice_file: 'a.csv' },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: 'Parameter month is required' });
    const badFile = await run(as.user, {
      processId: proc.example,
      parameters: { month: '2026-10', invoice_file: 'my file.csv' },
    });
    expect(badFile.body.code).toBe(400);
    const unseen = await run(as.dev, { processId: 999_999, parameters: {} });
    expect(unseen.body).toMatchObject({ code: 400, msg: 'No such process' });
    const twice = await run(as.admin, {
      processId: proc.example,
      parameters: { month: '2026-10', invoice_file: 'a.csv' },
      robotIds: [7, 7],
    });
    expect(twice.body.msg).toBe('The same robot cannot be chosen twice');
    const ghost = await run(as.admin, {
      processId: proc.example,
      parameters: { month: '2026-10', invoice_file: 'a.csv' },
      robotIds: [987654],
    });
    expect(ghost.body.msg).toBe('The selected robot does not exist: 987654');
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(tasks))[0]?.n).toBe(before);
  });

  it("refuses another department's robot as a candidate exactly like a robot that does not exist", async () => {
    // Offline, so no run starts on it while the test looks.
    const [rnd] = await db()
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.code, '1001'));
    const [robot] = await db()
      .insert(robots)
      .values({
        robotsNo: 'RND-CANDIDATE',
        category: 'background',
        bindingWay: 'manager',
        departmentId: rnd!.id,
      })
      .returning({ id: robots.id });
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(tasks))[0]?.n;
    const body = (robotIds: number[]) => ({
      processId: proc.example,
      parameters: { month: '2026-10', invoice_file: 'a.csv' },
      robotIds,
    });
    // `user` works in Finance: the R&D robot is not theirs to name.
    const foreign = await run(as.user, body([robot!.id]));
    expect(foreign.body).toMatchObject({ code: 400, msg: `The selected robot does not exist: ${robot!.id}` });
    const mixed = await run(as.user, body([robot!.id, 987_654]));
    expect(mixed.body.msg).toBe(`The selected robot does not exist: ${robot!.id}, 987654`);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(tasks))[0]?.n).toBe(before);

    // The whole installation's manager may name it.
    const accepted = await run(as.admin, body([robot!.id]));
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    const cancelled = await as.admin.call('POST', '/task/cancel', { taskId: accepted.body.result.id });
    expect(cancelled.body.code, cancelled.body.msg).toBe(0);
    await db().delete(robots).where(eq(robots.id, robot!.id));
  });

  it('waits with a hint while no robot can take it, then runs on the robot that comes: logs and files kept', async () => {
    const res = await run(as.user, {
      processId: proc.example,
      parameters: { month: '2026-11', invoice_file: 'sample-invoices.csv', threshold: '5000' },
    });
    expect(res.body.code, res.body.msg).toBe(0);
    const id = res.body.result.id;
    expect(res.body.result).toMatchObject({ state: 'pending', priority: 'normal', operatorName: 'user' });
    expect(res.body.result.parameters).toEqual({
      month: '2026-11',
      invoice_file: 'sample-invoices.csv',
      threshold: '5000',
      notify: 'true',
    });
    // The run's own dispatch kick may hold the task while this pass looks: the hint comes from either.
    await node.app.dispatcher.pass();
    await waitFor(async () => (await stateOf(id))?.hint === 'noRobots', 10_000, 'the noRobots hint');

    const r = await robotInDepartment('TASK-ROBOT-1');
    try {
      await node.app.dispatcher.pass();
      await until(id, 'success');
      const d = await detail(id, as.user);
      expect(d).toMatchObject({
        state: 'success',
        robotName: 'TASK-ROBOT-1',
        progress: 100,
        exitCode: 0,
        hint: '',
      });
      expect(d.startedAt).not.toBeNull();
      expect(d.files.map((f) => f.name)).toEqual(['report.txt']);
      await waitFor(async () => (await stateOf(id))?.logCount, 5000, 'log lines');
      const logs = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId: id, size: 100 });
      expect(logs.body.result.records[0]?.seq).toBe(1);
      expect(logs.body.result.total).toBe(d.logCount);
      const searched = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', {
        taskId: id,
        text: 'REVIEW',
      });
      expect(searched.body.result.records.every((l) => /review/i.test(l.text))).toBe(true);

      const file = await as.user.download('GET', `/task/file?id=${d.files[0]?.id}`);
      expect(file.status).toBe(200);
      expect(file.raw.toString()).toContain('2026-11');
      // The run counts on the process.
      const p = await as.dev.call<ProcessDetail>('GET', `/process/dev/detail?id=${proc.example}`);
      expect(p.body.result.dispatchCount).toBe(1);
    } finally {
      await r.stop();
    }
  });
});

describe('who sees which tasks', () => {
  it('users see the tasks they started; managers those of their departments; owners those of their processes', async () => {
    const mine = await as.user.call<Page<TaskRow>>('POST', '/task/list', {});
    expect(mine.body.code, mine.body.msg).toBe(0);
    expect(mine.body.result.records.every((t) => t.operatorName === 'user')).toBe(true);
    const all = await as.admin.call<Page<TaskRow>>('POST', '/task/list', { processName: 'example' });
    expect(all.body.result.total).toBeGreaterThanOrEqual(1);
    const filtered = await as.admin.call<Page<TaskRow>>('POST', '/task/list', {
      state: 'pending',
      processName: 'example',
    });
    expect(filtered.body.result.records).toEqual([]);
    const bad = await as.admin.call('POST', '/task/list', { state: 'sleeping' }, EN);
    expect(bad.body.code).toBe(400);
  });
});

describe('cancel, stop, timeouts and retries', () => {
  it('cancels a pending task; refuses to cancel a finished one or to stop a pending one', async () => {
    const res = await run(as.user, { processId: proc.slow, parameters: { seconds: '1' }, robotIds: [] });
    const id = res.body.result.id;
    const stop = await as.user.call('POST', '/task/stop', { taskId: id }, EN);
    expect(stop.body).toMatchObject({ code: 409, msg: 'Only a running task can be stopped (now: pending)' });
    const cancel = await as.user.call<TaskDetail>('POST', '/task/cancel', { taskId: id });
    expect(cancel.body.result.state).toBe('cancelled');
    const again = await as.user.call('POST', '/task/cancel', { taskId: id }, EN);
    expect(again.body.msg).toBe('Only a pending task can be cancelled (now: cancelled)');
    // Another user's task is not theirs to cancel.
    const other = await run(as.admin, { processId: proc.slow, parameters: {} });
    const foreign = await as.user.call('POST', '/task/cancel', { taskId: other.body.result.id }, EN);
    expect(foreign.body.msg).toBe('No such task');
    expect((await as.admin.call('POST', '/task/cancel', { taskId: other.body.result.id })).body.code).toBe(0);
  });

  it('a pending task past its wait timeout becomes pendout', async () => {
    const res = await run(as.user, { processId: proc.slow, parameters: {} });
    const id = res.body.result.id;
    await db().update(tasks).set({ createdAt: sql`now() - interval '31 minutes'` }).where(eq(tasks.id, id));
    await sweepTasks(node.app);
    expect(await stateOf(id)).toMatchObject({ state: 'pendout', error: 'wait timeout' });
  });

  it('stops a running task: the robot kills the run and the task ends stopped', async () => {
    const r = await robotInDepartment('TASK-ROBOT-2');
    try {
      const id = await slowRunStarted();
      const stop = await as.user.call<TaskDetail>('POST', '/task/stop', { taskId: id });
      expect(stop.body.result).toMatchObject({ state: 'stopping', stopSubmitted: true });
      await until(id, 'stopped');
      expect((await stateOf(id))?.finishedAt).not.toBeNull();
    } finally {
      await r.stop();
    }
  });

  it('a run past its run timeout is stopped and ends runout', async () => {
    const r = await robotInDepartment('TASK-ROBOT-3');
    try {
      const id = await slowRunStarted();
      await db()
        .update(tasks)
        .set({ startedAt: sql`now() - interval '121 minutes'` })
        .where(eq(tasks.id, id));
      await sweepTasks(node.app);
      // The robot may have ended it already by the time it is read.
      const swept = await stateOf(id);
      expect(swept?.stopSubmitted).toBe(true);
      expect(['stopping', 'runout']).toContain(swept?.state);
      await until(id, 'runout');
    } finally {
      await r.stop();
    }
  });

  it('a failed run with retries left runs again as a new attempt', async () => {
    const ends = settlements();
    const r = await robotInDepartment('TASK-ROBOT-4');
    const retries = (n: number) =>
      as.dev.call('POST', '/process/dev/modify', { id: proc.slow, failedRetries: n });
    expect((await retries(1)).body.code).toBe(0);
    try {
      const res = await run(as.user, { processId: proc.slow, parameters: { seconds: '1', fail: 'true' } });
      const id = res.body.result.id;
      await until(id, 'failed');
      expect(await stateOf(id)).toMatchObject({ exitCode: 3 });
      const retry = await waitFor(
        async () => (await db().select().from(tasks).where(eq(tasks.retryOf, id)))[0],
        5000,
        'the retry',
      );
      expect(retry).toMatchObject({ attempt: 2, retriesLeft: 0 });
      await until(retry.id, 'failed');
      // Its follow-ups are done: a retry of the retry would exist by now.
      await ends.of(retry.id);
      expect(await db().select().from(tasks).where(eq(tasks.retryOf, retry.id))).toEqual([]);
    } finally {
      ends.stop();
      await retries(0);
      await r.stop();
    }
  });
});

describe('robots that go away', () => {
  it('unbinding a robot fails its running task', async () => {
    const r = await robotInDepartment('TASK-ROBOT-5');
    try {
      const id = await slowRunStarted();
      const unbind = await as.admin.call('POST', '/rpa/cdaAgent/unbind', { ids: [r.agent.robotId] });
      expect(unbind.body.code, unbind.body.msg).toBe(0);
      expect(await stateOf(id)).toMatchObject({ state: 'failed', error: 'robot removed' });
    } finally {
      await r.stop();
    }
  });

  it('a robot back without its task fails it at once; one offline past the lost time loses it', async () => {
    const offline = (robotId: number) =>
      waitFor(
        async () =>
          (await db().select().from(robots).where(eq(robots.id, robotId)))[0]?.runState === 'offline',
        10_000,
        'the robot offline',
      );
    const first = await robotInDepartment('TASK-ROBOT-6');
    const robotId = first.agent.robotId ?? 0;
    const a = await slowRunStarted();
    await first.stop();
    await offline(robotId);
    // Still within the lost time: the task waits for its robot.
    await sweepTasks(node.app);
    expect((await stateOf(a))?.state).toBe('running');
    // The robot comes back (restarted: it runs nothing): the task is lost at once.
    const second = testAgent(node.api, { robotsNo: 'TASK-ROBOT-6' });
    second.agent.start();
    await until(a, 'failed');
    expect((await stateOf(a))?.error).toBe('robot restarted and lost the run');

    const b = await slowRunStarted();
    await second.stop();
    await offline(robotId);
    await db()
      .update(robots)
      .set({ lastBeatAt: sql`now() - interval '2 hours'` })
      .where(eq(robots.id, robotId));
    // Silence counts from the node's start at the earliest: this node has been up for hours.
    node.app.gateway.upSince = Date.now() - 3 * 3600_000;
    await sweepTasks(node.app);
    expect(await stateOf(b)).toMatchObject({ state: 'failed', error: 'robot lost' });
  });
});

describe('recordings', () => {
  it('a robot uploads a recording of its run; the console plays it back; anything but a video is refused', async () => {
    const { raw, welcome } = await rawRobotInRnd(node, as.admin, 'TASK-RAW-1');
    const res = await run(as.user, {
      processId: proc.example,
      parameters: { month: '2026-12', invoice_file: 'a.csv' },
    });
    const id = res.body.result.id;
    await node.app.dispatcher.pass();
    const offer = await raw.next('task.offer');
    expect(offer.taskId).toBe(id);
    raw.send({ type: 'task.accept', taskId: id });

    const video = readFileSync(
      path.resolve(import.meta.dirname, '../../../test-fixtures/run-recording.webm'),
    );
    const upload = (bytes: Buffer, name: string, token = welcome.token) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return fetch(`${node.api}/robot/task/${id}/recording?name=${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(async (r) => (await r.json()) as { code: number; msg: string });
    };
    expect((await upload(Buffer.from('not a video at all'), 'fake.webm')).msg).toBe(
      '录屏必须是 WebM 或 MP4 视频',
    );
    expect((await upload(video, 'run.webm', 'wrong-token')).code).toBe(4005);
    expect((await upload(video, 'run.webm')).code).toBe(0);

    raw.send({ type: 'task.result', taskId: id, outcome: 'success', exitCode: 0, files: [] });
    await until(id, 'success');
    const d = await detail(id, as.user);
    expect(d.recordings).toMatchObject([{ name: 'run.webm', mime: 'video/webm', size: video.length }]);
    const played = await as.user.download('GET', `/task/recording?id=${d.recordings[0]?.id}`);
    expect(played.type).toBe('video/webm');
    expect(played.raw.equals(video)).toBe(true);
    // After the run, the robot may no longer add to it.
    expect((await upload(video, 'late.webm')).code).toBe(403);
    raw.close();
  });
});

/**
 * The robot records with ffmpeg: without it this test is skipped, saying why
 * (`npm test` sets RPA_NO_FFMPEG to the reason when it could not install it).
 */
const noFfmpeg =
  process.env.RPA_NO_FFMPEG ||
  (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0 ? '' : 'ffmpeg is not installed');

describe('the reference robot records its runs', () => {
  it('records the screen during the run and uploads the video with it', async (ctx) => {
    ctx.skip(!!noFfmpeg, noFfmpeg);
    // A generated picture stands in for the X display this machine does not have.
    const r = testAgent(node.api, {
      robotsNo: 'TASK-REC-1',
      record: { input: ['-re', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=5'] },
    });
    r.agent.start();
    await waitFor(() => r.agent.state === 'online', 10_000, 'the recording robot online');
    await as.admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
      ids: [r.agent.robotId],
      orgCode: '1001',
    });
    try {
      const res = await run(as.user, { processId: proc.slow, parameters: { seconds: '6' } });
      const id = res.body.result.id;
      await until(id, 'success', 30_000);
      const d = await detail(id, as.user);
      expect(d.recordings).toHaveLength(1);
      expect(d.recordings[0]).toMatchObject({ name: 'recording.webm', mime: 'video/webm' });
      expect(d.recordings[0]?.size).toBeGreaterThan(1000);
    } finally {
      await r.stop();
    }
  }, 40_000);
});

describe('the node metrics of dispatch and the event bus', () => {
  it('exports how long offered tasks waited and the round trip of its bus probe', async () => {
    const text = (await node.app.inject({ method: 'GET', url: '/metrics' })).body;
    const value = (series: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.slice(series.length + 1),
      );
    // The runs of this file were offered by this node, each counted once.
    expect(value('rpa_dispatch_latency_seconds_count')).toBeGreaterThan(0);
    expect(value('rpa_dispatch_latency_seconds_sum')).toBeGreaterThan(0);
    // A probe went out when the node began listening and came back through the bus.
    expect(value('rpa_event_bus_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('rpa_node_process_resident_memory_bytes');

    // The shipped Grafana dashboard reads only metrics a node exports (the pool's only on PostgreSQL).
    const dashboard = readFileSync(
      path.join(import.meta.dirname, '../../../../../docs/grafana/rpa-console.json'),
      'utf8',
    );
    const used = new Set(dashboard.match(/rpa_[a-z0-9_]+/g));
    const exported = new Set(
      text.split('\n').flatMap((l) => (l.startsWith('# TYPE ') ? [l.split(' ')[2] as string] : [])),
    );
    const missing = [...used].filter(
      (name) =>
        !exported.has(name.replace(/_(bucket|count|sum)$/, '')) &&
        !(name === 'rpa_db_pool_connections' && !node.app.database.pool),
    );
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(8);
  });
});
