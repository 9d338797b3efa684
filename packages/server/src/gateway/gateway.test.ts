import { createHash } from 'node:crypto';
import type {
  Page,
  RobotDetail,
  RobotRecordRow,
  RobotRow,
  ServerMessage,
  ServerNodeRow,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versions } from '../modules/processes/schema';
import { robots } from '../modules/robots/schema';
import { serverNodes } from '../modules/servers/schema';
import { DEMO_PASSWORD } from '../seed/identities';
import { type Caller, signIn } from '../testing/client';
import { uploadExample } from '../testing/processes';
import {
  hello,
  licensedNode,
  type Node,
  type nodeFactory,
  rawRobot,
  robotByNo,
  testAgent,
  waitFor,
} from '../testing/robots';
import type { SeatKeeper } from './seats';
import { droppingSink } from './tasks';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let admin: Caller;

beforeAll(async () => {
  const started = await licensedNode({}, ['admin']);
  factory = started.factory;
  node = started.node;
  admin = started.as.admin;
});
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const db = () => node.app.database.db;
const robotRow = (robotsNo: string) => robotByNo(db(), robotsNo);

async function listed(filter: Record<string, unknown> = {}) {
  const res = await admin.call<Page<RobotRow>>('POST', '/rpa/cdaAgent/list', { size: 100, ...filter });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.records;
}

/** Registers `robotsNo` with one connection, welcomed and then closed; resolves once the robot is offline. */
async function registeredOffline(robotsNo: string) {
  const c = await rawRobot(node.api);
  c.send(hello(robotsNo));
  await c.next('welcome');
  c.close();
  await waitFor(async () => (await robotRow(robotsNo))?.runState === 'offline');
}

async function recordsOf(robotsNo: string) {
  const res = await admin.call<Page<RobotRecordRow>>('POST', '/rpa/opglog/list', { robotsNo, size: 50 });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.records;
}

describe('hello and welcome', () => {
  it('registers a new robot on its first hello, welcomes it and lists it online', async () => {
    const r = testAgent(node.api, { robotsNo: 'GW-ONLINE' });
    r.agent.start();
    await waitFor(() => r.agent.state === 'online', 10_000, 'the agent online');
    expect(r.agent.robotId).toBeGreaterThan(0);
    const [row] = await listed({ robotsNo: 'GW-ONLINE' });
    expect(row).toMatchObject({
      robotsNo: 'GW-ONLINE',
      runState: 'idle',
      bindingWay: 'manager',
      category: 'background',
      licenceState: 'valid',
      desktopState: 'notBound',
      name: 'rpa@test-host',
      agentVersion: '0.1.0',
      bound: true,
    });
    // Manager-bound robots register into the department of their machine key (the demo's: Finance).
    expect(row?.orgCode).toBe('10021');
    expect(row?.licSn).toBeTruthy();
    const actions = (await recordsOf('GW-ONLINE')).map((x) => x.action);
    expect(actions).toEqual(expect.arrayContaining(['register', 'online']));
    await r.stop();
  });

  it('answers a hello with a welcome carrying the heartbeat period and a token', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-RAW-WELCOME'));
    const welcome = await c.next('welcome');
    expect(welcome).toMatchObject({ protocol: 1, heartbeatSeconds: 1 });
    expect(welcome.token.length).toBeGreaterThan(20);
    c.close();
  });

  it('refuses a wrong client password, writes it to the robot records and the server log', async () => {
    await registeredOffline('GW-PASSWORD');
    const c = await rawRobot(node.api);
    c.send(hello('GW-PASSWORD', { clientPwd: 'Wrong@2026' }));
    const refused = await c.next('refused');
    expect(refused.reason).toBe('password');
    expect(refused.message).toBe('机器人编号、账号或客户端密码错误');
    expect((await c.waitClosed()).code).toBe(1008);
    const [latest] = await recordsOf('GW-PASSWORD');
    expect(latest).toMatchObject({ action: 'refused', result: 'fail', robotsNo: 'GW-PASSWORD' });
    expect(latest?.detail).toContain('password');
    expect((await robotRow('GW-PASSWORD'))?.runState).toBe('offline');
  });

  it('refuses another protocol version whatever the rest of its hello says', async () => {
    const c = await rawRobot(node.api);
    c.send({ type: 'hello', protocol: 2, robotsNo: 'GW-FUTURE', somethingNew: true });
    const refused = await c.next('refused');
    expect(refused.reason).toBe('protocol');
    expect(refused.message).toContain('2');
    await c.waitClosed();
    expect(await robotRow('GW-FUTURE')).toBeUndefined();
  });

  it('closes a connection that says nothing within the hello timeout', async () => {
    const c = await rawRobot(node.api);
    const refused = await c.next('refused', 3000);
    expect(refused.reason).toBe('timeout');
    expect((await c.waitClosed()).code).toBe(1008);
  });

  it('refuses anything but a hello first, and malformed messages', async () => {
    const a = await rawRobot(node.api);
    a.send({ type: 'heartbeat', state: 'idle', running: [] });
    expect((await a.next('refused')).reason).toBe('badMessage');
    const b = await rawRobot(node.api);
    b.send('{not json');
    expect((await b.next('refused')).reason).toBe('badMessage');
    const c = await rawRobot(node.api);
    c.send(hello('x'));
    const refused = await c.next('refused');
    expect(refused.reason).toBe('badMessage');
    expect(refused.message).toContain('robotsNo');
  });

  it('answers a malformed message after the welcome with an error, and keeps the connection', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-ERRORS'));
    await c.next('welcome');
    c.send({ type: 'heartbeat', state: 'dancing' });
    const error = await c.next('error');
    expect(error.message).toContain('state');
    expect(c.closed()).toBeNull();
    c.close();
  });
});

describe('licence seats', () => {
  it('refuses a robot when no seat is left, with the spec message, and keeps it registered', async () => {
    const seats = node.app.gateway.seats;
    const none: SeatKeeper = { claim: async () => null, release: seats.release };
    node.app.gateway.seats = none;
    try {
      const c = await rawRobot(node.api);
      c.send(hello('GW-NOSEAT'));
      const refused = await c.next('refused');
      expect(refused).toMatchObject({
        reason: 'noLicence',
        message: '后台机器人许可已用完或已过期，没有可用的许可',
      });
    } finally {
      node.app.gateway.seats = seats;
    }
    const [row] = await listed({ robotsNo: 'GW-NOSEAT' });
    expect(row).toMatchObject({ runState: 'offline', licenceState: 'none' });
  });

  it('runs out of real foreground seats: the third foreground robot is refused', async () => {
    // The demo licence has 2 foreground seats.
    const held = [];
    for (const no of ['GW-FG-1', 'GW-FG-2']) {
      const c = await rawRobot(node.api);
      c.send(hello(no, { category: 'foreground' }));
      await c.next('welcome');
      held.push(c);
    }
    const third = await rawRobot(node.api);
    third.send(hello('GW-FG-3', { category: 'foreground' }));
    expect(await third.next('refused')).toMatchObject({
      reason: 'noLicence',
      message: '前台机器人许可已用完或已过期，没有可用的许可',
    });
    // Unbinding one frees its seat for the third.
    const one = await robotRow('GW-FG-1');
    const unbind = await admin.call('POST', '/rpa/cdaAgent/unbind', { ids: [one?.id] });
    expect(unbind.body.code, unbind.body.msg).toBe(0);
    expect((await held[0]?.next('refused'))?.reason).toBe('unbound');
    const again = await rawRobot(node.api);
    again.send(hello('GW-FG-3', { category: 'foreground' }));
    await again.next('welcome');
    for (const c of [...held, again]) c.close();
  });
});

describe('heartbeats and offline detection', () => {
  it('follows heartbeats: running, then idle', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-BEAT'));
    await c.next('welcome');
    c.send({ type: 'heartbeat', state: 'running', running: [41] });
    await waitFor(async () => (await robotRow('GW-BEAT'))?.runState === 'running', 5000, 'running');
    expect((await robotRow('GW-BEAT'))?.runningTasks).toEqual([41]);
    const [row] = await listed({ robotsNo: 'GW-BEAT', runState: 'running' });
    expect(row?.runState).toBe('running');
    c.send({ type: 'heartbeat', state: 'idle', running: [] });
    await waitFor(async () => (await robotRow('GW-BEAT'))?.runState === 'idle', 5000, 'idle');
    c.close();
  });

  it('marks a robot offline as soon as its socket closes', async () => {
    const r = testAgent(node.api, { robotsNo: 'GW-CLOSE' });
    r.agent.start();
    await waitFor(() => r.agent.state === 'online');
    await r.stop();
    await waitFor(async () => (await robotRow('GW-CLOSE'))?.runState === 'offline', 5000, 'offline');
    const [latest] = await recordsOf('GW-CLOSE');
    expect(latest?.action).toBe('offline');
  });

  it('keeps the connection of a robot that keeps talking, even with its heartbeats not yet handled', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-TALKS'));
    await c.next('welcome');
    // Five seconds of messages and no heartbeat: more than three heartbeat periods.
    for (let i = 0; i < 10; i++) {
      c.send({ type: 'no such message' });
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(c.closed()).toBeNull();
    // Then silent: closed as before.
    expect((await c.waitClosed(8000)).code).toBe(4001);
  });

  it('judges its own robots by what arrived, not by a heartbeat row written late; sweeps those no live node holds', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-BACKLOG'));
    await c.next('welcome');
    await registeredOffline('GW-ORPHAN');
    await registeredOffline('GW-DEADNODE');
    // As a backlog of minutes leaves them: the row's beat long past, the robot still talking.
    const old = new Date(Date.now() - 3_600_000);
    await db().update(robots).set({ lastBeatAt: old }).where(eq(robots.robotsNo, 'GW-BACKLOG'));
    // Listed online by this node without a connection here, and by a node that stopped beating.
    const self = node.app.gateway.nodeId ?? '';
    await db()
      .update(robots)
      .set({ runState: 'idle', nodeId: self, lastBeatAt: old })
      .where(eq(robots.robotsNo, 'GW-ORPHAN'));
    await db()
      .update(robots)
      .set({ runState: 'running', nodeId: 'vanished:1', lastBeatAt: old })
      .where(eq(robots.robotsNo, 'GW-DEADNODE'));
    for (let i = 0; i < 8; i++) {
      c.send({ type: 'no such message' });
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await robotRow('GW-ORPHAN')).toMatchObject({ runState: 'offline' });
    expect(await robotRow('GW-DEADNODE')).toMatchObject({ runState: 'offline' });
    expect(await robotRow('GW-BACKLOG')).toMatchObject({ runState: 'idle', nodeId: self });
    c.close();
  });

  it('marks a robot offline after three missed heartbeats and closes its connection', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-SILENT'));
    await c.next('welcome');
    expect((await robotRow('GW-SILENT'))?.runState).toBe('idle');
    // Heartbeats every second: silence for three is the end.
    const closed = await c.waitClosed(8000);
    expect(closed.code).toBe(4001);
    await waitFor(async () => (await robotRow('GW-SILENT'))?.runState === 'offline', 5000, 'offline');
  });
});

describe('reaching robots', () => {
  it('delivers a stop request to the robot holding the task', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-STOP'));
    const welcome = await c.next('welcome');
    expect(await node.app.gateway.requestStop(welcome.robotId, 77)).toBe(true);
    expect(await c.next('task.stop')).toEqual({ type: 'task.stop', taskId: 77 } satisfies ServerMessage);
    c.close();
    await waitFor(async () => (await robotRow('GW-STOP'))?.runState === 'offline');
    expect(await node.app.gateway.requestStop(welcome.robotId, 77)).toBe(false);
  });

  it('accepts task messages and drops them until tasks exist', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-TASKS'));
    await c.next('welcome');
    c.send({ type: 'task.accept', taskId: 5 });
    c.send({
      type: 'task.log',
      taskId: 5,
      lines: [{ seq: 1, time: new Date().toISOString(), level: 'info', text: 'hi' }],
    });
    c.send({ type: 'task.result', taskId: 5, outcome: 'success', exitCode: 0, files: [] });
    c.send({ type: 'heartbeat', state: 'idle', running: [] });
    // A connection's messages are handled in order: the answer to a second hello comes after the rest.
    c.send(hello('GW-TASKS'));
    const twice = (m: ServerMessage) => m.type === 'error' && m.message.includes('hello twice');
    await waitFor(() => c.messages.some(twice), 5000, 'the answer to the second hello');
    expect(c.messages.filter((m) => m.type === 'error' && !twice(m))).toEqual([]);
    c.close();
  });

  it('unbinding closes the connection: the agent stops and the robot stays listed, unbound', async () => {
    const r = testAgent(node.api, { robotsNo: 'GW-UNBIND' });
    r.agent.start();
    await waitFor(() => r.agent.state === 'online');
    const id = r.agent.robotId;
    const res = await admin.call('POST', '/rpa/cdaAgent/unbind', { ids: [id] });
    expect(res.body).toMatchObject({ code: 0, result: { done: 1, failed: 0 } });
    await waitFor(() => r.agent.state === 'refused', 5000, 'the agent refused');
    expect(r.lines.some((l) => l.includes('unbound'))).toBe(true);
    const [row] = await listed({ robotsNo: 'GW-UNBIND' });
    expect(row).toMatchObject({ bound: false, runState: 'offline', licenceState: 'none' });
    // Started again, it registers again: same row, new password.
    const again = testAgent(node.api, { robotsNo: 'GW-UNBIND', clientPwd: 'Another@2026' });
    again.agent.start();
    await waitFor(() => again.agent.state === 'online');
    expect(again.agent.robotId).toBe(id);
    await again.stop();
    await r.stop();
  });

  it('deleting removes the robot and refuses its connection for good', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-DELETE'));
    const welcome = await c.next('welcome');
    const res = await admin.call('POST', '/rpa/cdaAgent', { ids: [welcome.robotId] });
    expect(res.body.code, res.body.msg).toBe(0);
    expect((await c.next('refused')).reason).toBe('deleted');
    expect(await robotRow('GW-DELETE')).toBeUndefined();
    expect((await recordsOf('GW-DELETE'))[0]?.action).toBe('delete');
  });
});

describe('packages and tasks', () => {
  let sha = '';
  let robotId = 0;
  let token = '';

  beforeAll(async () => {
    const dev = await signIn(node.app, 'developer', DEMO_PASSWORD);
    const up = await uploadExample(dev, 'Gateway package');
    const [v] = await db().select().from(versions).where(eq(versions.id, up.version.id));
    sha = v?.packageSha256 ?? '';
    const c = await rawRobot(node.api);
    c.send(hello('GW-PACKAGE'));
    const welcome = await c.next('welcome');
    robotId = welcome.robotId;
    token = welcome.token;
    c.close();
  });

  const download = (bearer?: string) =>
    fetch(
      `${node.api}/robot/package/${sha}`,
      bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {},
    );

  it('serves a package only to robots of the process department or below, with their token', async () => {
    expect((await download()).status).toBe(401);
    expect((await download('not-a-token')).status).toBe(401);
    // Registered in Finance, the robot is outside the developer's department.
    const above = await download(token);
    expect(above.status).toBe(403);
    expect(((await above.json()) as { msg: string }).msg).toBe('该机器人不能下载此流程包');
    const moved = await admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
      ids: [robotId],
      orgCode: '1001',
    });
    expect(moved.body.code, moved.body.msg).toBe(0);
    const ok = await download(token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await ok.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha);
  });

  it('carries an offer to the agent, which downloads, runs and reports to the task sink', async () => {
    const seen: string[] = [];
    const lines: string[] = [];
    let result: unknown = null;
    node.app.gateway.setTaskSink({
      ...droppingSink,
      accepted: async (_id, m) => void seen.push(`accept ${m.taskId}`),
      log: async (_id, m) => void lines.push(...m.lines.map((l) => `${l.seq} ${l.text}`)),
      result: async (_id, m) => {
        result = m;
      },
    });
    try {
      const r = testAgent(node.api, { robotsNo: 'GW-PACKAGE', clientPwd: 'Robot@2026' });
      r.agent.start();
      await waitFor(() => r.agent.state === 'online');
      const sent = await node.app.gateway.send(robotId, {
        type: 'task.offer',
        taskId: 9001,
        process: 'Gateway package',
        version: '1.0.0',
        packageSha256: sha,
        parameters: { month: '2026-10', invoice_file: 'sample-invoices.csv' },
        runTimeoutMinutes: 1,
      });
      expect(sent).toBe(true);
      await waitFor(() => result, 20_000, 'the task result');
      expect(seen).toEqual(['accept 9001']);
      expect(result).toMatchObject({ taskId: 9001, outcome: 'success', exitCode: 0 });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines[0]).toMatch(/^1 /);
      await r.stop();
    } finally {
      node.app.gateway.setTaskSink(droppingSink);
    }
  });
});

describe('user binding', () => {
  it('registers with a user account and password into the user department', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-USER', { bindingWay: 'user', account: 'user', clientPwd: DEMO_PASSWORD }));
    await c.next('welcome');
    const [row] = await listed({ robotsNo: 'GW-USER' });
    expect(row).toMatchObject({ bindingWay: 'user', account: 'user', orgCode: '10021' });
    c.close();
    const wrong = await rawRobot(node.api);
    wrong.send(hello('GW-USER', { bindingWay: 'user', account: 'user', clientPwd: 'Wrong@2026' }));
    expect((await wrong.next('refused')).reason).toBe('password');
    const other = await rawRobot(node.api);
    other.send(hello('GW-USER', { bindingWay: 'user', account: 'manager', clientPwd: DEMO_PASSWORD }));
    expect((await other.next('refused')).reason).toBe('password');
  });
});

describe('server nodes', () => {
  it('lists this node running, with its robots; a silent node is stopped and may be deleted', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('GW-NODE'));
    await c.next('welcome');
    const long = new Date(Date.now() - 60_000);
    await db().insert(serverNodes).values({
      id: 'gone:1',
      address: '10.0.0.9:8080',
      version: '0.0.1',
      startedAt: long,
      lastBeatAt: long,
    });
    const res = await admin.call<Page<ServerNodeRow>>('POST', '/sys/server/list', {});
    expect(res.body.code, res.body.msg).toBe(0);
    const me = res.body.result.records.find((n) => n.id === node.app.gateway.nodeId);
    expect(me).toMatchObject({ status: 'running', version: '0.1.0', address: `127.0.0.1:${node.port}` });
    expect(me?.robots).toBeGreaterThanOrEqual(1);
    expect(res.body.result.records.find((n) => n.id === 'gone:1')).toMatchObject({
      status: 'stopped',
      robots: 0,
    });
    const refused = await admin.call(
      'POST',
      '/sys/server/del',
      { ids: [me?.id] },
      { headers: { lang: 'en_US' } },
    );
    expect(refused.body).toMatchObject({ code: 409 });
    expect(refused.body.msg).toContain('still running');
    const del = await admin.call('POST', '/sys/server/del', { ids: ['gone:1'] });
    expect(del.body).toMatchObject({ code: 0, result: { deleted: 1 } });
    c.close();
  });
});

describe('several nodes', () => {
  it('reaches a robot connected to another node: stop requests, unbind, and a reconnect taking over', async () => {
    const other = await factory.start({ nodeId: 'node-b' });
    try {
      const onB = await rawRobot(other.api);
      onB.send(hello('GW-NODE-B'));
      const welcome = await onB.next('welcome');
      const detail = await admin.call<RobotDetail>('POST', '/rpa/cdaAgent/detail', { id: welcome.robotId });
      expect(detail.body.result).toMatchObject({ runState: 'idle', nodeId: 'node-b' });
      expect(node.app.gateway.connections.has(welcome.robotId)).toBe(false);
      // Asked on this node, delivered by node B.
      expect(await node.app.gateway.requestStop(welcome.robotId, 12)).toBe(true);
      expect(await onB.next('task.stop')).toMatchObject({ taskId: 12 });
      // The robot reconnects to this node from the same machine: node B lets go of the old socket.
      const onA = await rawRobot(node.api);
      onA.send(hello('GW-NODE-B'));
      await onA.next('welcome');
      expect((await onB.waitClosed()).code).toBe(4000);
      expect(onB.messages.at(-1)).toMatchObject({
        type: 'error',
        message: '该机器人建立了新的连接，本连接已关闭',
      });
      // From another machine while it is online: refused.
      const elsewhere = await rawRobot(other.api);
      elsewhere.send(
        hello('GW-NODE-B', {
          machine: { hostName: 'thief', osUser: 'x', os: 'x', address: 'x', agentVersion: '1' },
        }),
      );
      expect((await elsewhere.next('refused')).reason).toBe('alreadyConnected');
      // Unbound on node B, refused on this node.
      const res = await signIn(other.app, 'admin', DEMO_PASSWORD).then((b) =>
        b.call('POST', '/rpa/cdaAgent/unbind', { ids: [welcome.robotId] }),
      );
      expect(res.body.code, res.body.msg).toBe(0);
      expect((await onA.next('refused')).reason).toBe('unbound');
    } finally {
      await other.app.close();
    }
  });
});

describe('server restart', () => {
  it('a node starting again marks offline the robots its crashed run held', async () => {
    await registeredOffline('GW-CRASH');
    // As a crash leaves it: still online, held by a node that is gone.
    await db()
      .update(robots)
      .set({ runState: 'running', nodeId: 'crashed:1', lastBeatAt: new Date() })
      .where(eq(robots.robotsNo, 'GW-CRASH'));
    const again = await factory.start({ nodeId: 'crashed:1' });
    try {
      expect(await robotRow('GW-CRASH')).toMatchObject({ runState: 'offline', nodeId: null });
      expect((await recordsOf('GW-CRASH'))[0]).toMatchObject({
        action: 'offline',
        detail: 'server restarted',
      });
    } finally {
      await again.app.close();
    }
  });

  it('the agent reconnects by itself to a new server on the same database and is online again', async () => {
    const r = testAgent(node.api, { robotsNo: 'GW-RESTART' });
    r.agent.start();
    await waitFor(() => r.agent.state === 'online');
    const id = r.agent.robotId;
    const port = node.port;
    await node.app.close();
    expect((await robotRow('GW-RESTART'))?.runState).toBe('offline');
    const [stopped] = await db()
      .select()
      .from(serverNodes)
      .where(eq(serverNodes.id, node.app.gateway.nodeId ?? ''));
    expect(stopped?.stoppedAt).not.toBeNull();
    node = await factory.start({}, port);
    admin = await signIn(node.app, 'admin', DEMO_PASSWORD);
    await waitFor(() => r.agent.state === 'online', 20_000, 'the agent back online');
    expect(r.agent.robotId).toBe(id);
    const [row] = await listed({ robotsNo: 'GW-RESTART' });
    expect(row?.runState).toBe('idle');
    await r.stop();
  });
});
