import type { TaskDetail } from '@rpa/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobotInRnd,
} from '../../testing/robots';
import { examplePackage } from '../processes/example';
import { robots } from '../robots/schema';
import { tasks } from './schema';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
let processId = 0;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']));
  processId = await publishToUser(as, await examplePackage({ name: 'Batch example' }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const db = () => node.app.database.db;
const PARAMETERS = { month: '2026-11', invoice_file: 'sample-invoices.csv', threshold: '5000' };

/** Two robots online (the first longer), kept talking, and made busy until `free` so runs pile up. */
async function twoBusyRobots(prefix: string) {
  const first = await rawRobotInRnd(node, as.admin, `${prefix}-1`);
  const second = await rawRobotInRnd(node, as.admin, `${prefix}-2`);
  const all = [first, second];
  // Heartbeats would report them idle: other messages keep the connections alive.
  const talk = setInterval(() => {
    for (const r of all) r.raw.send({ type: 'no such message' });
  }, 300);
  const ids = all.map((r) => r.welcome.robotId);
  await db().update(robots).set({ runState: 'upgrading' }).where(inArray(robots.id, ids));
  return {
    ids,
    all,
    free: () => db().update(robots).set({ runState: 'idle' }).where(inArray(robots.id, ids)),
    close: () => {
      clearInterval(talk);
      for (const r of all) r.raw.close();
    },
  };
}

async function runOn(candidates: number[] = []) {
  // The developer manages the robots' department, so may name them.
  const res = await as.dev.call<TaskDetail>(
    'POST',
    '/task/run',
    { processId, parameters: PARAMETERS, ...(candidates.length ? { robotIds: candidates } : {}) },
    EN,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.id;
}

const rowsOf = async (ids: number[]) => {
  const rows = await db().select().from(tasks).where(inArray(tasks.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id));
};

describe('a dispatch pass over several waiting runs', () => {
  it('gives runs alike the idle robots online longest first, one each, and the rest a hint', async () => {
    const fleet = await twoBusyRobots('BATCH-A');
    try {
      const waiting = [await runOn(), await runOn(), await runOn()];
      await node.app.dispatcher.pass();
      expect((await rowsOf(waiting)).map((t) => t?.hint)).toEqual([
        'noIdleRobot',
        'noIdleRobot',
        'noIdleRobot',
      ]);
      await fleet.free();
      // A pass kicked by the runs' own requests may come first: either way the same claims.
      await node.app.dispatcher.pass();
      const [a, b, c] = await rowsOf(waiting);
      expect([a?.state, a?.robotId]).toEqual(['running', fleet.ids[0]]);
      expect([b?.state, b?.robotId]).toEqual(['running', fleet.ids[1]]);
      expect([c?.state, c?.robotId, c?.hint]).toEqual(['pending', null, 'noIdleRobot']);
      expect((await fleet.all[0]?.raw.next('task.offer'))?.taskId).toBe(waiting[0]);
      expect((await fleet.all[1]?.raw.next('task.offer'))?.taskId).toBe(waiting[1]);
    } finally {
      fleet.close();
      await db().update(tasks).set({ state: 'cancelled' }).where(eq(tasks.processId, processId));
    }
  });

  it('lets an earlier run of another kind take a robot found for later runs, never one robot twice', async () => {
    const fleet = await twoBusyRobots('BATCH-B');
    const [one, two] = fleet.ids as [number, number];
    try {
      // In order: either robot, only the second, either robot.
      const waiting = [await runOn([one, two]), await runOn([two]), await runOn([one, two])];
      await fleet.free();
      // A pass kicked by the runs' own requests may come first: either way the same claims.
      await node.app.dispatcher.pass();
      const [a, b, c] = await rowsOf(waiting);
      expect(a?.robotId).toBe(one);
      expect(b?.robotId).toBe(two);
      expect([c?.state, c?.robotId, c?.hint]).toEqual(['pending', null, 'noIdleRobot']);
    } finally {
      fleet.close();
      await db().update(tasks).set({ state: 'cancelled' }).where(eq(tasks.processId, processId));
    }
  });

  it('holds a run planned for later (a schedule makes them ahead) until its time comes', async () => {
    const fleet = await twoBusyRobots('BATCH-C');
    try {
      const id = await runOn();
      const at = new Date(Date.now() + 1500);
      await db().update(tasks).set({ plannedAt: at }).where(eq(tasks.id, id));
      await fleet.free();
      expect(await node.app.dispatcher.pass()).toBe(0);
      expect((await rowsOf([id]))[0]?.state).toBe('pending');
      await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 10));
      await node.app.dispatcher.pass();
      expect((await rowsOf([id]))[0]?.robotId).toBe(fleet.ids[0]);
    } finally {
      fleet.close();
      await db().update(tasks).set({ state: 'cancelled' }).where(eq(tasks.processId, processId));
    }
  });
});
