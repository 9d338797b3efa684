import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examplePackage } from '../modules/processes/example';
import { taskLogs } from '../modules/tasks/schema';
import { publishToUser } from '../testing/processes';
import { licensedNode, MANUAL_SWEEPS, robotByNo, waitFor } from '../testing/robots';
import { rawRobotRunning } from '../testing/runs';
import { CloseCode } from './hub';

const BATCHES = 200;
const LINES = 10;

describe('a node shutting down', () => {
  it('stores every message a robot sent before its connection closed, then marks the robot offline', async () => {
    const { factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']);
    const db = node.app.database.db;
    try {
      const processId = await publishToUser(as, await examplePackage({ name: 'Drain', parameters: [] }));
      const { raw, taskId } = await rawRobotRunning(node, as, 'drain-robot', processId);
      // A burst the node is still working through when it is asked to stop.
      for (let b = 0; b < BATCHES; b++) {
        const lines = Array.from({ length: LINES }, (_, i) => ({
          seq: b * LINES + i + 1,
          time: new Date().toISOString(),
          level: 'info' as const,
          text: `line ${b * LINES + i + 1}`,
        }));
        raw.send({ type: 'task.log', taskId, lines });
      }
      await waitFor(() => raw.ws.bufferedAmount === 0, 10_000, 'the burst to leave the robot');
      await node.app.close();

      const [stored] = await db.select({ n: count() }).from(taskLogs).where(eq(taskLogs.taskId, taskId));
      expect(stored?.n).toBe(BATCHES * LINES);
      expect((await raw.waitClosed()).code).toBe(CloseCode.RESTARTING);
      expect((await robotByNo(db, 'drain-robot'))?.runState).toBe('offline');
    } finally {
      await factory.close();
    }
  }, 120_000);
});
