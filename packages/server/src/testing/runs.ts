import type { ServerMessage, TaskDetail } from '@rpa/contracts';
import type { AgentOptions } from '@rpa/robot/agent';
import { robots } from '../modules/robots/schema';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from '../seed/identities';
import type { Caller } from './client';
import { EN } from './processes';
import { type Node, rawRobotInRnd, testAgent, waitFor } from './robots';

/**
 * Ways to have robots run a task in R&D (1001, where the demo developer's
 * processes are), for domains robots reach while they run: a raw robot
 * speaking the protocol itself, or the reference robot end to end.
 */

export type RawRobot = Awaited<ReturnType<typeof rawRobotInRnd>>['raw'];

/** The task detail `id` as `caller` sees it. */
export async function taskDetail(caller: Caller, id: number): Promise<TaskDetail> {
  return (await caller.call<TaskDetail>('GET', `/task/detail?taskId=${id}`)).body.result;
}

/** Runs `processId` as `user` and dispatches it at once: answers the task's id. */
async function runProcess(node: Node, user: Caller, processId: number): Promise<number> {
  const res = await user.call<TaskDetail>('POST', '/task/run', { processId, parameters: {} }, EN);
  if (res.body.code !== 0) throw new Error(`running process ${processId} refused: ${res.body.msg}`);
  await node.app.dispatcher.pass();
  return res.body.result.id;
}

/**
 * A raw robot (rawRobotInRnd) registered as `robotsNo` that has taken a run
 * of `processId` by `user`: it holds the task until it closes.
 */
export async function rawRobotRunning(
  node: Node,
  as: { admin: Caller; user: Caller },
  robotsNo: string,
  processId: number,
) {
  const { raw, welcome } = await rawRobotInRnd(node, as.admin, robotsNo);
  const taskId = await runProcess(node, as.user, processId);
  const offer = await raw.next('task.offer');
  if (offer.taskId !== taskId) throw new Error(`${robotsNo} was offered task ${offer.taskId}, not ${taskId}`);
  raw.send({ type: 'task.accept', taskId });
  return { raw, robotId: welcome.robotId, taskId };
}

/** A robot row of `departmentId` that never connects: one a domain's robots list may name. */
export async function robotRow(db: Db, robotsNo: string, departmentId: number): Promise<number> {
  const [row] = await db
    .insert(robots)
    .values({ robotsNo, category: 'background', bindingWay: 'manager', departmentId })
    .returning({ id: robots.id });
  if (!row) throw new Error(`no robot ${robotsNo}`);
  return row.id;
}

type RobotReply = Extract<ServerMessage, { type: 'variable.reply' | 'item.reply' }>;
let requests = 0;

/**
 * Sends a robot's request for `taskId` and answers its reply, taken off the
 * messages so the next request meets its own (each robot asks one at a time).
 */
export async function ask<T extends RobotReply['type']>(
  raw: RawRobot,
  taskId: number,
  m: Record<string, unknown>,
  type: T,
): Promise<Extract<ServerMessage, { type: T }>> {
  const requestId = `q${++requests}`;
  raw.send({ requestId, taskId, ...m });
  const reply = await raw.next<RobotReply['type']>(type, 30_000).catch((err) => {
    throw new Error(`${err}: ${JSON.stringify(raw.messages).slice(0, 500)} ${JSON.stringify(raw.closed())}`);
  });
  raw.messages.splice(raw.messages.indexOf(reply), 1);
  if (reply.requestId !== requestId) throw new Error(`reply to ${reply.requestId}, asked ${requestId}`);
  return reply as Extract<ServerMessage, { type: T }>;
}

/**
 * The reference robot (testAgent) registered as `robotsNo`, online and moved
 * by `admin` into R&D. With `user` it is bound to that demo account (a
 * person's own robot) rather than registered with the machine key. Its
 * `stop()` ends it.
 */
export async function agentInRnd(
  node: Node,
  admin: Caller,
  robotsNo: string,
  user?: string,
  overrides: Partial<AgentOptions> = {},
) {
  const r = testAgent(node.api, {
    robotsNo,
    ...(user ? { bindingWay: 'user' as const, account: user, clientPwd: DEMO_PASSWORD } : {}),
    ...overrides,
  });
  r.agent.start();
  try {
    await waitFor(() => r.agent.state === 'online', 10_000, 'the robot online');
    const moved = await admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
      ids: [r.agent.robotId],
      orgCode: '1001',
    });
    if (moved.body.code !== 0) throw new Error(`moving ${robotsNo} refused: ${moved.body.msg}`);
  } catch (err) {
    await r.stop();
    throw err;
  }
  return r;
}

/** Runs `processId` as `user` and waits up to `ms` for the run to end: answers the task's id. */
export async function runToEnd(node: Node, user: Caller, processId: number, ms: number): Promise<number> {
  const taskId = await runProcess(node, user, processId);
  await waitFor(
    async () => !['pending', 'running'].includes((await taskDetail(user, taskId)).state),
    ms,
    'the run to end',
  );
  return taskId;
}
