import { Code, FACTORY_RUN_KEYS, type RoleDetail, type TaskDetail } from '@rpa/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  type testAgent,
  waitFor,
} from '../../testing/robots';
import { agentInRnd } from '../../testing/runs';
import { examplePackage } from '../processes/example';
import { tasks } from './schema';

const ZH = { headers: { lang: 'zh_CN' } };
/** Runs as long as asked. */
const SLOW = `setTimeout(() => {}, Number(JSON.parse(process.env.RPA_PARAMS || '{}').seconds || 1) * 1000);`;

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
let processId = 0;
type Agent = ReturnType<typeof testAgent>;
const agents: Agent[] = [];
const db = () => node.app.database.db;
const taskCount = async () => Number((await db().select({ n: count() }).from(tasks))[0]?.n ?? 0);
const run = (caller: Caller, seconds: number, opts = EN) =>
  caller.call<TaskDetail>('POST', '/task/run', { processId, parameters: { seconds: String(seconds) } }, opts);

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode({ ...MANUAL_SWEEPS, platformType: 'factory' }, [
    'admin',
    'dev',
    'owner',
    'user',
  ]));
  processId = await publishToUser(
    as,
    await examplePackage(
      {
        name: 'Factory work',
        entry: 'slow.mjs',
        parameters: [{ name: 'seconds', type: 'number', defaultValue: 1, required: false }],
      },
      { 'slow.mjs': SLOW },
    ),
  );
}, 60_000);
afterAll(async () => {
  for (const a of agents) await a.stop();
  await node.app.close();
  await factory.close();
});

describe('the robot factory', () => {
  it('says the console runs as a factory', async () => {
    const menu = await as.user.call<{ platformType: string }>('POST', '/sauth/menu/usermenu', {});
    expect(menu.body.result.platformType).toBe('factory');
  });

  it('refuses a run while the pool has no idle robot, a person’s own idle robot not counting, and creates nothing', async () => {
    agents.push(await agentInRnd(node, as.admin, 'FACTORY-OWN', 'user'));
    const before = await taskCount();
    expect((await run(as.user, 1)).body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'No idle robot in the factory; try again later',
    });
    expect((await run(as.user, 1, ZH)).body.msg).toBe('机器人工厂中没有空闲的机器人，请稍后再试');
    expect(await taskCount()).toBe(before);
  });

  it('runs on the shared pool, and refuses again while its only robot is busy', async () => {
    const pool = await agentInRnd(node, as.admin, 'FACTORY-POOL-1');
    agents.push(pool);
    const started = await run(as.user, 300);
    expect(started.body.code, started.body.msg).toBe(0);
    const id = started.body.result.id;
    await waitFor(
      async () => (await db().select().from(tasks).where(eq(tasks.id, id)))[0]?.startedAt,
      20_000,
      'start',
    );
    expect((await db().select().from(tasks).where(eq(tasks.id, id)))[0]?.robotId).toBe(pool.agent.robotId);
    expect((await run(as.user, 1)).body.code).toBe(Code.CONFLICT);
    expect((await as.user.call('POST', '/task/stop', { taskId: id }, EN)).body.code).toBe(0);
    await waitFor(
      async () => (await db().select().from(tasks).where(eq(tasks.id, id)))[0]?.state === 'stopped',
      20_000,
      'stopped',
    );
  });

  it('refuses a user whose role lacks the factory-run permission, and lets them again once granted', async () => {
    type Roles = { records: Array<{ id: number; name: string }> };
    const role = (
      await as.admin.call<Roles>('POST', '/sauth/role/list', { identity: 4 })
    ).body.result.records.find((r) => r.name === 'User');
    if (!role) throw new Error('the built-in user role is missing');
    const detail = (await as.admin.call<RoleDetail>('GET', `/sauth/role/detail?id=${role.id}`)).body.result;
    expect(detail.permissions).toContain(FACTORY_RUN_KEYS[4]);
    const save = (permissions: string[]) =>
      as.admin.call('POST', '/sauth/role/modify', {
        id: role.id,
        name: detail.name,
        description: detail.description,
        defaultLanding: detail.defaultLanding,
        permissions,
      });
    expect((await save(detail.permissions.filter((k) => k !== FACTORY_RUN_KEYS[4]))).body.code).toBe(0);
    try {
      const before = await taskCount();
      expect((await run(as.user, 1)).body).toMatchObject({
        code: Code.FORBIDDEN,
        msg: 'You may not run processes in the robot factory; contact the administrator',
      });
      expect((await run(as.user, 1, ZH)).body.msg).toBe('您没有在机器人工厂运行流程的权限，请联系管理员');
      expect(await taskCount()).toBe(before);
    } finally {
      expect((await save(detail.permissions)).body.code).toBe(0);
    }
    const again = await run(as.user, 1);
    expect(again.body.code, again.body.msg).toBe(0);
  });
});
