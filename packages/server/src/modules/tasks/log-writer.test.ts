import type { Page, TaskLogLine } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { publishToUser } from '../../testing/processes';
import { licensedNode, MANUAL_SWEEPS, type Node, type nodeFactory, waitFor } from '../../testing/robots';
import { type RawRobot, rawRobotRunning, taskDetail } from '../../testing/runs';
import { examplePackage } from '../processes/example';
import { createLogWriter } from './log-writer';
import { tasks } from './schema';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
const robots: Array<{ raw: RawRobot; robotId: number; taskId: number }> = [];

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']));
  const processId = await publishToUser(as, await examplePackage({ name: 'Chatty', parameters: [] }));
  for (let i = 1; i <= 4; i++) robots.push(await rawRobotRunning(node, as, `log-robot-${i}`, processId));
}, 120_000);
afterAll(async () => {
  for (const r of robots) r.raw.close();
  await node.app.close();
  await factory.close();
});

const line = (seq: number, text = `line ${seq}`) => ({
  seq,
  time: new Date().toISOString(),
  level: 'info' as const,
  text,
});
const logOf = async (taskId: number) =>
  (await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId, size: 1000 })).body.result;
const countOf = async (taskId: number) =>
  (await node.app.database.db.select({ n: tasks.logCount }).from(tasks).where(eq(tasks.id, taskId)))[0]?.n;

describe('log lines of robots logging at once', () => {
  it('are each stored once under their own run, counted, in order', async () => {
    // Every robot sends 50 batches of 4 lines at once; the second half resends a quarter of the first.
    for (let b = 0; b < 50; b++) {
      for (const r of robots) {
        const first = b * 4 + 1;
        r.raw.send({ type: 'task.log', taskId: r.taskId, lines: [0, 1, 2, 3].map((i) => line(first + i)) });
        if (b >= 25) r.raw.send({ type: 'task.log', taskId: r.taskId, lines: [line(b - 24)] });
      }
    }
    for (const r of robots) {
      await waitFor(async () => (await countOf(r.taskId)) === 200, 20_000, `200 lines of task ${r.taskId}`);
      const page = await logOf(r.taskId);
      expect(page.total).toBe(200);
      expect(page.records.map((l) => l.seq)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      expect((await taskDetail(as.user, r.taskId)).logCount).toBe(200);
    }
  });

  it('are refused for a run another robot holds, and a batch the database refuses costs the others nothing', async () => {
    const [a, b, c] = robots;
    if (!a || !b || !c) throw new Error('robots missing');
    const write = createLogWriter(node.app.database.db, node.app.log);
    const batch = (taskId: number, ...lines: ReturnType<typeof line>[]) => ({
      type: 'task.log' as const,
      taskId,
      lines,
    });
    const before = { a: await countOf(a.taskId), b: await countOf(b.taskId), c: await countOf(c.taskId) };
    // The first write goes alone; the four asked for meanwhile go together in the next.
    const first = write(a.robotId, batch(a.taskId, line(1001, 'first')));
    const notYours = write(a.robotId, batch(b.taskId, line(1002, 'not yours')));
    // A line number past what the database holds (the protocol sets no bound).
    const tooFar = write(a.robotId, batch(a.taskId, line(2 ** 31, 'too far'))).then(
      () => 'stored',
      () => 'refused',
    );
    const good = [
      write(c.robotId, batch(c.taskId, line(1001, 'good c'))),
      write(b.robotId, batch(b.taskId, line(1001, 'good b'))),
    ];
    await first;
    await notYours;
    await Promise.all(good);
    expect(await tooFar).toBe('refused');
    expect(await countOf(a.taskId)).toBe((before.a ?? 0) + 1);
    expect(await countOf(b.taskId)).toBe((before.b ?? 0) + 1);
    expect(await countOf(c.taskId)).toBe((before.c ?? 0) + 1);
    const bLines = (await logOf(b.taskId)).records.map((l) => l.text);
    expect(bLines).toContain('good b');
    expect(bLines).not.toContain('not yours');
    expect((await logOf(c.taskId)).records.map((l) => l.text)).toContain('good c');
  });
});
