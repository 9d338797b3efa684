import { LIVE_CLOSE, LIVE_WS_PATH, signatureHeaders } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { liveConsole } from '../../testing/live';
import { EN, publishToUser } from '../../testing/processes';
import { licensedNode, MANUAL_SWEEPS, type Node, type nodeFactory, waitFor } from '../../testing/robots';
import { rawRobotRunning } from '../../testing/runs';
import { sendMessage } from '../messages';
import { examplePackage } from '../processes/example';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'manager' | 'dev' | 'owner' | 'user', Caller>;
let processId = 0;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'manager', 'dev', 'owner', 'user']));
  processId = await publishToUser(as, await examplePackage({ name: 'Live run', parameters: [] }));
}, 60_000);

afterAll(async () => {
  await node.app.close();
  await factory.close();
});

/** Which database the suite runs on (TEST_DATABASE_URL). */
const databaseKind = () =>
  /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '') ? 'postgres' : 'pglite';

/** A console's live socket on `target`, signed in as `caller` (or sent `first` instead of the auth message). */
const console_ = (target: Node, caller: Caller | null, first?: object) =>
  liveConsole(target.api, caller, first);

describe('the live socket signs in with a signed first message', () => {
  it('a valid session and signature: ready', async () => {
    const c = await console_(node, as.user);
    expect(c.events[0]).toEqual({ type: 'ready' });
    c.close();
  });

  it('refuses a wrong signature, an unknown token, a replayed signature and junk, closing with 4401', async () => {
    const signed = signatureHeaders(as.user.signKey, 'GET', LIVE_WS_PATH);
    const cases = [
      { type: 'auth', accesstoken: as.user.token, ...signed, signature: 'f'.repeat(64) },
      {
        type: 'auth',
        accesstoken: 'no-such-token',
        ...signatureHeaders(as.user.signKey, 'GET', LIVE_WS_PATH),
      },
      // Signed for another path: a signature of an HTTP call cannot open the socket.
      { type: 'auth', accesstoken: as.user.token, ...signatureHeaders(as.user.signKey, 'GET', '/task/list') },
      { type: 'hello' },
      // Larger than any auth message: refused before it is parsed.
      { type: 'auth', padding: 'x'.repeat(4000) },
    ];
    for (const first of cases) {
      const c = await console_(node, null, first);
      expect((await c.waitClosed()).code, JSON.stringify(first)).toBe(LIVE_CLOSE.unauthorised);
      expect(c.events).toEqual([]);
    }
    const once = {
      type: 'auth',
      accesstoken: as.user.token,
      ...signatureHeaders(as.user.signKey, 'GET', LIVE_WS_PATH),
    };
    const first = await console_(node, null, once);
    await waitFor(() => first.events.length > 0, 5000, 'ready');
    const replay = await console_(node, null, once);
    expect((await replay.waitClosed()).code).toBe(LIVE_CLOSE.unauthorised);
    first.close();
  });
});

describe('changes reach the consoles that may see them', () => {
  it("a run's states reach its user and the managers of its department, not others", async () => {
    const admin = await console_(node, as.admin);
    const user = await console_(node, as.user);
    const manager = await console_(node, as.manager);
    const { raw, taskId, robotId } = await rawRobotRunning(node, as, 'LIVE-1', processId);
    await waitFor(
      () => admin.task(taskId).includes('running') && user.task(taskId).includes('running'),
      5000,
    );
    expect(user.task(taskId)).toEqual(['pending', 'running']);
    expect(admin.task(taskId)).toEqual(['pending', 'running']);
    // The robot came online in R&D and took the run: the admin manages R&D, the user's own robot it is not.
    expect(admin.events).toContainEqual({ type: 'robot', id: robotId, state: 'running' });
    expect(user.events.some((e) => e.type === 'robot')).toBe(false);
    raw.send({ type: 'task.result', taskId, outcome: 'success', exitCode: 0, files: [] });
    await waitFor(() => user.task(taskId).includes('success'), 5000, 'success pushed');
    // The manager manages Operations, not R&D where the run is: nothing about it.
    expect(manager.task(taskId)).toEqual([]);
    raw.close();
    for (const c of [admin, user, manager]) c.close();
  });

  it('a message reaches its recipient only', async () => {
    const user = await console_(node, as.user);
    const dev = await console_(node, as.dev);
    await sendMessage(node.app, {
      userIds: [as.user.login.user.id],
      alertLevel: 'info',
      alertType: 'task',
      alertDesc: 'Live notice',
    });
    await waitFor(() => user.events.some((e) => e.type === 'message'), 5000, 'the message pushed');
    expect(dev.events.some((e) => e.type === 'message')).toBe(false);
    user.close();
    dev.close();
  });

  it('signing out closes the live socket at once', async () => {
    const { signIn } = await import('../../testing/client');
    const owner = await signIn(node.app, 'owner', (await import('../../seed/identities')).DEMO_PASSWORD);
    const c = await console_(node, owner);
    const out = await owner.call('GET', '/oauth/logout', undefined, EN);
    expect(out.body.code).toBe(0);
    expect((await c.waitClosed()).code).toBe(LIVE_CLOSE.unauthorised);
  });
});

describe.runIf(databaseKind() === 'postgres')('a lost database listener', () => {
  it('is opened again; the consoles are told to fetch again and keep hearing changes', async () => {
    const user = await console_(node, as.user);
    // The listening connection dies (a failover, an administrator's kill).
    await node.app.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()`,
    );
    await waitFor(() => user.events.some((e) => e.type === 'resync'), 10_000, 'a resync');
    const run = await as.user.call<{ id: number }>('POST', '/task/run', { processId, parameters: {} }, EN);
    await waitFor(() => user.task(run.body.result.id).includes('pending'), 5000, 'changes after the gap');
    user.close();
  });
});

describe('several nodes', () => {
  it('a change made through node A reaches a console held by node B', async () => {
    const other = await factory.start(MANUAL_SWEEPS);
    try {
      const user = await console_(other, as.user);
      const run = await as.user.call<{ id: number }>('POST', '/task/run', { processId, parameters: {} }, EN);
      expect(run.body.code).toBe(0);
      await waitFor(
        () => user.task(run.body.result.id).includes('pending'),
        5000,
        'the run pushed by node B',
      );
      user.close();
    } finally {
      await other.app.close();
    }
  });
});
