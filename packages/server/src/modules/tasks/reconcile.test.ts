import type { TaskDetail } from '@rpa/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { type Caller, signIn } from '../../testing/client';
import { createTestDatabase } from '../../testing/db';
import { publishToUser } from '../../testing/processes';
import { hello, type Node, nodeFactory, rawRobot, rawRobotInRnd, waitFor } from '../../testing/robots';
import { examplePackage } from '../processes/example';
import { robots } from '../robots/schema';
import { taskLogs, tasks } from './schema';
import { sweepTasks } from './sweep';

/** Robots count as lost after 2 s of silence; sweeps run only when a test calls them. */
const TIMINGS = { taskSweepSeconds: 3600, robotLostSeconds: 2 };

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
const as: Record<'dev' | 'owner' | 'user' | 'admin', Caller> = {} as never;
let processId = 0;

async function signInAll() {
  for (const who of ['admin', 'dev', 'owner', 'user'] as const) {
    as[who] = await signIn(node.app, who === 'dev' ? 'developer' : who, DEMO_PASSWORD);
  }
}

beforeAll(async () => {
  const database = await createTestDatabase({ demo: true });
  factory = nodeFactory(database);
  node = await factory.start(TIMINGS);
  await signInAll();
  // A published process with one retry after a failure, assigned to `user`.
  processId = await publishToUser(as, await examplePackage({ name: 'Lost and found' }), { failedRetries: 1 });
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const db = () => node.app.database.db;
const taskOf = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];
const retriesOf = (id: number) => db().select().from(tasks).where(eq(tasks.retryOf, id));
const logsOf = async (id: number) =>
  (await db().select().from(taskLogs).where(eq(taskLogs.taskId, id)).orderBy(asc(taskLogs.seq))).map(
    (l) => l.text,
  );

/** A raw robot of R&D (where the process is) running a task it accepted; answers the task id. */
async function runningOn(robotsNo: string) {
  const { raw, welcome } = await rawRobotInRnd(node, as.admin, robotsNo);
  const res = await as.user.call<TaskDetail>('POST', '/task/run', {
    processId,
    parameters: { month: '2026-10', invoice_file: 'a.csv' },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  const id = res.body.result.id;
  await node.app.dispatcher.pass();
  expect((await raw.next('task.offer')).taskId).toBe(id);
  raw.send({ type: 'task.accept', taskId: id });
  raw.send({ type: 'heartbeat', state: 'running', running: [id] });
  await waitFor(async () => (await taskOf(id))?.startedAt, 5000, 'the run to start');
  return { raw, robotId: welcome.robotId, id };
}

describe('a server down while its robots work', () => {
  it('gives robots the lost time from its start: a run that ended meanwhile ends in success, once', async () => {
    const { raw, robotId, id } = await runningOn('LOST-RESTART');
    const port = node.port;
    await node.app.close();
    await raw.waitClosed();
    // The run ends on the robot while the server is down, long past the lost time.
    await db()
      .update(robots)
      .set({ lastBeatAt: sql`now() - interval '1 hour'` })
      .where(eq(robots.id, robotId));
    node = await factory.start(TIMINGS, port);
    await signInAll();
    await sweepTasks(node.app);
    expect(await taskOf(id)).toMatchObject({ state: 'running', error: '' });

    const back = await rawRobot(node.api);
    back.send(hello('LOST-RESTART', { machineKey: undefined, running: [id] }));
    await back.next('welcome');
    back.send({ type: 'task.result', taskId: id, outcome: 'success', exitCode: 0, files: [] });
    await waitFor(async () => (await taskOf(id))?.state === 'success', 5000, 'the task success');
    await sweepTasks(node.app);
    expect(await taskOf(id)).toMatchObject({ state: 'success', error: '' });
    expect(await retriesOf(id)).toEqual([]);
    back.close();
  });

  it('a result after a lost-failure wins: the task takes it, its pending retry is cancelled, the log says so', async () => {
    const { raw, robotId, id } = await runningOn('LOST-LATE');
    raw.close();
    await waitFor(
      async () => (await db().select().from(robots).where(eq(robots.id, robotId)))[0]?.runState === 'offline',
      5000,
      'the robot offline',
    );
    // The node has been up for long and the robot silent past the lost time.
    node.app.gateway.upSince = Date.now() - 3600_000;
    await db()
      .update(robots)
      .set({ lastBeatAt: sql`now() - interval '1 hour'` })
      .where(eq(robots.id, robotId));
    await sweepTasks(node.app);
    expect(await taskOf(id)).toMatchObject({ state: 'failed', error: 'robot lost' });
    const [retry] = await retriesOf(id);
    expect(retry).toMatchObject({ state: 'pending', attempt: 2 });

    // The robot comes back with the result of the run it finished meanwhile.
    const back = await rawRobot(node.api);
    back.send(hello('LOST-LATE', { machineKey: undefined }));
    await back.next('welcome');
    back.send({ type: 'task.result', taskId: id, outcome: 'success', exitCode: 0, files: [] });
    await waitFor(async () => (await taskOf(id))?.state === 'success', 5000, 'the reconciled success');
    // The retry's own note is the last thing written.
    await waitFor(async () => (await logsOf(retry?.id ?? 0)).length > 0, 5000, 'the note of the retry');
    expect(await taskOf(id)).toMatchObject({ state: 'success', error: '', exitCode: 0, progress: 100 });
    const cancelled = await taskOf(retry?.id ?? 0);
    expect(cancelled?.state).toBe('cancelled');
    expect(cancelled?.startedAt).toBeNull();
    expect((await logsOf(id)).at(-1)).toBe(
      '服务器曾因机器人失联将任务判为失败；机器人重新连接后报告结果为“成功”，任务按机器人的结果结束',
    );
    expect(await logsOf(retry?.id ?? 0)).toEqual([
      `任务 ${id} 的机器人重新连接并报告了结果，此重试不再需要，已取消`,
    ]);
    // Nothing runs it again.
    await node.app.dispatcher.pass();
    expect((await taskOf(retry?.id ?? 0))?.state).toBe('cancelled');
    back.close();
  });
});
