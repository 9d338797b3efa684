import { Code, type RoleDetail, RUNNING_MENU_IDS, type RunningRow, type TaskDetail } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import type { Caller } from '../../testing/client';
import { signIn } from '../../testing/client';
import { testLicence } from '../../testing/licences';
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
import { saveLicence } from '../licences/store';
import { examplePackage } from '../processes/example';
import { tasks } from './schema';

/** Prints a line every 200 ms for as many seconds as asked. */
const SLOW = `
const p = JSON.parse(process.env.RPA_PARAMS || '{}');
let n = 0;
const timer = setInterval(() => {
  n += 1;
  console.log('tick ' + n);
  if (n >= Number(p.seconds || 1) * 5) clearInterval(timer);
}, 200);
`;

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
/** The developer signed in from the designer client. */
let studio: Caller;
let processId = 0;
type Agent = ReturnType<typeof testAgent>;
/** A robot bound to the demo user, and one of the R&D department bound to no one. */
let own: Agent;
let shared: Agent;

const db = () => node.app.database.db;
const stateOf = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];
const localOf = async (c: Caller) => (await c.call<RunningRow[]>('GET', '/task/running', undefined, EN)).body;
const studioOf = async (c: Caller) =>
  (await c.call<RunningRow[]>('GET', '/task/running/studio', undefined, EN)).body;

/** A run of the slow process by `caller` on `robot`, answered once the robot has started it. */
async function started(caller: Caller, robot: Agent): Promise<number> {
  const res = await caller.call<TaskDetail>(
    'POST',
    '/task/run',
    { processId, parameters: { seconds: '300' }, robotIds: [robot.agent.robotId] },
    EN,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  const id = res.body.result.id;
  await waitFor(async () => (await stateOf(id))?.startedAt, 20_000, 'the run to start');
  return id;
}

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']));
  const designer = await testLicence(node.app, { category: 'designer', agentType: 'designer', number: 2 });
  await saveLicence(db(), designer.payload, designer.text);
  studio = await signIn(node.app, 'developer', DEMO_PASSWORD, { clientType: 'designer' });
  processId = await publishToUser(
    as,
    await examplePackage(
      {
        name: 'Running slow',
        entry: 'slow.mjs',
        parameters: [{ name: 'seconds', type: 'number', defaultValue: 1, required: false }],
      },
      { 'slow.mjs': SLOW },
    ),
  );
  own = await agentInRnd(node, as.admin, 'RUN-OWN', 'user');
  shared = await agentInRnd(node, as.admin, 'RUN-SHARED');
}, 60_000);
afterAll(async () => {
  await own?.stop();
  await shared?.stop();
  await node.app.close();
  await factory.close();
});

describe('local and studio running', () => {
  it("lists what runs on the caller's own robots and what they started from the designer, and nothing else", async () => {
    const fromStudio = await started(studio, own);
    const fromWeb = await started(as.dev, shared);
    expect((await stateOf(fromStudio))?.clientType).toBe('designer');
    expect((await stateOf(fromWeb))?.clientType).toBe('web');

    // The user's robot runs the developer's studio run: it is the user's local running.
    const local = await localOf(as.user);
    expect(local.code).toBe(0);
    expect(local.result.map((r) => [r.id, r.robotName, r.state, r.canStop, r.clientType])).toEqual([
      [fromStudio, 'RUN-OWN', 'running', true, 'designer'],
    ]);
    // The developer has no robot of their own; their studio running is the designer run only.
    expect((await localOf(studio)).result).toEqual([]);
    expect((await studioOf(studio)).result.map((r) => r.id)).toEqual([fromStudio]);
    // The same developer's web session sees the same studio runs (they are the developer's).
    expect((await studioOf(as.dev)).result.map((r) => r.id)).toEqual([fromStudio]);
    expect((await studioOf(as.user)).result).toEqual([]);
    expect((await localOf(as.owner)).result).toEqual([]);

    // The user whose desktop it runs on stops it, though someone else started it.
    const stop = await as.user.call<TaskDetail>('POST', '/task/stop', { taskId: fromStudio }, EN);
    expect(stop.body.code, stop.body.msg).toBe(0);
    expect(stop.body.result.state).toBe('stopping');
    await waitFor(async () => (await stateOf(fromStudio))?.state === 'stopped', 20_000, 'stopped');
    expect((await localOf(as.user)).result).toEqual([]);
    expect((await studioOf(studio)).result).toEqual([]);

    // A run on a robot bound to no one is not the user's to stop.
    const refused = await as.user.call('POST', '/task/stop', { taskId: fromWeb }, EN);
    expect(refused.body).toMatchObject({
      code: 400,
      msg: 'No such task',
    });
    expect((await stateOf(fromWeb))?.state).toBe('running');
    expect((await as.dev.call('POST', '/task/stop', { taskId: fromWeb }, EN)).body.code).toBe(0);
    await waitFor(async () => (await stateOf(fromWeb))?.state === 'stopped', 20_000, 'stopped');
  });

  it('is refused to a role without the screen, and given back with it', async () => {
    type Roles = { records: Array<{ id: number; identity: number; name: string }> };
    const list = await as.admin.call<Roles>('POST', '/sauth/role/list', { identity: 4 });
    const role = list.body.result.records.find((r) => r.name === 'User');
    if (!role) throw new Error('the built-in user role is missing');
    const detail = (await as.admin.call<RoleDetail>('GET', `/sauth/role/detail?id=${role.id}`)).body.result;
    const save = (permissions: string[]) =>
      as.admin.call('POST', '/sauth/role/modify', {
        id: role.id,
        name: detail.name,
        description: detail.description,
        defaultLanding: detail.defaultLanding,
        permissions,
      });
    const local = String(RUNNING_MENU_IDS.local[4]);
    expect(detail.permissions).toContain(local);
    expect((await save(detail.permissions.filter((k) => k !== local))).body.code).toBe(0);
    try {
      expect((await localOf(as.user)).code).toBe(Code.FORBIDDEN);
      expect((await studioOf(as.user)).code).toBe(0);
    } finally {
      expect((await save(detail.permissions)).body.code).toBe(0);
    }
    expect((await localOf(as.user)).code).toBe(0);
  });
});
