import type { OplogRow, Page, ServerMessage, TaskDetail, TaskLogLine, TaskRow } from '@rpa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROBOT_CHANNEL } from '../../gateway/hub';
import type { Caller } from '../../testing/client';
import { EN, publishToUser } from '../../testing/processes';
import {
  hello,
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobot,
  rawRobotInRnd,
  robotByNo,
  testAgent,
  waitFor,
} from '../../testing/robots';
import { examplePackage } from '../processes/example';

const AI = { address: 'http://ocr.example.com/v1', key: 'sk-ai-offer-2026', model: 'ocr-v2' };
/** A process that needs the AI server, and prints what it got (its key included, as a careless one would). */
const PRINTS = `
const e = process.env;
console.log('ai: ' + e.RPA_AI_ADDRESS + ' ' + e.RPA_AI_MODEL);
console.log('key: ' + e.RPA_AI_KEY);
`;

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
const proc = { needing: 0, plain: 0 };
/** Every line the server logged, at every level. */
const serverLog: string[] = [];

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user'], {
    level: 'trace',
    stream: { write: (line: string) => serverLog.push(line) },
  }));
  proc.needing = await publishToUser(
    as,
    await examplePackage(
      { name: 'OCR example', entry: 'ocr.mjs', parameters: [], needs: ['aiServer'] },
      { 'ocr.mjs': PRINTS },
    ),
  );
  proc.plain = await publishToUser(as, await examplePackage({ name: 'Plain example' }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const save = (body: Record<string, unknown>) => as.admin.call('POST', '/sys/ocr', body, EN);
const run = async (processId: number, parameters: Record<string, string> = {}) => {
  const res = await as.user.call<TaskDetail>('POST', '/task/run', { processId, parameters }, EN);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.id;
};
const detail = async (id: number) =>
  (await as.user.call<TaskDetail>('GET', `/task/detail?taskId=${id}`)).body.result;

describe('the AI server reaches the runs that need it', () => {
  it('while none is configured, a run that needs it waits with a hint; once saved, its offer carries it', async () => {
    const { raw } = await rawRobotInRnd(node, as.admin, 'AI-WAIT-1');
    const id = await run(proc.needing);
    expect(await node.app.dispatcher.pass()).toBe(0);
    expect(await detail(id)).toMatchObject({ state: 'pending', hint: 'aiServerMissing' });
    expect(raw.messages.some((m) => m.type === 'task.offer')).toBe(false);

    expect((await save(AI)).body.code).toBe(0);
    await node.app.dispatcher.pass();
    const offer = await raw.next('task.offer');
    expect(offer.taskId).toBe(id);
    expect(offer.aiServer).toEqual(AI);
    raw.close();
    // Gone before the next test's runs are made: else a pass may still offer one to it.
    await waitFor(
      async () => (await robotByNo(node.app.database.db, 'AI-WAIT-1'))?.runState === 'offline',
      10_000,
      'AI-WAIT-1 offline',
    );
  });

  it('the offer of a process that does not declare the need says nothing about it', async () => {
    // Both wait for a robot, so one pass sees both: the older one goes to the robot, the other waits.
    const id = await run(proc.plain, { month: '2026-12', invoice_file: 'a.csv' });
    const needing = await run(proc.needing);
    const { raw } = await rawRobotInRnd(node, as.admin, 'AI-PLAIN-1');
    await node.app.dispatcher.pass();
    const offer = await raw.next('task.offer');
    expect(offer.taskId).toBe(id);
    expect(offer).not.toHaveProperty('aiServer');
    expect((await as.user.call('POST', '/task/cancel', { taskId: needing })).body.code).toBe(0);
    raw.close();
  });

  it('the reference robot runs it with the settings; the key shows in no answer, task log, operation log or server log', async () => {
    const r = testAgent(node.api, { robotsNo: 'AI-AGENT-1' });
    r.agent.start();
    try {
      await waitFor(() => r.agent.state === 'online', 10_000, 'the robot online');
      const moved = await as.admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
        ids: [r.agent.robotId],
        orgCode: '1001',
      });
      expect(moved.body.code, moved.body.msg).toBe(0);
      const id = await run(proc.needing);
      await node.app.dispatcher.pass();
      await waitFor(async () => (await detail(id)).state === 'success', 20_000, 'the run to succeed');
      await waitFor(async () => (await detail(id)).logCount >= 2, 10_000, 'its log lines');

      const logs = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId: id, size: 100 });
      expect(logs.body.result.records.map((l) => l.text)).toEqual([
        `ai: ${AI.address} ${AI.model}`,
        'key: ******',
      ]);
      const answers = [
        logs.body,
        (await as.user.call('GET', `/task/detail?taskId=${id}`)).body,
        (await as.user.call<Page<TaskRow>>('POST', '/task/list', {})).body,
        (await as.admin.call('POST', '/sys/ocr/detail')).body,
        (await as.admin.call<Page<OplogRow>>('POST', '/sys/oplog/list', { size: 100 })).body,
      ];
      expect(JSON.stringify(answers)).not.toContain(AI.key);
      // The log was written (the robot's welcome, the requests), and never with the key.
      expect(serverLog.join('')).toContain('robot online');
      expect(serverLog.join('')).not.toContain(AI.key);
    } finally {
      await r.stop();
    }
  });

  it('an offer for a robot another node holds crosses the event bus with the key sealed', async () => {
    const other = await factory.start(MANUAL_SWEEPS);
    const bus: unknown[] = [];
    const unsubscribe = await node.app.events.subscribe(ROBOT_CHANNEL, (m) => bus.push(m));
    const raw = await rawRobot(other.api);
    try {
      raw.send(hello('AI-ELSEWHERE-1'));
      const { robotId } = await raw.next('welcome');
      const offer: ServerMessage = {
        type: 'task.offer',
        taskId: 424_242,
        process: 'OCR example',
        version: '1.0.0',
        packageSha256: 'a'.repeat(64),
        parameters: {},
        runTimeoutMinutes: 0,
        aiServer: AI,
      };
      // Sent from the first node: the robot is not connected there.
      expect(await node.app.gateway.send(robotId, offer)).toBe(true);
      expect((await raw.next('task.offer')).aiServer).toEqual(AI);
      expect(JSON.stringify(bus)).toContain('424242');
      expect(JSON.stringify(bus)).not.toContain(AI.key);
    } finally {
      raw.close();
      await unsubscribe();
      await other.app.close();
    }
  });
});
