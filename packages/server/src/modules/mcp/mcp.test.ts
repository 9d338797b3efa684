import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApplicationWithSecret, OplogRow, Page } from '@rpa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { addApplication, openToken } from '../../testing/open';
import { EN, publishToUser } from '../../testing/processes';
import { licensedNode, MANUAL_SWEEPS, type Node, type nodeFactory, waitFor } from '../../testing/robots';
import { agentInRnd } from '../../testing/runs';
import { examplePackage } from '../processes/example';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
/** A published process of R&D that takes one required parameter. */
let processId = 0;
let rnd: ApplicationWithSecret;
let finance: ApplicationWithSecret;
const clients: Client[] = [];

const PARAMETERS = [
  { name: 'month', description: 'Month', type: 'string', defaultValue: '', required: true },
  { name: 'threshold', description: 'Threshold', type: 'number', defaultValue: 10000, required: false },
];

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']));
  const dept = await departmentIds(node.app.database.db);
  processId = await publishToUser(as, await examplePackage({ name: 'MCP run', parameters: PARAMETERS }));
  rnd = await addApplication(as.admin, 'MCP-RnD', dept['1001']);
  finance = await addApplication(as.admin, 'MCP-Finance', dept['10021']);
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await node.app.close();
  await factory.close();
});

const tokenOf = (a: ApplicationWithSecret) => openToken(node.app, a);

/** An MCP client over Streamable HTTP, as an agent configures one: the bearer token, English messages. */
async function connect(authorization?: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const headers = { lang: 'en_US', ...(authorization ? { authorization } : {}) };
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${node.api}/open/mcp`), { requestInit: { headers } }),
  );
  clients.push(client);
  return client;
}
const connectAs = async (a: ApplicationWithSecret) => connect(`Bearer ${await tokenOf(a)}`);

const runTool = () => `run_process_${processId}`;
type Started = { taskId: number; state: string; repeated: boolean };
async function call<T>(client: Client, name: string, args: Record<string, unknown>) {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { ...r, structuredContent: r.structuredContent as T };
}

describe('tools', () => {
  it('lists a run tool per published process of its departments, with its parameters, and the task tools', async () => {
    const { tools } = await (await connectAs(rnd)).listTools();
    const run = tools.find((t) => t.name === runTool());
    expect(run?.title).toBe('MCP run');
    const parameters = run?.inputSchema.properties?.parameters as {
      properties: Record<string, { type: string; default?: unknown }>;
      required: string[];
    };
    expect(Object.keys(parameters.properties)).toEqual(['month', 'threshold']);
    expect(parameters.required).toEqual(['month']);
    expect(parameters.properties.threshold).toMatchObject({ type: 'number', default: 10000 });
    expect(Object.keys(run?.inputSchema.properties ?? {})).toEqual([
      'parameters',
      'priority',
      'idempotencyKey',
    ]);
    const names = tools.map((t) => t.name);
    for (const name of ['get_task', 'get_task_logs', 'list_tasks', 'cancel_task', 'stop_task']) {
      expect(names).toContain(name);
    }
    expect(names.every((n) => /^[a-zA-Z0-9_-]{1,64}$/.test(n))).toBe(true);
    const theirs = (await (await connectAs(finance)).listTools()).tools.map((t) => t.name);
    expect(theirs).not.toContain(runTool());
    expect(theirs).toContain('get_task');
  });

  it('a missing required parameter is the open API’s refusal, as a tool error', async () => {
    const missing = await call(await connectAs(rnd), runTool(), { parameters: { threshold: 5 } });
    expect(missing.isError).toBe(true);
    const direct = await node.app.inject({
      method: 'POST',
      url: '/api/open/task/run',
      headers: { authorization: `Bearer ${await tokenOf(rnd)}`, lang: 'en_US' },
      payload: { processId, parameters: { threshold: '5' } },
    });
    expect(missing.content).toEqual([{ type: 'text', text: direct.json().msg }]);
    expect(direct.json().msg).toContain('month');
    const unknown = await call(await connectAs(rnd), 'get_task', { taskId: 999999 });
    expect(unknown.isError).toBe(true);
    expect(unknown.content).toEqual([{ type: 'text', text: 'No such task' }]);
  });

  it('the same idempotency key answers the first task', async () => {
    const client = await connectAs(rnd);
    const args = { parameters: { month: '2026-11' }, idempotencyKey: 'mcp-order-1' };
    const first = await call<Started>(client, runTool(), args);
    expect(first.isError, JSON.stringify(first.content)).toBeFalsy();
    expect(first.structuredContent).toMatchObject({ state: 'pending', repeated: false });
    const again = await call<Started>(client, runTool(), args);
    expect(again.structuredContent).toEqual({ ...first.structuredContent, repeated: true });
    const cancelled = await call<{ state: string }>(client, 'cancel_task', {
      taskId: first.structuredContent.taskId,
    });
    expect(cancelled.structuredContent.state).toBe('cancelled');
  });
});

describe('a run through MCP', () => {
  it('starts a run a reference robot completes, followed with get_task, its logs and the list', async () => {
    const robot = await agentInRnd(node, as.admin, 'MCP-ROBOT');
    try {
      const client = await connectAs(rnd);
      const started = await call<Started>(client, runTool(), { parameters: { month: '2026-09' } });
      expect(started.isError, JSON.stringify(started.content)).toBeFalsy();
      const { taskId } = started.structuredContent;
      expect(JSON.parse((started.content[0] as { text: string }).text)).toEqual(started.structuredContent);
      await node.app.dispatcher.pass();
      const done = await waitFor(
        async () => {
          const d = (await call<{ state: string }>(client, 'get_task', { taskId })).structuredContent;
          return ['success', 'failed'].includes(d.state) ? d : null;
        },
        30_000,
        'the run to end',
      );
      expect(done).toMatchObject({ id: taskId, state: 'success', processId, exitCode: 0 });
      expect(done).toHaveProperty('robotName', expect.stringContaining('MCP-ROBOT'));
      const logs = await call<{ records: unknown[] }>(client, 'get_task_logs', { taskId, size: 100 });
      expect(logs.structuredContent.records.length).toBeGreaterThan(0);
      const list = await call<{ records: Array<{ id: number }> }>(client, 'list_tasks', {
        state: 'success',
        processId,
      });
      expect(list.structuredContent.records.map((t) => t.id)).toContain(taskId);
    } finally {
      await robot.stop();
    }
    // Each tool call is the open API's own call, in the operation log under the application.
    const log = await as.admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'openApi', size: 100 },
      EN,
    );
    const mine = log.body.result.records.filter((r) => r.userName === 'MCP-RnD');
    expect(mine.some((r) => r.action === 'create' && r.result === 'success')).toBe(true);
  }, 60_000);
});

describe('authentication', () => {
  it('refuses a connection without a token, or with a wrong one, before any tool is listed', async () => {
    for (const authorization of [undefined, 'Bearer at_not-a-token']) {
      const refused = await connect(authorization).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(StreamableHTTPError);
      expect((refused as StreamableHTTPError).code).toBe(401);
    }
  });

  it('answers plain JSON-RPC over HTTP, as docs/open-api.md shows it', async () => {
    const res = await fetch(`${node.api}/open/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenOf(rnd)}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number; result: { tools: Array<{ name: string }> } };
    expect(body.id).toBe(1);
    expect(body.result.tools.map((t) => t.name)).toContain(runTool());
  });

  it('offers no event stream in stateless mode', async () => {
    const headers = { authorization: `Bearer ${await tokenOf(rnd)}`, accept: 'text/event-stream' };
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${node.api}/open/mcp`, { method, headers });
      expect(res.status, method).toBe(405);
    }
  });
});
