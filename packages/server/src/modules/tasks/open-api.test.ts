import {
  type ApplicationWithSecret,
  Code,
  type OpenProcessRow,
  type OplogRow,
  type Page,
  type TaskDetail,
  type TaskLogLine,
  type TaskRow,
} from '@rpa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { addApplication, openToken } from '../../testing/open';
import { EN, publishToUser } from '../../testing/processes';
import { licensedNode, MANUAL_SWEEPS, type Node, type nodeFactory, waitFor } from '../../testing/robots';
import { agentInRnd } from '../../testing/runs';
import { examplePackage } from '../processes/example';
import { tasks } from './schema';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
const dept: Record<string, number> = {};
/** A published process of R&D that takes one required parameter. */
let processId = 0;
let rnd: ApplicationWithSecret;
let finance: ApplicationWithSecret;

const PARAMETERS = [
  { name: 'month', description: 'Month', type: 'string', defaultValue: '', required: true },
  { name: 'threshold', description: 'Threshold', type: 'number', defaultValue: 10000, required: false },
  { name: 'currency', description: 'Currency', type: 'string', defaultValue: 'CNY', required: true },
];

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']));
  Object.assign(dept, await departmentIds(node.app.database.db));
  processId = await publishToUser(as, await examplePackage({ name: 'Open run', parameters: PARAMETERS }));
  rnd = await addApplication(as.admin, 'ERP-RnD', dept['1001']);
  finance = await addApplication(as.admin, 'ERP-Finance', dept['10021']);
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const tokenOf = (a: ApplicationWithSecret) => openToken(node.app, a);

/** An open-API call as an integrator makes it: a bearer token, English messages. */
async function open<T>(
  a: ApplicationWithSecret,
  url: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const r = await node.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${await tokenOf(a)}`, lang: 'en_US', ...headers },
    payload: body,
  });
  return { status: r.statusCode, body: r.json() as { code: number; msg: string; result: T } };
}

const run = (a: ApplicationWithSecret, body: object, headers: Record<string, string> = {}) =>
  open<TaskDetail & { repeated: boolean }>(a, '/open/task/run', { processId, ...body }, headers);
const taskCount = async () => (await node.app.database.db.select({ id: tasks.id }).from(tasks)).length;

describe('processes an application may run', () => {
  it('lists the published processes of its department and sub-departments, with their parameters', async () => {
    const mine = await open<Page<OpenProcessRow>>(rnd, '/open/process/list', { size: 100 });
    expect(mine.body.code).toBe(0);
    const row = mine.body.result.records.find((p) => p.id === processId);
    expect(row?.parameters.map((p) => p.name)).toEqual(['month', 'threshold', 'currency']);
    expect(row?.versionNumber).toBeTruthy();
    const theirs = await open<Page<OpenProcessRow>>(finance, '/open/process/list', { size: 100 });
    expect(theirs.body.result.records.map((p) => p.id)).not.toContain(processId);
    expect(theirs.body.result.records.every((p) => p.departmentName.includes('Finance'))).toBe(true);
  });
});

describe('starting runs', () => {
  it('checks the parameters as the run dialog does, and refuses a process outside the department', async () => {
    const before = await taskCount();
    const missing = await run(rnd, { parameters: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('month');
    const nan = await run(rnd, { parameters: { month: '2026-11', threshold: 'many' } });
    expect(nan.status).toBe(400);
    const outside = await run(finance, { parameters: { month: '2026-11' } });
    expect(outside.body.msg).toBe('No such process');
    expect(await taskCount()).toBe(before);
  });

  it('a repeated Idempotency-Key answers the first task, also when both requests arrive together', async () => {
    const before = await taskCount();
    const first = await run(rnd, { parameters: { month: '2026-11' } }, { 'idempotency-key': 'erp-order-1' });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.result).toMatchObject({ repeated: false, source: 'openApi', operatorName: 'ERP-RnD' });
    const again = await run(rnd, { parameters: { month: '2026-12' } }, { 'idempotency-key': 'erp-order-1' });
    expect(again.body.result).toMatchObject({ id: first.body.result.id, repeated: true });
    expect(again.body.result.parameters.month).toBe('2026-11');
    // Omitted parameters took their defaults, a required one included.
    expect(first.body.result.parameters).toMatchObject({ threshold: '10000', currency: 'CNY' });
    // The same key of another application is its own.
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        run(rnd, { parameters: { month: '2026-11' } }, { 'idempotency-key': 'erp-order-2' }),
      ),
    );
    expect(new Set(together.map((r) => r.body.result.id)).size).toBe(1);
    expect(together.filter((r) => !r.body.result.repeated)).toHaveLength(1);
    expect(await taskCount()).toBe(before + 2);
    const bad = await run(rnd, { parameters: { month: '2026-11' } }, { 'idempotency-key': 'x'.repeat(129) });
    expect(bad.body.msg).toBe('The Idempotency-Key must be 1 to 128 visible ASCII characters');
    expect(await taskCount()).toBe(before + 2);
  });

  it('cancels a waiting task, reads and lists only its departments’ tasks', async () => {
    const started = await run(rnd, { parameters: { month: '2026-10' } });
    const id = started.body.result.id;
    const cancelled = await open<TaskDetail>(rnd, '/open/task/cancel', { taskId: id });
    expect(cancelled.body.result.state).toBe('cancelled');
    const twice = await open<TaskDetail>(rnd, '/open/task/cancel', { taskId: id });
    expect(twice.body.code).toBe(Code.CONFLICT);
    expect((await open(finance, '/open/task/detail', { taskId: id })).body.msg).toContain('No such task');
    const list = await open<Page<TaskRow>>(rnd, '/open/task/list', {
      state: 'cancelled',
      processId,
      size: 50,
    });
    expect(list.body.result.records.map((t) => t.id)).toContain(id);
    expect(list.body.result.records.every((t) => t.state === 'cancelled')).toBe(true);
    const none = await open<Page<TaskRow>>(finance, '/open/task/list', { processId, size: 50 });
    expect(none.body.result.total).toBe(0);
  });
});

describe('a run a reference robot completes', () => {
  it('is read back with its state, times, robot and log lines, and each call is logged under the application', async () => {
    const robot = await agentInRnd(node, as.admin, 'OPEN-API-ROBOT');
    try {
      const started = await run(rnd, { parameters: { month: '2026-09' } });
      expect(started.body.code, started.body.msg).toBe(0);
      const id = started.body.result.id;
      await node.app.dispatcher.pass();
      const done = await waitFor(
        async () => {
          const d = (await open<TaskDetail>(rnd, '/open/task/detail', { taskId: id })).body.result;
          return ['success', 'failed'].includes(d.state) ? d : null;
        },
        30_000,
        'the run to end',
      );
      expect(done.state).toBe('success');
      expect(done.robotName).toContain('OPEN-API-ROBOT');
      expect(done.startedAt).not.toBeNull();
      const logs = await open<Page<TaskLogLine>>(rnd, '/open/task/logs', { taskId: id, size: 100 });
      expect(logs.body.result.records.length).toBeGreaterThan(0);
      // What it produced downloads with the application's token, and not with another's.
      const [file] = done.files;
      expect(file).toBeDefined();
      const download = async (a: ApplicationWithSecret) =>
        node.app.inject({
          method: 'GET',
          url: `/api/open/task/file?id=${file?.id}`,
          headers: { authorization: `Bearer ${await tokenOf(a)}`, lang: 'en_US' },
        });
      const got = await download(rnd);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.length).toBe(file?.size);
      expect((await download(finance)).json().msg).toContain('No such task');
    } finally {
      await robot.stop();
    }
    const log = await as.admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'openApi', size: 100 },
      EN,
    );
    const names = new Set(log.body.result.records.map((r) => r.userName));
    expect(names.has('ERP-RnD')).toBe(true);
    expect(log.body.result.records.some((r) => r.action === 'create' && r.userName === 'ERP-RnD')).toBe(true);
  }, 60_000);
});
