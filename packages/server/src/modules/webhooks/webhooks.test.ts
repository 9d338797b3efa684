import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ApplicationWithSecret,
  DeliveryRow,
  Page,
  TaskDetail,
  WebhookRow,
  WebhookWithSecret,
} from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { addApplication, openToken } from '../../testing/open';
import { EN, publishToUser } from '../../testing/processes';
import { licensedNode, MANUAL_SWEEPS, type Node, type nodeFactory, waitFor } from '../../testing/robots';
import { ask, rawRobotRunning } from '../../testing/runs';
import { signInDemo } from '../../testing/suite';
import { examplePackage } from '../processes/example';
import { applicationWebhooks, webhookDeliveries } from './schema';

/** Fast loops: a pass every 100 ms, the first retry after 100 ms (then 400, 1600 ...). */
const QUICK = { ...MANUAL_SWEEPS, webhookTickMs: 100, webhookFirstRetryMs: 100 };

interface Received {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A receiver the test runs: answers 500 to the first `failures` requests, then 204. */
async function receiver(failures = 0) {
  const got: Received[] = [];
  let left = failures;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const status = left-- > 0 ? 500 : 204;
      got.push({ at: Date.now(), headers: req.headers, body, status });
      res.statusCode = status;
      res.end(status === 500 ? 'receiver down' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { got, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
const dept: Record<string, number> = {};
let processId = 0;
let app: ApplicationWithSecret;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(QUICK, ['admin', 'dev', 'owner', 'user']));
  Object.assign(dept, await departmentIds(node.app.database.db));
  processId = await publishToUser(as, await examplePackage({ name: 'Hooked run', parameters: [] }));
  app = await addApplication(as.admin, 'Hook-ERP', dept['1001']);
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

async function openCall<T>(url: string, body: object) {
  const r = await node.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${await openToken(node.app, app)}`, lang: 'en_US' },
    payload: body,
  });
  return r.json() as { code: number; msg: string; result: T };
}

/** A run started through the open API and cancelled at once: task.created then task.cancelled. */
async function runAndCancel(): Promise<number> {
  const run = await openCall<TaskDetail>('/open/task/run', { processId });
  expect(run.code, run.msg).toBe(0);
  const cancel = await openCall<TaskDetail>('/open/task/cancel', { taskId: run.result.id });
  expect(cancel.result.state).toBe('cancelled');
  return run.result.id;
}

const addHook = async (url: string, events = ['task.created', 'task.cancelled'], enabled = true) => {
  const r = await as.admin.call<WebhookWithSecret>(
    'POST',
    '/application/webhook/add',
    { applicationId: app.id, url, events, enabled },
    EN,
  );
  expect(r.body.code, r.body.msg).toBe(0);
  return r.body.result;
};
const deliveries = async (webhookId: number) =>
  (
    await as.admin.call<Page<DeliveryRow>>('POST', '/application/webhook/deliveries', {
      webhookId,
      size: 100,
    })
  ).body.result.records;
const ofTask = (got: Received[], taskId: number) =>
  got.filter((g) => JSON.parse(g.body).data.taskId === taskId);

describe('webhook endpoints', () => {
  it('refuses a URL that is not http(s) and an empty event list, and shows the signing secret once', async () => {
    const ftp = await as.admin.call(
      'POST',
      '/application/webhook/add',
      {
        applicationId: app.id,
        url: 'ftp://example.com/x',
        events: ['task.created'],
      },
      EN,
    );
    expect(ftp.body.msg).toContain('Enter an http or https URL');
    const none = await as.admin.call(
      'POST',
      '/application/webhook/add',
      {
        applicationId: app.id,
        url: 'https://example.com/x',
        events: [],
      },
      EN,
    );
    expect(none.body.msg).toContain('Choose at least one event');
    const made = await addHook('https://example.com/hooks', ['task.failed'], false);
    expect(made.secret).toMatch(/^whsec_/);
    const list = await as.admin.call<WebhookRow[]>('POST', '/application/webhook/list', {
      applicationId: app.id,
    });
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    const [row] = await node.app.database.db
      .select()
      .from(applicationWebhooks)
      .where(eq(applicationWebhooks.id, made.id));
    expect(JSON.stringify(row)).not.toContain(made.secret);
    await as.admin.call('POST', '/application/webhook/delete', { id: made.id });
  });
});

describe('deliveries', () => {
  it('sends each event signed by the Standard Webhooks algorithm, to a receiver the test runs', async () => {
    const r = await receiver();
    try {
      const hook = await addHook(r.url);
      const taskId = await runAndCancel();
      await waitFor(() => ofTask(r.got, taskId).length >= 2, 15_000, 'both events');
      const got = ofTask(r.got, taskId);
      expect(got.map((g) => JSON.parse(g.body).type)).toEqual(['task.created', 'task.cancelled']);
      const verifier = new Webhook(hook.secret);
      for (const g of got) {
        const body = verifier.verify(g.body, g.headers as Record<string, string>) as {
          data: { processName: string };
        };
        expect(body.data.processName).toBe('Hooked run');
      }
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32).toString('base64')}`).verify(
          got[0]?.body ?? '',
          got[0]?.headers as Record<string, string>,
        ),
      ).toThrow();
      await waitFor(
        async () => (await deliveries(hook.id)).every((d) => d.state === 'delivered'),
        5000,
        'delivered',
      );
      await as.admin.call('POST', '/application/webhook/delete', { id: hook.id });
    } finally {
      await r.close();
    }
  });

  it('retries a failing receiver with growing waits and delivers the event exactly once', async () => {
    const r = await receiver(3);
    try {
      const hook = await addHook(r.url, ['task.cancelled']);
      const taskId = await runAndCancel();
      await waitFor(() => r.got.some((g) => g.status === 204), 20_000, 'the fourth attempt');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const got = ofTask(r.got, taskId);
      expect(got.map((g) => g.status)).toEqual([500, 500, 500, 204]);
      expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(1);
      const waits = got.slice(1).map((g, i) => g.at - (got[i]?.at ?? 0));
      expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
      const [d] = await deliveries(hook.id);
      expect(d).toMatchObject({ state: 'delivered', attempts: 4, lastStatus: 204 });
      await as.admin.call('POST', '/application/webhook/delete', { id: hook.id });
    } finally {
      await r.close();
    }
  }, 30_000);

  it('keeps the deliveries of a disabled endpoint through a restart, and sends them once it is enabled', async () => {
    const r = await receiver();
    try {
      const hook = await addHook(r.url, ['task.created'], false);
      const taskId = await runAndCancel();
      await waitFor(async () => (await deliveries(hook.id)).length === 1, 5000, 'the delivery written');
      await node.app.close();
      node = await factory.start(QUICK);
      as = await signInDemo(node.app, ['admin', 'dev', 'owner', 'user']);
      expect(r.got).toEqual([]);
      const enable = await as.admin.call('POST', '/application/webhook/edit', {
        id: hook.id,
        url: r.url,
        events: ['task.created'],
        enabled: true,
      });
      expect(enable.body.code).toBe(0);
      await waitFor(() => ofTask(r.got, taskId).length === 1, 10_000, 'the kept delivery');
      await as.admin.call('POST', '/application/webhook/delete', { id: hook.id });
    } finally {
      await r.close();
    }
  }, 30_000);

  it('a delivery failing past its retry window stays failed until replayed', async () => {
    const r = await receiver(1_000_000);
    try {
      const hook = await addHook(r.url, ['task.created']);
      await runAndCancel();
      // As if a day of retries had gone by: the next attempt is its last.
      await waitFor(() => r.got.length >= 1, 10_000, 'a first attempt');
      await node.app.database.db
        .update(webhookDeliveries)
        .set({ retryFrom: sql`now() - interval '2 days'` })
        .where(eq(webhookDeliveries.webhookId, hook.id));
      await waitFor(async () => (await deliveries(hook.id))[0]?.state === 'failed', 10_000, 'failed');
      const [failed] = await deliveries(hook.id);
      expect(failed?.lastResponse).toBe('receiver down');
      const attempts = failed?.attempts ?? 0;
      // The receiver is back; a replay sends it again with the same message id.
      r.got.length = 0;
      const healthy = await receiver();
      await as.admin.call('POST', '/application/webhook/edit', {
        id: hook.id,
        url: healthy.url,
        events: ['task.created'],
        enabled: true,
      });
      const replay = await as.admin.call<{ replayed: number }>('POST', '/application/webhook/replay', {
        webhookId: hook.id,
      });
      expect(replay.body.result.replayed).toBe(1);
      await waitFor(async () => (await deliveries(hook.id))[0]?.state === 'delivered', 10_000, 'delivered');
      expect(healthy.got[0]?.headers['webhook-id']).toBe(failed?.messageId);
      expect((await deliveries(hook.id))[0]?.attempts).toBe(attempts + 1);
      await healthy.close();
    } finally {
      await r.close();
    }
  }, 30_000);

  it('tells of a task-data item that a robot finished, with its output', async () => {
    const r = await receiver();
    const space = await as.admin.call<{ id: number }>('POST', '/taskData/add', {
      name: 'Hooked orders',
      maxItems: 10,
      maxAttempts: 0,
      description: 'Orders',
      departmentId: dept['1001'],
    });
    expect(space.body.code, space.body.msg).toBe(0);
    const added = await openCall<{ items: Array<{ id: number }> }>('/open/taskData/items/add', {
      spaceId: space.body.result.id,
      items: [{ content: { order: 'SO-77' }, reference: 'SO-77' }],
    });
    expect(added.code, added.msg).toBe(0);
    const hook = await addHook(r.url, ['item.finished']);
    const { raw, taskId } = await rawRobotRunning(node, as, 'HOOK-ROBOT', processId);
    try {
      const taken = await ask(raw, taskId, { type: 'item.next', space: 'Hooked orders' }, 'item.reply');
      expect(taken.item?.reference).toBe('SO-77');
      const done = await ask(
        raw,
        taskId,
        { type: 'item.done', itemId: taken.item?.id, output: { paid: true } },
        'item.reply',
      );
      expect(done.item?.state).toBe('runSuccessfully');
      await waitFor(() => r.got.length === 1, 10_000, 'the item event');
      const body = new Webhook(hook.secret).verify(
        r.got[0]?.body ?? '',
        r.got[0]?.headers as Record<string, string>,
      );
      expect(body).toMatchObject({
        type: 'item.finished',
        data: {
          reference: 'SO-77',
          state: 'runSuccessfully',
          output: { paid: true },
          taskId,
          spaceName: 'Hooked orders',
        },
      });
    } finally {
      raw.close();
      await r.close();
    }
  }, 30_000);
});
